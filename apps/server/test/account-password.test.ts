import { ACCESS_DENIED_DESCRIPTION } from '@coffer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock, logIn, MINUTE, newAccount, outbox, TEST_TARGET, type TestApp, testApp } from './helpers';

const denied = { code: 'access_denied', description: ACCESS_DENIED_DESCRIPTION };

describe(`password reset and change (${TEST_TARGET})`, () => {
  let t: TestApp;
  const clock = new FakeClock();
  beforeAll(async () => {
    t = await testApp({}, { now: clock.now });
  });
  afterAll(() => t.close());

  const askReset = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/user/ask-reset-password', payload: payload as object });
  const reset = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/user/reset-password', payload: payload as object });
  const change = (auth: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/user/change-password', headers: auth, payload: payload as object });
  const me = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth });
  const askLogin = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/ask-login', payload: { email, password } });

  async function resetToken(email: string): Promise<{ token: string; link: string }> {
    const res = await askReset({ email });
    expect(res.statusCode).toBe(200);
    const [mail] = await outbox(t.app, email.toLowerCase());
    expect(mail?.kind).toBe('reset_password');
    return { token: mail?.data.token as string, link: mail?.data.link as string };
  }

  it('emails a reset link, and answers the same for an unknown email without sending anything', async () => {
    await newAccount(t.app, 'known@example.com');
    const known = await askReset({ email: 'Known@Example.com' });
    const unknown = await askReset({ email: 'unknown@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true });
    expect(unknown.json()).toEqual(known.json());
    const [mail] = await outbox(t.app, 'known@example.com');
    expect(mail?.kind).toBe('reset_password');
    expect(mail?.data.link).toContain(`/reset-password/${mail?.data.token}`);
    expect(mail?.data.token).toMatch(/^\S{32,}$/);
    expect(await outbox(t.app, 'unknown@example.com')).toEqual([]);
  });

  it.each([
    [{}, 'email'],
    [{ email: 7 }, 'email'],
    [{ email: '' }, 'email'],
    [{ email: `${'x'.repeat(250)}@example.com` }, 'email'],
  ])('ask-reset-password refuses %j', async (payload, field) => {
    const res = await askReset(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_params');
    expect(res.json().meta.validationError.errors[0].path).toBe(field);
  });

  it('sets a new password with the link and ends every session', async () => {
    const phone = await newAccount(t.app, 'reset@example.com');
    const laptop = await logIn(t.app, 'reset@example.com');
    const { token } = await resetToken('reset@example.com');
    const res = await reset({ token, newPassword: 'N3wPassword' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    for (const session of [phone, laptop]) {
      const after = await me(session.auth);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual(denied);
    }
    const [open] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL',
      [phone.user.id],
    );
    expect(open?.n).toBe(0);

    const old = await askLogin('reset@example.com', 'Str0ngPass');
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('bad_credentials');
    const fresh = await logIn(t.app, 'reset@example.com', 'N3wPassword');
    expect((await me(fresh.auth)).statusCode).toBe(200);
  });

  it('spends a reset link once', async () => {
    await newAccount(t.app, 'once@example.com');
    const { token } = await resetToken('once@example.com');
    expect((await reset({ token, newPassword: 'N3wPassword' })).statusCode).toBe(200);
    const again = await reset({ token, newPassword: 'An0therPass' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_token');
    expect((await askLogin('once@example.com', 'An0therPass')).statusCode).toBe(401);
  });

  it('a new reset link replaces the previous one', async () => {
    await newAccount(t.app, 'twice@example.com');
    const first = await resetToken('twice@example.com');
    const second = await resetToken('twice@example.com');
    const old = await reset({ token: first.token, newPassword: 'N3wPassword' });
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('invalid_token');
    expect((await reset({ token: second.token, newPassword: 'N3wPassword' })).statusCode).toBe(200);
  });

  it('answers token_expired for a link older than an hour', async () => {
    await newAccount(t.app, 'late@example.com');
    const { token } = await resetToken('late@example.com');
    clock.advance(61 * MINUTE);
    const res = await reset({ token, newPassword: 'N3wPassword' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('token_expired');
    expect((await askLogin('late@example.com', 'Str0ngPass')).statusCode).toBe(200);
  });

  it('refuses an unknown token with invalid_token', async () => {
    const res = await reset({ token: 'x'.repeat(43), newPassword: 'N3wPassword' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_token');
  });

  it('keeps the link usable after a request refused for a weak password', async () => {
    await newAccount(t.app, 'weak@example.com');
    const { token } = await resetToken('weak@example.com');
    const weak = await reset({ token, newPassword: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('bad_params');
    expect(weak.json().meta.validationError.errors[0].path).toBe('newPassword');
    expect((await reset({ token, newPassword: 'N3wPassword' })).statusCode).toBe(200);
  });

  it.each([
    [{ newPassword: 'N3wPassword' }, 'token'],
    [{ token: 'short', newPassword: 'N3wPassword' }, 'token'],
    [{ token: 'x'.repeat(129), newPassword: 'N3wPassword' }, 'token'],
    [{ token: 1234567890123456, newPassword: 'N3wPassword' }, 'token'],
    [{ token: 'x'.repeat(43) }, 'newPassword'],
    [{ token: 'x'.repeat(43), newPassword: 'alllower1' }, 'newPassword'],
    [{ token: 'x'.repeat(43), newPassword: `Aa1${'x'.repeat(130)}` }, 'newPassword'],
  ])('reset-password refuses %j', async (payload, field) => {
    const res = await reset(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_params');
    expect(res.json().meta.validationError.errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('does not email a reset link to a disabled account', async () => {
    await newAccount(t.app, 'closed@example.com');
    await t.db.query('UPDATE users SET active = false WHERE email = $1', ['closed@example.com']);
    const before = (await outbox(t.app, 'closed@example.com')).length;
    const res = await askReset({ email: 'closed@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await outbox(t.app, 'closed@example.com')).toHaveLength(before);
  });

  it('changes the password, ends every other session but keeps this one', async () => {
    const current = await newAccount(t.app, 'change@example.com');
    const other = await logIn(t.app, 'change@example.com');
    const third = await logIn(t.app, 'change@example.com');
    const res = await change(current.auth, { oldPassword: 'Str0ngPass', newPassword: 'N3wPassword' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    expect((await me(current.auth)).statusCode).toBe(200);
    for (const ended of [other, third]) {
      const after = await me(ended.auth);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual(denied);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/token/getAll', headers: current.auth });
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0].current).toBe(true);

    expect((await askLogin('change@example.com', 'Str0ngPass')).json().code).toBe('bad_credentials');
    expect((await askLogin('change@example.com', 'N3wPassword')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with bad_credentials and changes nothing', async () => {
    const account = await newAccount(t.app, 'wrongold@example.com');
    const other = await logIn(t.app, 'wrongold@example.com');
    const res = await change(account.auth, { oldPassword: 'Wr0ngPass', newPassword: 'N3wPassword' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('bad_credentials');
    expect((await me(other.auth)).statusCode).toBe(200);
    expect((await askLogin('wrongold@example.com', 'Str0ngPass')).statusCode).toBe(200);
  });

  it('refuses the same password with password_should_be_different', async () => {
    const account = await newAccount(t.app, 'same@example.com');
    const res = await change(account.auth, { oldPassword: 'Str0ngPass', newPassword: 'Str0ngPass' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('password_should_be_different');
  });

  it.each([
    [{ newPassword: 'N3wPassword' }, 'oldPassword'],
    [{ oldPassword: 'Str0ngPass' }, 'newPassword'],
    [{ oldPassword: 'Str0ngPass', newPassword: 'short1A' }, 'newPassword'],
    [{ oldPassword: 'Str0ngPass', newPassword: 'NOLOWER123' }, 'newPassword'],
    [{ oldPassword: 'Str0ngPass', newPassword: 12345678 }, 'newPassword'],
    [{ oldPassword: 'x'.repeat(129), newPassword: 'N3wPassword' }, 'oldPassword'],
  ])('change-password refuses %j', async (payload, field) => {
    const account = await logIn(t.app, 'same@example.com');
    const res = await change(account.auth, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_params');
    expect(res.json().meta.validationError.errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('change-password needs a token', async () => {
    const res = await change({}, { oldPassword: 'Str0ngPass', newPassword: 'N3wPassword' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(denied);
  });
});
