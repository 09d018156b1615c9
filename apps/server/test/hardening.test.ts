import { type AddressInfo, connect } from 'node:net';
import { errorEnvelope } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { expectEnvelope } from './envelope';
import { askPin, newAccount, signupBody, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';

describe(`text the database cannot store is bad_params (${TEST_TARGET})`, () => {
  let t: TestApp;
  let account: TestAccount;
  beforeAll(async () => {
    t = await testApp();
    account = await newAccount(t.app, 'nul-owner@example.com');
  });
  afterAll(() => t.close());

  const nul = 'a\u0000b';
  it.each([
    ['POST', '/api/user/ask-login', { email: nul, password: 'x' }, 'email'],
    ['POST', '/api/user/ask-login', { email: 'nul-owner@example.com', password: nul }, 'password'],
    ['POST', '/api/user/create', signupBody('nul-a@example.com', { firstName: nul }), 'firstName'],
    ['POST', '/api/user/create', signupBody('nul-b@example.com', { lastName: `Love${nul}` }), 'lastName'],
    ['POST', '/api/user/create', signupBody('nul-c@example.com', { referralCode: nul }), 'referralCode'],
    ['POST', '/api/user/login', { email: nul, password: 'x', pin: '123456' }, 'email'],
    ['POST', '/api/user/login', { email: 'a@b.c', password: 'x', pin: '123456', twoFactorCode: nul }, 'twoFactorCode'],
    ['POST', '/api/user/ask-reset-password', { email: nul }, 'email'],
    ['POST', '/api/user/ask-login', { email: 'lone\ud800@example.com', password: 'x' }, 'email'],
  ])('%s %s with NUL in a field answers bad_params', async (method, url, payload, field) => {
    const res = await t.app.inject({ method: method as 'POST', url, payload });
    expectEnvelope(res, 400, 'bad_params');
    const issues = (res.json() as { meta: { validationError: { errors: { path: string }[] } } }).meta.validationError
      .errors;
    expect(issues.map((i) => i.path)).toContain(field);
  });

  it.each([
    ['firstName', nul],
    ['deliveryStreet', `Main${nul}street`],
    ['referralCode', nul],
  ])('PUT /api/user/update with NUL in %s answers bad_params', async (field, value) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: account.auth,
      payload: { [field]: value },
    });
    expectEnvelope(res, 400, 'bad_params');
  });

  it('refuses NUL in a query string and in a path parameter', async () => {
    expectEnvelope(await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=%00' }), 400, 'bad_params');
    expectEnvelope(
      await t.app.inject({ method: 'GET', url: '/api/wallet/a%00b/transactions', headers: account.auth }),
      400,
      'bad_params',
    );
  });

  it('still stores ordinary text, emoji included', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: account.auth,
      payload: { firstName: 'Zoë 🙂' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.firstName).toBe('Zoë 🙂');
  });
});

describe(`framework errors leave as the catalogue envelope (${TEST_TARGET})`, () => {
  let t: TestApp;
  let account: TestAccount;
  beforeAll(async () => {
    t = await testApp({ bodyLimit: 4096 });
    account = await newAccount(t.app, 'framework@example.com');
  });
  afterAll(() => t.close());

  it('answers bad URL encoding with bad_request, without echoing the URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/wallet/%zz/transactions', headers: account.auth });
    expectEnvelope(res, 400, 'bad_request');
    expect(res.body).not.toContain('%zz');
  });

  it('answers a 5,000-character path id with bad_params', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/wallet/${'a'.repeat(5000)}/transactions`,
      headers: account.auth,
    });
    expectEnvelope(res, 400, 'bad_params');
    expect(res.body).not.toContain('aaaa');
  });

  it('answers bad JSON with bad_request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/ask-login',
      payload: '{"email": "a@b.c",',
      headers: { 'content-type': 'application/json' },
    });
    expectEnvelope(res, 400, 'bad_request');
    expect(res.body).not.toContain('a@b.c');
  });

  it('answers a content type it does not read with bad_request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/ask-login',
      payload: '<login/>',
      headers: { 'content-type': 'application/xml' },
    });
    expectEnvelope(res, 400, 'bad_request');
    expect(res.body).not.toContain('xml');
  });

  it('answers a body over the limit with entity_too_large', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/ask-login',
      payload: { email: 'a@b.c', password: 'x'.repeat(8000) },
    });
    expectEnvelope(res, 413, 'entity_too_large');
  });

  it.each([
    ['an unknown route', 'GET', '/api/no-such-thing'],
    ['a method the route does not have', 'DELETE', '/api/user/me'],
    ['a method the route does not have (PATCH)', 'PATCH', '/api/user/ask-login'],
  ])('answers %s with not_found', async (_, method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers: account.auth });
    expectEnvelope(res, 404, 'not_found');
  });
});

/** Sends raw bytes to a listening app and returns the whole answer (the server closes the connection). */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

describe(`requests the HTTP parser refuses (${TEST_TARGET})`, () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await testApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it.each([
    ['a NUL in a header', 'GET /api/health HTTP/1.1\r\nHost: x\r\nDeviceID: a\u0000b\r\n\r\n'],
    ['a malformed request line', 'GET /api/health HTTP/9\r\n\r\n'],
    ['headers over the size limit', `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`],
  ])('answers %s with the envelope', async (_, text) => {
    const answer = await rawRequest(port, text);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(head.toLowerCase()).toContain('cache-control: no-store');
    expect(z.strictObject(errorEnvelope().shape).parse(JSON.parse(body)).code).toBe('bad_request');
  });
});

describe(`API answers are never cached (${TEST_TARGET})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('sends Cache-Control: no-store with the token, the user, the status and errors', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: signupBody('cache@example.com'),
    });
    expect(signup.headers['cache-control']).toBe('no-store');
    const pin = await askPin(t.app, 'cache@example.com', 'Str0ngPass');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'cache@example.com', password: 'Str0ngPass', pin },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const auth = { authorization: `Bearer ${login.json().token}` };
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth }),
      t.app.inject({ method: 'GET', url: '/api/', headers: auth }),
      t.app.inject({ method: 'GET', url: '/api/user/me' }),
      t.app.inject({ method: 'GET', url: '/api/nope' }),
      t.app.inject({ method: 'GET', url: '/api/wallet/%zz/transactions' }),
      t.app.inject({
        method: 'POST',
        url: '/api/user/ask-login',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 401, 404, 400, 400]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe(`the sandbox outbox (${TEST_TARGET})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
    for (const email of ['box-a@example.com', 'box-b@example.com']) {
      await t.app.inject({ method: 'POST', url: '/api/user/create', payload: signupBody(email) });
      await askPin(t.app, email, 'Str0ngPass');
    }
  });
  afterAll(() => t.close());

  const read = (url: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers });

  it('needs `to` and then answers only that address', async () => {
    expectEnvelope(await read('/api/dev/outbox'), 400, 'bad_params');
    const res = await read('/api/dev/outbox?to=BOX-A@example.com');
    expect(res.statusCode).toBe(200);
    const to = new Set((res.json() as { to: string }[]).map((m) => m.to));
    expect([...to]).toEqual(['box-a@example.com']);
  });

  it.each([
    ['IPv4 loopback', '127.0.0.1'],
    ['another 127/8 address', '127.0.0.2'],
    ['IPv6 loopback', '::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
  ])('answers a client on %s', async (_, address) => {
    expect((await read('/api/dev/outbox?to=box-a@example.com', address)).statusCode).toBe(200);
  });

  it.each([
    ['a remote address', '203.0.113.7', {}],
    ['a private address', '10.0.0.5', {}],
    ['IPv6', '2001:db8::1', {}],
    ['a proxy on loopback', '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }],
    ['a proxy on loopback (Forwarded)', '127.0.0.1', { forwarded: 'for=203.0.113.7' }],
  ])('hides itself from %s', async (_, address, headers) => {
    expectEnvelope(await read('/api/dev/outbox?to=box-a@example.com', address, headers), 404, 'not_found');
  });

  it('opens to every client with DEV_OUTBOX_OPEN, still one address at a time', async () => {
    const open = await testApp({ devOutboxOpen: true });
    try {
      await open.app.inject({ method: 'POST', url: '/api/user/create', payload: signupBody('box-c@example.com') });
      await askPin(open.app, 'box-c@example.com', 'Str0ngPass');
      const res = await open.app.inject({
        method: 'GET',
        url: '/api/dev/outbox?to=box-c@example.com',
        remoteAddress: '203.0.113.7',
      });
      expect(res.statusCode).toBe(200);
      expect((res.json() as unknown[]).length).toBeGreaterThan(0);
      const all = await open.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '203.0.113.7' });
      expectEnvelope(all, 400, 'bad_params');
    } finally {
      await open.close();
    }
  });
});
