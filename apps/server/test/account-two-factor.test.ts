import { totp } from '@coffer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askPin, FakeClock, logIn, newAccount, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';

const STEP = 30_000;

describe(`two-factor authentication (${TEST_TARGET})`, () => {
  let t: TestApp;
  const clock = new FakeClock();
  let a: TestAccount;
  let secret: string;
  beforeAll(async () => {
    t = await testApp({}, { now: clock.now });
    a = await newAccount(t.app, 'totp@example.com');
  });
  afterAll(() => t.close());

  const ask = (account: TestAccount) =>
    t.app.inject({ method: 'GET', url: '/api/user/ask-two-factor', headers: account.auth });
  const enable = (account: TestAccount, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/enable-two-factor',
      headers: account.auth,
      payload: payload as object,
    });
  const disable = (account: TestAccount, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/disable-two-factor',
      headers: account.auth,
      payload: payload as object,
    });
  const login = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/user/login', payload });
  const code = (offsetSteps = 0) => totp(secret, clock.ms + offsetSteps * STEP);
  const wrongCode = () => (code() === '000000' ? '111111' : '000000');

  it('refuses to enable before a secret was asked for', async () => {
    const res = await enable(a, { code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_request');
  });

  it('refuses to disable while two-factor is off', async () => {
    const res = await disable(a, { code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('two_factor_not_enabled');
  });

  it('gives a secret and its otpauth URI', async () => {
    const res = await ask(a);
    expect(res.statusCode).toBe(200);
    secret = res.json().secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(res.json().uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toContain('Coffer:totp@example.com');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Coffer');
    // Asking is not enabling.
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: a.auth });
    expect(me.json().twoFactorEnabled).toBe(false);
    expect(JSON.stringify(me.json())).not.toContain(secret);
  });

  it('asks for the code with two_factor_token_required', async () => {
    for (const body of [{}, { code: '' }]) {
      const res = await enable(a, body);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('two_factor_token_required');
    }
  });

  it.each([{ code: 123456 }, { code: '1'.repeat(17) }, { code: ['123456'] }])(
    'refuses %j as bad_params',
    async (body) => {
      const res = await enable(a, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('bad_params');
      expect(res.json().meta.validationError.errors[0].path).toBe('code');
    },
  );

  it('refuses a wrong code, and codes two steps away', async () => {
    for (const bad of [wrongCode(), code(-2), code(2), 'abcdef', '12345']) {
      const res = await enable(a, { code: bad });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('two_factor_code_invalid');
    }
  });

  it('enables with a current code', async () => {
    const res = await enable(a, { code: code() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'totp@example.com', twoFactorEnabled: true });
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: a.auth });
    expect(me.json().twoFactorEnabled).toBe(true);
  });

  it('answers two_factor_already_enable to a second ask or enable', async () => {
    const again = await ask(a);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('two_factor_already_enable');
    clock.advance(STEP);
    const enableAgain = await enable(a, { code: code() });
    expect(enableAgain.statusCode).toBe(400);
    expect(enableAgain.json().code).toBe('two_factor_already_enable');
  });

  it('says at ask-login that a code is needed, and login asks for it', async () => {
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/user/ask-login',
      payload: { email: 'totp@example.com', password: 'Str0ngPass' },
    });
    expect(ask.json()).toEqual({ twoFactorRequired: true });
    const pin = await askPin(t.app, 'totp@example.com', 'Str0ngPass');
    const res = await login({ email: 'totp@example.com', password: 'Str0ngPass', pin });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('two_factor_code_required');
    expect(res.json()).not.toHaveProperty('token');

    // The pin was not spent by the missing code: the same pin works with one.
    clock.advance(STEP);
    const withCode = await login({ email: 'totp@example.com', password: 'Str0ngPass', pin, twoFactorCode: code() });
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json().token).toEqual(expect.any(String));
  });

  it('refuses a wrong code at login with two_factor_code_invalid and opens no session', async () => {
    const pin = await askPin(t.app, 'totp@example.com', 'Str0ngPass');
    const res = await login({ email: 'totp@example.com', password: 'Str0ngPass', pin, twoFactorCode: wrongCode() });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('two_factor_code_invalid');
    expect(res.json()).not.toHaveProperty('token');
  });

  it('logs in with pin and a current code, and the same code cannot be replayed', async () => {
    clock.advance(STEP);
    const used = code();
    const session = await logIn(t.app, 'totp@example.com', 'Str0ngPass', { twoFactorCode: used });
    expect(session.user.twoFactorEnabled).toBe(true);

    const pin = await askPin(t.app, 'totp@example.com', 'Str0ngPass');
    const replay = await login({ email: 'totp@example.com', password: 'Str0ngPass', pin, twoFactorCode: used });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('two_factor_code_invalid');
  });

  it('accepts the code of the previous step (clock drift)', async () => {
    clock.advance(3 * STEP);
    const session = await logIn(t.app, 'totp@example.com', 'Str0ngPass', { twoFactorCode: code(-1) });
    expect(session.token).toBeTruthy();
  });

  it('disable asks for a code and refuses a wrong one', async () => {
    clock.advance(2 * STEP);
    const missing = await disable(a, {});
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe('two_factor_token_required');
    const wrong = await disable(a, { code: wrongCode() });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('two_factor_code_invalid');
    const bad = await disable(a, { code: 42 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('bad_params');
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: a.auth });
    expect(me.json().twoFactorEnabled).toBe(true);
  });

  it('disables with a current code; then login needs no code and disable is two_factor_not_enabled', async () => {
    const res = await disable(a, { code: code() });
    expect(res.statusCode).toBe(200);
    expect(res.json().twoFactorEnabled).toBe(false);

    const again = await disable(a, { code: code() });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('two_factor_not_enabled');

    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/user/ask-login',
      payload: { email: 'totp@example.com', password: 'Str0ngPass' },
    });
    expect(ask.json()).toEqual({ twoFactorRequired: false });
    expect((await logIn(t.app, 'totp@example.com')).token).toBeTruthy();
  });

  it('can be set up again with a new secret', async () => {
    const res = await ask(a);
    expect(res.statusCode).toBe(200);
    expect(res.json().secret).not.toBe(secret);
    secret = res.json().secret;
    clock.advance(STEP);
    expect((await enable(a, { code: code() })).json().twoFactorEnabled).toBe(true);
  });

  it('every 2FA call needs a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/ask-two-factor'],
      ['POST', '/api/user/enable-two-factor'],
      ['POST', '/api/user/disable-two-factor'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? { code: '123456' } : undefined });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('access_denied');
    }
  });
});
