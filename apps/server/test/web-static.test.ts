import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp } from '../src/http/web';

describe('the built web app is served with the right cache headers', () => {
  const dist = mkdtempSync(join(tmpdir(), 'coffer-web-'));
  const app = Fastify();

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Coffer</title>');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
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
});
