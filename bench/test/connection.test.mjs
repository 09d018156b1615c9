import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Connection } from '../lib/connection.mjs';

/** @type {(() => Promise<void>)[]} */
const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * @param {net.Server | http.Server} server
 * @returns {Promise<number>} its port
 */
async function listen(server) {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  cleanups.push(
    () =>
      new Promise((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  );
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** @param {number} port */
async function open(port) {
  const connection = await Connection.open('127.0.0.1', port);
  cleanups.push(async () => connection.close());
  return connection;
}

describe('bench connection', () => {
  it('posts JSON with its headers and reads each answer of a keep-alive connection in turn', async () => {
    /** @type {{ method?: string, url?: string, headers: http.IncomingHttpHeaders, body: string }[]} */
    const seen = [];
    const sockets = new Set();
    const server = http.createServer((req, res) => {
      sockets.add(req.socket);
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        const n = seen.length;
        const status = n === 2 ? 409 : 200;
        const text = JSON.stringify(status === 200 ? { ok: n } : { code: 'conflict', description: 'busy' });
        res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
        res.end(text);
      });
    });
    const connection = await open(await listen(server));
    const payload = JSON.stringify({ to: 'bob', amount: '0.01', note: 'café' });
    const replies = [];
    for (const key of ['k1', 'k2', 'k3']) {
      replies.push(
        await connection.post('/api/wallet/w1/send', payload, { authorization: 'Bearer t', 'idempotency-key': key }),
      );
    }
    expect(replies).toEqual([
      { status: 200, body: null },
      { status: 409, body: { code: 'conflict', description: 'busy' } },
      { status: 200, body: null },
    ]);
    expect(sockets.size).toBe(1);
    expect(seen.map((r) => [r.method, r.url, r.headers['idempotency-key'], r.body])).toEqual([
      ['POST', '/api/wallet/w1/send', 'k1', payload],
      ['POST', '/api/wallet/w1/send', 'k2', payload],
      ['POST', '/api/wallet/w1/send', 'k3', payload],
    ]);
    expect(seen[0]?.headers).toMatchObject({
      authorization: 'Bearer t',
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(payload)),
    });
  });

  it('gets a path with its headers and no body, and resolves each answer as its text', async () => {
    /** @type {{ method?: string, url?: string, headers: http.IncomingHttpHeaders, body: string }[]} */
    const seen = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        const status = seen.length === 2 ? 404 : 200;
        const text = JSON.stringify(status === 200 ? { items: [1, 2], n: seen.length } : { code: 'not_found' });
        res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
        res.end(text);
      });
    });
    const connection = await open(await listen(server));
    const replies = [];
    for (const path of ['/api/transaction?limit=10', '/api/nowhere', '/api/transaction?offset=5']) {
      replies.push(await connection.get(path, { authorization: 'Bearer t' }));
    }
    expect(replies).toEqual([
      { status: 200, body: '{"items":[1,2],"n":1}' },
      { status: 404, body: '{"code":"not_found"}' },
      { status: 200, body: '{"items":[1,2],"n":3}' },
    ]);
    expect(seen.map((r) => [r.method, r.url, r.headers.authorization, r.body])).toEqual([
      ['GET', '/api/transaction?limit=10', 'Bearer t', ''],
      ['GET', '/api/nowhere', 'Bearer t', ''],
      ['GET', '/api/transaction?offset=5', 'Bearer t', ''],
    ]);
    expect(seen[0]?.headers['content-length']).toBeUndefined();
    expect(seen[0]?.headers['content-type']).toBeUndefined();
    // A POST after GETs still answers a 200 without its body.
    expect(await connection.post('/api/x', '{}', {})).toEqual({ status: 200, body: null });
  });

  it('reads an answer that arrives a byte at a time', async () => {
    const answer = 'HTTP/1.1 422 Unprocessable Entity\r\nContent-Length: 17\r\n\r\n{"code":"nope"}\r\n';
    const server = net.createServer((socket) => {
      socket.once('data', async () => {
        for (const byte of Buffer.from(answer)) {
          socket.write(Buffer.from([byte]));
          await new Promise((resolve) => setImmediate(resolve));
        }
      });
    });
    const connection = await open(await listen(server));
    expect(await connection.post('/x', '{}', {})).toEqual({ status: 422, body: { code: 'nope' } });
  });

  it.each([
    [
      'an answer without a length',
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      /unreadable answer/,
    ],
    ['not HTTP', 'SSH-2.0-OpenSSH\r\n\r\n', /unreadable answer/],
    ['a closed connection', null, /connection closed/],
  ])('fails the request on %s, and every later one', async (_case, answer, message) => {
    const server = net.createServer((socket) => {
      socket.once('data', () => (answer === null ? socket.destroy() : socket.write(answer)));
    });
    const connection = await open(await listen(server));
    const failed = await connection.post('/x', '{}', {});
    expect(failed.status).toBe(0);
    expect(failed.body.message).toMatch(message);
    expect(connection.closed).toBe(true);
    expect((await connection.post('/x', '{}', {})).status).toBe(0);
  });
});
