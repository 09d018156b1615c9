import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES, installCompression } from '../src/http/compression';
import { expectEnvelope } from './envelope';
import { TEST_TARGET, type TestApp, testApp } from './helpers';

describe('which answers are compressed (decision 0052)', () => {
  const big = { text: 'x'.repeat(COMPRESS_FROM_BYTES * 4) };
  const small = { text: 'x'.repeat(COMPRESS_FROM_BYTES / 4) };
  const app = Fastify();
  beforeAll(async () => {
    await installCompression(app);
    app.get('/api/big', async () => big);
    app.get('/api/small', async () => small);
    app.post('/api/big', async () => big);
    app.get('/page', async () => big);
    app.get('/api/own', { compress: { threshold: 1 } }, async () => small);
    await app.ready();
  });
  afterAll(() => app.close());

  const inject = (method: 'GET' | 'POST', url: string, acceptEncoding?: string) =>
    app.inject({ method, url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it.each([
    ['a large read, brotli first', 'GET', '/api/big', 'gzip, deflate, br, zstd', 'br'],
    ['a large read, gzip only', 'GET', '/api/big', 'gzip', 'gzip'],
    ['a large read, nothing accepted', 'GET', '/api/big', undefined, undefined],
    ['a large read, identity only', 'GET', '/api/big', 'identity', undefined],
    ['a small read', 'GET', '/api/small', 'br', undefined],
    ['a large write', 'POST', '/api/big', 'br', undefined],
    ['a large answer outside /api', 'GET', '/page', 'br', undefined],
    ['a route with its own setting', 'GET', '/api/own', 'gzip', 'gzip'],
  ] as const)('%s', async (_, method, url, accept, encoding) => {
    const res = await inject(method, url, accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    const body =
      encoding === 'br'
        ? brotliDecompressSync(res.rawPayload)
        : encoding === 'gzip'
          ? gunzipSync(res.rawPayload)
          : res.rawPayload;
    expect(JSON.parse(body.toString('utf8'))).toEqual(url === '/api/small' || url === '/api/own' ? small : big);
    if (encoding) {
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(big)) / 10);
    }
  });
});

describe(`compressed answers in the app (${TEST_TARGET})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('sends the news compressed to a browser and the same JSON as to a client that takes none', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/crypto/news?lang=EN' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const packed = await t.app.inject({
      method: 'GET',
      url: '/api/crypto/news?lang=EN',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers['cache-control']).toBe('no-store');
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('answers a compressed request body as bad input, not by inflating it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/ask-login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'compress@example.com', password: 'Str0ngPass' })),
    });
    expectEnvelope(res, 400, 'bad_request');
  });
});
