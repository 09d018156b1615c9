import { endpoint } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { buildApp } from '../src/app';
import { route } from '../src/http/routes';
import { freshDatabase, TEST_TARGET, type TestApp, type TestDatabase, testApp, testConfig } from './helpers';

describe(`system endpoints (${TEST_TARGET})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('answers health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', version: '3.5.7', database: TEST_TARGET, sandbox: true });
  });

  it('serves an OpenAPI 3.1 document that lists the health call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/health'].get.responses['200']).toBeDefined();
  });

  it('serves the public app config with the published version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wallet-app.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ appVersion: '3.5.7', network: 'testnet', sandbox: true });
    await t.db.query("INSERT INTO settings (key, value) VALUES ('app_version', '3.6.0')");
    const after = await t.app.inject({ method: 'GET', url: '/wallet-app.json' });
    expect(after.json().appVersion).toBe('3.6.0');
  });

  it.each(['/api/nope', '/api/wallet/123/unknown', '/api/user'])('answers %s with not_found', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', description: 'Not found' });
  });

  it('sends the API its security headers, and a page its own', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    const page = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe(`bad input (${TEST_TARGET})`, () => {
  const lines: string[] = [];
  let dbh: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const echo = endpoint({
    method: 'POST',
    path: '/test/echo/{id}',
    summary: 'test echo',
    tag: 'test',
    auth: false,
    params: z.object({ id: z.string().check(z.maxLength(8)) }),
    body: z.object({ name: z.string().check(z.minLength(1), z.maxLength(20)), count: z.int() }),
    response: z.object({ id: z.string(), name: z.string() }),
  });
  const boom = endpoint({
    method: 'GET',
    path: '/test/boom',
    summary: 'test failure',
    tag: 'test',
    auth: false,
    response: z.object({}),
  });

  beforeAll(async () => {
    dbh = await freshDatabase();
    app = await buildApp(
      { config: testConfig({ logLevel: 'info', bodyLimit: 2048 }), db: dbh.db },
      { logStream: { write: (line) => lines.push(line) } },
    );
    route(app, echo, ({ params, body }) => ({ id: params.id, name: body.name }));
    route(app, boom, () => {
      throw new Error('secret internal detail');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await dbh.drop();
  });

  const post = (payload: string, id = 'a1') =>
    app.inject({
      method: 'POST',
      url: `/api/test/echo/${id}`,
      payload,
      headers: { 'content-type': 'application/json' },
    });

  it('accepts a valid body', async () => {
    const res = await post(JSON.stringify({ name: 'Ada', count: 1 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'a1', name: 'Ada' });
  });

  it('answers malformed JSON with bad_request and logs no stack at error level', async () => {
    lines.length = 0;
    const res = await post('{"name": "Ada",');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_request');
    expect(res.body).not.toMatch(/at \w+ \(|node_modules/);
    const errorLines = lines.map((l) => JSON.parse(l)).filter((l) => l.level >= 50);
    expect(errorLines).toEqual([]);
  });

  it.each([
    ['a missing field', { name: 'Ada' }, 'count'],
    ['a wrong type', { name: 'Ada', count: 'one' }, 'count'],
    ['an overlong string', { name: 'x'.repeat(21), count: 1 }, 'name'],
  ])('answers %s with bad_params naming the field', async (_, body, field) => {
    const res = await post(JSON.stringify(body));
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.code).toBe('bad_params');
    expect(json.meta.validationError.errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('validates path parameters too', async () => {
    const res = await post(JSON.stringify({ name: 'Ada', count: 1 }), 'much-too-long-id');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_params');
  });

  it('answers an oversized body with entity_too_large', async () => {
    const res = await post(JSON.stringify({ name: 'Ada', count: 1, pad: 'x'.repeat(4096) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('entity_too_large');
  });

  it('hides an unexpected failure behind unknown_error and logs it once', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'unknown_error', description: 'Unexpected error' });
    expect(res.body).not.toContain('secret internal detail');
    const errorLines = lines.map((l) => JSON.parse(l)).filter((l) => l.level >= 50);
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0].reqId).toEqual(expect.any(String));
  });

  it('redacts the Authorization header if a request is logged with headers', async () => {
    lines.length = 0;
    app.log.info({ req: { headers: { authorization: 'Bearer abc123' } }, body: { password: 'hunter2' } }, 'probe');
    const text = lines.join('\n');
    expect(text).not.toContain('abc123');
    expect(text).not.toContain('hunter2');
    expect(text).toContain('[Redacted]');
  });
});
