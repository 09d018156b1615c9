import { ACCESS_DENIED_DESCRIPTION } from '@coffer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signupBody, TEST_TARGET, type TestApp, testApp } from './helpers';

describe(`POST /api/user/create (${TEST_TARGET})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  const create = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/user/create', payload: payload as object });

  async function userRow(email: string) {
    const [row] = await t.db.query<{ id: string; referred_by: string | null; password_hash: string }>(
      'SELECT id, referred_by, password_hash FROM users WHERE email = $1',
      [email],
    );
    return row;
  }

  it('creates an account with normalised email and country, its own referral code and no session', async () => {
    const res = await create(signupBody('  Grace@Example.COM ', { countryCode: 'us', language: 'fr' }));
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({
      email: 'grace@example.com',
      countryCode: 'US',
      language: 'fr',
      firstName: 'Ada',
      lastName: 'Lovelace',
      termsVersion: '1.1.0',
      active: true,
      verifyEmail: false,
      verifyMobile: false,
      mobile: null,
      twoFactorEnabled: false,
    });
    expect(user.referralCode).toMatch(/^\S{4,32}$/);
    expect(Object.keys(res.json())).toEqual(['user']);
    expect(JSON.stringify(res.json())).not.toMatch(/hash|secret|password/i);
    const row = await userRow('grace@example.com');
    expect(row?.password_hash).not.toContain('Str0ngPass');
    const [sessions] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [
      row?.id,
    ]);
    expect(sessions?.n).toBe(0);
  });

  it('gives every user a referral code of their own', async () => {
    const a = (await create(signupBody('ref-a@example.com'))).json().user;
    const b = (await create(signupBody('ref-b@example.com'))).json().user;
    expect(a.referralCode).toBeTruthy();
    expect(b.referralCode).toBeTruthy();
    expect(a.referralCode).not.toBe(b.referralCode);
  });

  it.each(['grace@example.com', 'GRACE@EXAMPLE.COM', ' Grace@example.com'])(
    'refuses a second account for %j with already_exists',
    async (email) => {
      const res = await create(signupBody(email));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'already_exists' });
    },
  );

  it('links a referral code of an existing user, case-insensitively', async () => {
    const referrer = (await create(signupBody('referrer@example.com'))).json().user;
    const res = await create(signupBody('referred@example.com', { referralCode: referrer.referralCode.toLowerCase() }));
    expect(res.statusCode).toBe(200);
    expect((await userRow('referred@example.com'))?.referred_by).toBe(referrer.id);

    // A second referral link, through PUT /user/update, is referral_already_set.
    const other = (await create(signupBody('referrer2@example.com'))).json().user;
    const session = await logIn(t.app, 'referred@example.com');
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: session.auth,
      payload: { referralCode: other.referralCode },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('referral_already_set');
    expect((await userRow('referred@example.com'))?.referred_by).toBe(referrer.id);
  });

  it('refuses an unknown referral code and creates nothing', async () => {
    const res = await create(signupBody('badref@example.com', { referralCode: 'NOSUCHCODE' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_params');
    expect(res.json().meta.validationError.errors[0].path).toBe('referralCode');
    expect(await userRow('badref@example.com')).toBeUndefined();
  });

  it.each(['KP', 'ir', 'Sy'])('refuses the prohibited country %s', async (countryCode) => {
    const res = await create(signupBody(`c-${countryCode}@example.com`, { countryCode }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('prohibited_country');
    expect(await userRow(`c-${countryCode.toLowerCase()}@example.com`)).toBeUndefined();
  });

  it.each(['email', 'password', 'firstName', 'lastName', 'countryCode', 'language', 'termsVersion'])(
    'refuses a body without %s',
    async (field) => {
      const body = signupBody(`missing-${field}@example.com`);
      delete body[field];
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('bad_params');
      const paths = res.json().meta.validationError.errors.map((e: { path: string }) => e.path);
      expect(paths).toContain(field);
    },
  );

  it.each([
    ['email', 42],
    ['password', true],
    ['firstName', ['Ada']],
    ['lastName', { name: 'x' }],
    ['countryCode', 44],
    ['language', null],
    ['termsVersion', 1.1],
    ['referralCode', 12345],
  ])('refuses %s of the wrong type', async (field, value) => {
    const res = await create(signupBody('types@example.com', { [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_params');
    expect(res.json().meta.validationError.errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it.each([
    ['email', `${'a'.repeat(250)}@example.com`],
    ['password', `Aa1${'x'.repeat(130)}`],
    ['firstName', 'A'.repeat(65)],
    ['lastName', 'L'.repeat(65)],
    ['referralCode', 'R'.repeat(33)],
  ])('refuses an overlong %s', async (field, value) => {
    const res = await create(signupBody('long@example.com', { [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_params');
    expect(res.json().meta.validationError.errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it.each(['plainaddress', 'a@b', 'no spaces@example.com', '@example.com', 'ada@example', 'ada@@example.com', ''])(
    'refuses the malformed email %j',
    async (email) => {
      const res = await create(signupBody(email));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('bad_params');
      expect(res.json().meta.validationError.errors[0].path).toBe('email');
    },
  );

  it.each(['Sh0rt', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere', '12345678', ''])(
    'refuses the weak password %j',
    async (password) => {
      const res = await create(signupBody('weak@example.com', { password }));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('bad_params');
      expect(res.json().meta.validationError.errors[0].path).toBe('password');
      expect(await userRow('weak@example.com')).toBeUndefined();
    },
  );

  it.each([
    ['language', 'de'],
    ['countryCode', 'GBR'],
    ['countryCode', '1A'],
    ['termsVersion', '1.1'],
    ['firstName', '   '],
  ])('refuses %s = %j', async (field, value) => {
    const res = await create(signupBody('values@example.com', { [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_params');
  });

  it('refuses a body that is not JSON, and an empty one', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/create',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('bad_request');
    const empty = await t.app.inject({ method: 'POST', url: '/api/user/create' });
    expect(empty.statusCode).toBe(400);
    expect(['bad_params', 'bad_request']).toContain(empty.json().code);
  });

  it('ignores fields a new user may not set', async () => {
    const res = await create(
      signupBody('sneaky@example.com', {
        active: false,
        verifyEmail: true,
        verifyMobile: true,
        twoFactorEnabled: true,
        banned: true,
        identityConfirmed: true,
        id: '00000000-0000-0000-0000-000000000001',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      active: true,
      verifyEmail: false,
      verifyMobile: false,
      twoFactorEnabled: false,
    });
    expect(res.json().user.id).not.toBe('00000000-0000-0000-0000-000000000001');
    const [row] = await t.db.query<{ banned: boolean; identity_confirmed: boolean }>(
      'SELECT banned, identity_confirmed FROM users WHERE email = $1',
      ['sneaky@example.com'],
    );
    expect(row).toEqual({ banned: false, identity_confirmed: false });
  });

  it('the new account is not signed in until it logs in', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me' });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ code: 'access_denied', description: ACCESS_DENIED_DESCRIPTION });
  });
});

describe(`sign-up switches (${TEST_TARGET})`, () => {
  it('answers signup_disabled (401) when sign-up is closed, and creates nothing', async () => {
    const t = await testApp({ signupDisabled: true });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/create',
        payload: signupBody('closed@example.com'),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('signup_disabled');
      const rows = await t.db.query('SELECT id FROM users');
      expect(rows).toHaveLength(0);
    } finally {
      await t.close();
    }
  });

  it('uses the configured list of prohibited countries', async () => {
    const t = await testApp({ prohibitedCountries: ['FR'] });
    try {
      const fr = await t.app.inject({
        method: 'POST',
        url: '/api/user/create',
        payload: signupBody('fr@example.com', { countryCode: 'fr' }),
      });
      expect(fr.statusCode).toBe(400);
      expect(fr.json().code).toBe('prohibited_country');
      const kp = await t.app.inject({
        method: 'POST',
        url: '/api/user/create',
        payload: signupBody('kp@example.com', { countryCode: 'KP' }),
      });
      expect(kp.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
