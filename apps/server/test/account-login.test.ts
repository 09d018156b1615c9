import { user as userSchema } from '@coffer/contract';
import { ACCESS_DENIED_DESCRIPTION } from '@coffer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  askPin,
  FakeClock,
  logIn,
  MINUTE,
  newAccount,
  outbox,
  signupBody,
  TEST_TARGET,
  type TestApp,
  testApp,
} from './helpers';

describe(`ask-login, login, me, logout (${TEST_TARGET})`, () => {
  let t: TestApp;
  const clock = new FakeClock();
  const password = 'Str0ngPass';
  beforeAll(async () => {
    t = await testApp({}, { now: clock.now });
    for (const email of ['ada@example.com', 'bob@example.com', 'cy@example.com', 'dee@example.com']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/user/create', payload: signupBody(email) });
      expect(res.statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  const askLogin = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/user/ask-login', payload: payload as object });
  const login = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/user/login', payload: payload as object });

  it('ask-login emails a 6-digit pin with the deep link and says no TOTP is needed', async () => {
    const res = await askLogin({ email: 'Ada@Example.com', password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ twoFactorRequired: false });
    const [mail] = await outbox(t.app, 'ada@example.com');
    expect(mail).toMatchObject({ channel: 'email', kind: 'login_pin' });
    expect(mail?.data.pin).toMatch(/^\d{6}$/);
    expect(mail?.data.link).toContain(`/ask-login-2fa?referralCode=${mail?.data.pin}`);
    expect(mail?.text).toContain(mail?.data.pin);
  });

  it('answers an unknown email exactly like a wrong password, and sends nothing', async () => {
    const unknown = await askLogin({ email: 'nobody@example.com', password });
    const wrong = await askLogin({ email: 'ada@example.com', password: 'Wr0ngPass' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json().code).toBe('bad_credentials');
    expect(await outbox(t.app, 'nobody@example.com')).toEqual([]);

    const pin = await askPin(t.app, 'ada@example.com', password);
    const loginUnknown = await login({ email: 'nobody@example.com', password, pin });
    const loginWrong = await login({ email: 'ada@example.com', password: 'Wr0ngPass', pin });
    expect(loginUnknown.statusCode).toBe(401);
    expect(loginUnknown.json()).toEqual(loginWrong.json());
    expect(loginWrong.json().code).toBe('bad_credentials');
  });

  it.each([
    [{ password: 'Str0ngPass' }, 'email'],
    [{ email: 'ada@example.com' }, 'password'],
    [{ email: 42, password: 'Str0ngPass' }, 'email'],
    [{ email: 'ada@example.com', password: ['Str0ngPass'] }, 'password'],
    [{ email: `${'a'.repeat(250)}@example.com`, password: 'Str0ngPass' }, 'email'],
    [{ email: 'ada@example.com', password: 'x'.repeat(129) }, 'password'],
    [{ email: '   ', password: 'Str0ngPass' }, 'email'],
    [{ email: 'ada@example.com', password: '' }, 'password'],
  ])('ask-login refuses %j (bad %s)', async (payload, field) => {
    const res = await askLogin(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_params');
    expect(res.json().meta.validationError.errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('logs in with the pin, answers token and user, and proves the email', async () => {
    const pin = await askPin(t.app, 'bob@example.com', password);
    const res = await login({ email: 'BOB@example.com', password, pin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^\S{32,}$/);
    expect(z.strictObject(userSchema().shape).safeParse(body.user).success).toBe(true);
    expect(body.user).toMatchObject({ email: 'bob@example.com', verifyEmail: true, active: true });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.user);
    expect(JSON.stringify(me.json())).not.toMatch(/hash|secret/i);
  });

  it('spends a pin once', async () => {
    const pin = await askPin(t.app, 'cy@example.com', password);
    expect((await login({ email: 'cy@example.com', password, pin })).statusCode).toBe(200);
    const again = await login({ email: 'cy@example.com', password, pin });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_token');
  });

  it('refuses a wrong pin, and a new pin replaces the previous one', async () => {
    const first = await askPin(t.app, 'cy@example.com', password);
    const wrong = first === '000000' ? '111111' : '000000';
    const bad = await login({ email: 'cy@example.com', password, pin: wrong });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_token');
    const second = await askPin(t.app, 'cy@example.com', password);
    if (second !== first) {
      const old = await login({ email: 'cy@example.com', password, pin: first });
      expect(old.json().code).toBe('invalid_token');
    }
    expect((await login({ email: 'cy@example.com', password, pin: second })).statusCode).toBe(200);
  });

  it('burns a pin after five wrong tries', async () => {
    const pin = await askPin(t.app, 'dee@example.com', password);
    const wrong = pin === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: 'dee@example.com', password, pin: wrong })).json().code).toBe('invalid_token');
    }
    const right = await login({ email: 'dee@example.com', password, pin });
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('invalid_token');
    clock.advance(16 * MINUTE); // let the failed-login window pass for later tests
  });

  it('accepts a pin for 10 minutes, then answers token_expired', async () => {
    const pin = await askPin(t.app, 'ada@example.com', password);
    clock.advance(9 * MINUTE);
    expect((await login({ email: 'ada@example.com', password, pin })).statusCode).toBe(200);

    const late = await askPin(t.app, 'ada@example.com', password);
    clock.advance(10 * MINUTE + 1000);
    const res = await login({ email: 'ada@example.com', password, pin: late });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('token_expired');
  });

  it.each([
    [{ email: 'ada@example.com', password: 'Str0ngPass' }, 'pin'],
    [{ email: 'ada@example.com', password: 'Str0ngPass', pin: '12345' }, 'pin'],
    [{ email: 'ada@example.com', password: 'Str0ngPass', pin: '1234567' }, 'pin'],
    [{ email: 'ada@example.com', password: 'Str0ngPass', pin: 'abcdef' }, 'pin'],
    [{ email: 'ada@example.com', password: 'Str0ngPass', pin: 123456 }, 'pin'],
    [{ password: 'Str0ngPass', pin: '123456' }, 'email'],
    [{ email: 'ada@example.com', pin: '123456' }, 'password'],
    [
      { email: 'ada@example.com', password: 'Str0ngPass', pin: '123456', twoFactorCode: '1'.repeat(17) },
      'twoFactorCode',
    ],
    [{ email: 'ada@example.com', password: 'Str0ngPass', pin: '123456', twoFactorCode: 123456 }, 'twoFactorCode'],
  ])('login refuses %j (bad %s)', async (payload, field) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_params');
    expect(res.json().meta.validationError.errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('refuses calls without a valid token with access_denied and the spec description', async () => {
    const denied = { code: 'access_denied', description: ACCESS_DENIED_DESCRIPTION };
    for (const authorization of [
      undefined,
      'Bearer',
      'Basic abc',
      'Bearer not-a-real-token',
      `Bearer ${'a'.repeat(43)}`,
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(denied);
    }
    const logout = await t.app.inject({ method: 'GET', url: '/api/user/logout' });
    expect(logout.statusCode).toBe(401);
    expect(logout.json()).toEqual(denied);
  });

  it('logout revokes only its own token', async () => {
    const phone = await logIn(t.app, 'ada@example.com');
    const laptop = await logIn(t.app, 'ada@example.com');
    const res = await t.app.inject({ method: 'GET', url: '/api/user/logout', headers: phone.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const after = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: phone.auth });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 'access_denied', description: ACCESS_DENIED_DESCRIPTION });
    const twice = await t.app.inject({ method: 'GET', url: '/api/user/logout', headers: phone.auth });
    expect(twice.statusCode).toBe(401);
    const other = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: laptop.auth });
    expect(other.statusCode).toBe(200);
  });

  it('gives each login its own token', async () => {
    const a = await logIn(t.app, 'bob@example.com');
    const b = await logIn(t.app, 'bob@example.com');
    expect(a.token).not.toBe(b.token);
    const [row] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions WHERE token_hash IN ($1, $2)',
      [a.token, b.token],
    );
    expect(row?.n).toBe(0); // only hashes are stored
  });
});

describe(`login of a fresh account (${TEST_TARGET})`, () => {
  it('works end to end through newAccount', async () => {
    const t = await testApp();
    try {
      const account = await newAccount(t.app, 'fresh@example.com');
      const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: account.auth });
      expect(me.json()).toMatchObject({ email: 'fresh@example.com', verifyEmail: true });
    } finally {
      await t.close();
    }
  });
});
