import { totp } from '@coffer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TARGET, type TestApp, testApp } from './helpers';

describe(`sign-up to session (${TEST_TARGET})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  const creds = { email: 'Ada@Example.com', password: 'Str0ngPass' };

  async function outbox(to: string) {
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
    return res.json() as { kind: string; data: Record<string, string> }[];
  }

  it('signs up, logs in with the emailed pin, enables 2FA and needs it next time', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: {
        ...creds,
        firstName: 'Ada',
        lastName: 'Lovelace',
        countryCode: 'gb',
        language: 'en',
        termsVersion: '1.1.0',
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().user).toMatchObject({ email: 'ada@example.com', countryCode: 'GB', twoFactorEnabled: false });

    const ask = await t.app.inject({ method: 'POST', url: '/api/user/ask-login', payload: creds });
    expect(ask.json()).toEqual({ twoFactorRequired: false });
    const [mail] = await outbox('ada@example.com');
    expect(mail?.kind).toBe('login_pin');
    const pin = mail?.data.pin as string;
    expect(mail?.data.link).toContain(`/ask-login-2fa?referralCode=${pin}`);

    const login = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { ...creds, pin } });
    expect(login.statusCode).toBe(200);
    const { token } = login.json();
    const auth = { authorization: `Bearer ${token}` };

    const again = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { ...creds, pin } });
    expect(again.json().code).toBe('invalid_token');

    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth });
    expect(me.json().verifyEmail).toBe(true);

    const secret = (await t.app.inject({ method: 'GET', url: '/api/user/ask-two-factor', headers: auth })).json()
      .secret;
    const enabled = await t.app.inject({
      method: 'POST',
      url: '/api/user/enable-two-factor',
      headers: auth,
      payload: { code: totp(secret, Date.now()) },
    });
    expect(enabled.json().twoFactorEnabled).toBe(true);

    const ask2 = await t.app.inject({ method: 'POST', url: '/api/user/ask-login', payload: creds });
    expect(ask2.json()).toEqual({ twoFactorRequired: true });
    const pin2 = (await outbox('ada@example.com'))[0]?.data.pin;
    const noCode = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { ...creds, pin: pin2 } });
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json().code).toBe('two_factor_code_required');

    const logout = await t.app.inject({ method: 'GET', url: '/api/user/logout', headers: auth });
    expect(logout.json()).toEqual({ success: true });
    const after = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      code: 'access_denied',
      description: 'You are trying to access to a forbidden resource.',
    });
  });
});
