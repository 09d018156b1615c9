import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexPageBody, pageFor, readIndexPage, readScreenPages, serveWebApp } from '../src/http/web';

const SCRIPT = `console.log(${JSON.stringify('Coffer '.repeat(400))});`;

describe('the built web app is served with the right cache headers, precompressed', () => {
  const dist = mkdtempSync(join(tmpdir(), 'coffer-web-'));
  const app = Fastify();

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Coffer</title>');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
    // What the build's precompress step writes beside each text file.
    writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
    await serveWebApp(app, dist);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['/assets/index-abc123.js', 'public, max-age=31536000, immutable'],
    ['/sw.js', 'no-cache'],
    ['/index.html', 'no-cache'],
  ])('%s: %s', async (url, expected) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(expected);
  });

  it('sends the brotli file to a browser that accepts it, and the plain one otherwise', async () => {
    const compressed = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(SCRIPT);
    expect(compressed.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    const plain = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });
});

describe('index.html, the answer to every address of the app, goes out precompressed', () => {
  const dist = mkdtempSync(join(tmpdir(), 'coffer-web-'));
  const html = `<!doctype html><title>Coffer</title>${'<p>wallet</p>'.repeat(200)}`;
  writeFileSync(join(dist, 'index.html'), html);
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(join(dist, 'index.html.gz'), gzipSync(html));
  const page = readIndexPage(dist, html);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip;q=1.0, identity', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %s: %s', (accept, encoding) => {
    if (!page) throw new Error('no page read');
    const answer = indexPageBody(page, accept);
    expect(answer.encoding).toBe(encoding);
    if (encoding === undefined) expect(answer.body).toBe(html);
    if (encoding === 'br') expect(brotliDecompressSync(answer.body as Buffer).toString()).toBe(html);
  });

  it('is sent as text when the build wrote no compressed copies', () => {
    const bare = mkdtempSync(join(tmpdir(), 'coffer-web-'));
    writeFileSync(join(bare, 'index.html'), html);
    const plain = readIndexPage(bare, html);
    rmSync(bare, { recursive: true, force: true });
    expect(plain && indexPageBody(plain, 'br, gzip')).toEqual({ body: html, encoding: undefined });
  });
});

describe('a first screen’s address is answered with its own document', () => {
  const dist = mkdtempSync(join(tmpdir(), 'coffer-web-'));
  const index = '<!doctype html><title>Coffer</title>';
  const dashboard = `${index}<link rel="modulepreload" href="/assets/Dashboard.js">`;
  const welcome = `${index}<link rel="modulepreload" href="/assets/Welcome.js">`;
  writeFileSync(join(dist, 'index.html'), index);
  mkdirSync(join(dist, 'screens', 'auth'), { recursive: true });
  writeFileSync(join(dist, 'screens', 'auth', 'dashboard.html'), dashboard);
  writeFileSync(join(dist, 'screens', 'auth', 'dashboard.html.br'), brotliCompressSync(dashboard));
  writeFileSync(join(dist, 'screens', 'index.html'), welcome);
  const page = readIndexPage(dist, index);
  const screens = readScreenPages(dist);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it.each([
    ['/auth/dashboard', dashboard],
    ['/auth/dashboard/', dashboard],
    ['/', welcome],
    ['/auth/wallet/BTC', index],
    ['/auth', index],
    ['/screens/index', index],
  ])('%s', (path, html) => {
    if (!page) throw new Error('no page read');
    expect(pageFor(path, page, screens).html).toBe(html);
  });

  it('goes out precompressed where the build compressed it', () => {
    const screen = screens.get('/auth/dashboard');
    if (!screen) throw new Error('no dashboard document read');
    const answer = indexPageBody(screen, 'br');
    expect(answer.encoding).toBe('br');
    expect(brotliDecompressSync(answer.body as Buffer).toString()).toBe(dashboard);
  });

  it('is none when the build wrote no screens', () => {
    expect(readScreenPages(undefined).size).toBe(0);
    expect(readScreenPages(mkdtempSync(join(tmpdir(), 'coffer-web-'))).size).toBe(0);
  });
});
