import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installSecurityHeaders } from '../src/http/security-headers';

/** The headers every API answer carries (decision 0054), and Helmet's that only pages need. */
const API = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};
const PAGE_ONLY = ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-xss-protection'];

describe.each([false, true])('security headers (production %s)', (production) => {
  const app = Fastify();
  beforeAll(async () => {
    installSecurityHeaders(app, { inlineScriptHashes: ["'sha256-abc='"], production });
    app.get('/api/thing', async () => ({ ok: true }));
    app.get('/api', async () => ({ ok: true }));
    app.get('/api/own-page', async (_, reply) =>
      reply
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
        .header('x-frame-options', 'SAMEORIGIN')
        .send('page'),
    );
    app.get('/apiary', async () => 'a page whose path only starts like the API');
    app.get('/login', async () => 'page');
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(['/api/thing', '/api', '/api?x=1', '/api/missing'])('gives %s the API set only', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.headers).toMatchObject(API);
    for (const name of PAGE_ONLY) expect(res.headers[name]).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBe(
      production ? 'max-age=31536000; includeSubDomains' : undefined,
    );
  });

  it.each(['/login', '/apiary', '/missing'])(
    "gives the page %s Helmet's set with the inline scripts' hashes",
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("script-src 'self' 'sha256-abc='");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      for (const name of PAGE_ONLY) expect(res.headers[name]).toBeDefined();
      expect(res.headers['strict-transport-security']).toBe(
        production ? 'max-age=31536000; includeSubDomains' : undefined,
      );
    },
  );

  it('lets a route under /api that serves a page set its own policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/own-page' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
