import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FakeClock,
  logIn,
  MINUTE,
  newAccount,
  outbox,
  TEST_TARGET,
  type TestAccount,
  type TestApp,
  testApp,
} from './helpers';

describe(`profile, email change and mobile (${TEST_TARGET})`, () => {
  let t: TestApp;
  const clock = new FakeClock();
  beforeAll(async () => {
    t = await testApp({}, { now: clock.now });
  });
  afterAll(() => t.close());

  const update = (account: TestAccount, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/user/update', headers: account.auth, payload: payload as object });
  const me = async (account: TestAccount) =>
    (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: account.auth })).json();
  const changeEmail = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/user/change-email', payload: payload as object });
  const askMobile = (account: TestAccount, mobile: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/user/ask-validate-mobile', headers: account.auth, payload: { mobile } });
  const validateMobile = (account: TestAccount, query = '') =>
    t.app.inject({ method: 'PUT', url: `/api/user/validate-mobile${query}`, headers: account.auth });

  async function mobilePin(account: TestAccount, mobile: string): Promise<string> {
    const res = await askMobile(account, mobile);
    expect(res.statusCode).toBe(200);
    const [sms] = await outbox(t.app, mobile);
    expect(sms).toMatchObject({ channel: 'sms', kind: 'mobile_pin' });
    return sms?.data.pin as string;
  }

  it('updates the fields a user may change', async () => {
    const a = await newAccount(t.app, 'profile@example.com');
    const changes = {
      firstName: 'Grace',
      lastName: 'Hopper',
      language: 'it',
      nationality: 'us',
      birthday: '1906-12-09',
      deliveryStreet: 'Main Street',
      deliveryStreetNumber: '12b',
      deliveryTown: 'Arlington',
      deliveryPostCode: '22201',
      deliveryCountry: 'gb',
      termsVersion: '1.2.0',
      termsInvestmentVersion: '1.0.0',
      termsCardVersion: '1.0.1',
    };
    const res = await update(a, changes);
    expect(res.statusCode).toBe(200);
    const expected = { ...changes, nationality: 'US', deliveryCountry: 'GB' };
    expect(res.json()).toEqual({ user: expect.objectContaining(expected), emailChangePending: false });
    expect(await me(a)).toMatchObject(expected);
  });

  it('ignores every field a user may not change', async () => {
    const a = await newAccount(t.app, 'locked@example.com');
    const before = await me(a);
    const res = await update(a, {
      firstName: 'Changed',
      id: '00000000-0000-0000-0000-000000000001',
      active: false,
      verifyEmail: false,
      verifyMobile: true,
      mobile: '+447700900999',
      twoFactorEnabled: true,
      twoFactorSecret: 'JBSWY3DPEHPK3PXP',
      tier: 'TIER_3',
      banned: true,
      identityConfirmed: true,
      createdAt: '2001-01-01T00:00:00.000Z',
      countryCode: 'FR',
      passwordHash: 'x',
      referredBy: '00000000-0000-0000-0000-000000000002',
    });
    expect(res.statusCode).toBe(200);
    const after = await me(a);
    expect(after).toEqual({ ...before, firstName: 'Changed' });
    const [row] = await t.db.query<Record<string, unknown>>(
      'SELECT active, banned, identity_confirmed, verify_email, verify_mobile, mobile, two_factor_secret, referred_by FROM users WHERE id = $1',
      [a.user.id],
    );
    expect(row).toEqual({
      active: true,
      banned: false,
      identity_confirmed: false,
      verify_email: true,
      verify_mobile: false,
      mobile: null,
      two_factor_secret: null,
      referred_by: null,
    });
  });

  it.each([
    ['firstName', ''],
    ['firstName', 'F'.repeat(65)],
    ['lastName', 42],
    ['language', 'de'],
    ['nationality', 'USA'],
    ['birthday', '09/12/1906'],
    ['deliveryStreet', 'S'.repeat(129)],
    ['deliveryPostCode', ''],
    ['deliveryCountry', 'United Kingdom'],
    ['termsVersion', 'latest'],
    ['email', 'not-an-email'],
    ['email', `${'e'.repeat(250)}@example.com`],
    ['referralCode', 'R'.repeat(33)],
  ])('refuses %s = %j and changes nothing', async (field, value) => {
    const a = await logIn(t.app, 'locked@example.com');
    const before = await me(a);
    const res = await update(a, { lastName: 'Untouched', [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_params');
    expect(res.json().meta.validationError.errors.map((e: { path: string }) => e.path)).toContain(field);
    expect(await me(a)).toEqual(before);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/update', payload: { firstName: 'X' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('access_denied');
  });

  it('changes the email only through the link sent to the new address', async () => {
    const a = await newAccount(t.app, 'old@example.com');
    const res = await update(a, { email: 'New@Example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().emailChangePending).toBe(true);
    expect(res.json().user.email).toBe('old@example.com');
    const [mail] = await outbox(t.app, 'new@example.com');
    expect(mail?.kind).toBe('change_email');
    const token = mail?.data.token as string;
    expect(mail?.data.link).toContain(`/change-email/${token}`);

    const applied = await changeEmail({ token });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ success: true });
    expect(await me(a)).toMatchObject({ email: 'new@example.com', verifyEmail: true });
    expect(await logIn(t.app, 'new@example.com')).toBeTruthy();
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/user/ask-login',
      payload: { email: 'old@example.com', password: 'Str0ngPass' },
    });
    expect(old.json().code).toBe('bad_credentials');

    const again = await changeEmail({ token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_token');
  });

  it('does not start a change to the same address in another case', async () => {
    const a = await logIn(t.app, 'new@example.com');
    const res = await update(a, { email: 'NEW@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().emailChangePending).toBe(false);
  });

  it('refuses an email of another account, case-insensitively', async () => {
    const a = await logIn(t.app, 'new@example.com');
    const before = await me(a);
    const res = await update(a, { firstName: 'Half', email: 'PROFILE@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('already_exists');
    expect(await me(a)).toEqual(before); // a refused call writes nothing
    expect(await outbox(t.app, 'profile@example.com')).not.toContainEqual(
      expect.objectContaining({ kind: 'change_email' }),
    );
  });

  it('refuses a link whose address was taken meanwhile', async () => {
    const a = await newAccount(t.app, 'racer@example.com');
    await update(a, { email: 'wanted@example.com' });
    const token = (await outbox(t.app, 'wanted@example.com'))[0]?.data.token;
    await newAccount(t.app, 'wanted@example.com');
    const res = await changeEmail({ token });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('already_exists');
    expect((await me(a)).email).toBe('racer@example.com');
  });

  it('answers token_expired for an email link older than a day', async () => {
    const a = await newAccount(t.app, 'slow@example.com');
    await update(a, { email: 'slow2@example.com' });
    const token = (await outbox(t.app, 'slow2@example.com'))[0]?.data.token;
    clock.advance(24 * 60 * MINUTE + MINUTE);
    const res = await changeEmail({ token });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('token_expired');
  });

  it.each([
    [{}, 400, 'bad_params'],
    [{ token: 'short' }, 400, 'bad_params'],
    [{ token: 42 }, 400, 'bad_params'],
    [{ token: 't'.repeat(129) }, 400, 'bad_params'],
    [{ token: 't'.repeat(43) }, 400, 'invalid_token'],
  ])('change-email refuses %j', async (payload, status, code) => {
    const res = await changeEmail(payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
  });

  it('links a referrer once through update', async () => {
    const referrer = await newAccount(t.app, 'referrer@example.com');
    const other = await newAccount(t.app, 'other-referrer@example.com');
    const a = await newAccount(t.app, 'late-referral@example.com');

    const unknown = await update(a, { referralCode: 'NOSUCHCODE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    const own = await update(a, { referralCode: a.user.referralCode });
    expect(own.statusCode).toBe(404);

    expect((await update(a, { referralCode: referrer.user.referralCode })).statusCode).toBe(200);
    const second = await update(a, { referralCode: other.user.referralCode });
    expect(second.statusCode).toBe(400);
    expect(second.json().code).toBe('referral_already_set');
    const [row] = await t.db.query<{ referred_by: string }>('SELECT referred_by FROM users WHERE id = $1', [a.user.id]);
    expect(row?.referred_by).toBe(referrer.user.id);
  });

  it('verifies a mobile number with the SMS pin, once', async () => {
    const a = await newAccount(t.app, 'mobile@example.com');
    const pin = await mobilePin(a, '+447700900123');
    const wrong = await validateMobile(a, `?pin=${pin === '000000' ? '111111' : '000000'}`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('two_factor_code_invalid');

    const res = await validateMobile(a, `?pin=${pin}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mobile: '+447700900123', verifyMobile: true });
    expect(await me(a)).toMatchObject({ mobile: '+447700900123', verifyMobile: true });

    const again = await validateMobile(a, `?pin=${pin}`);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('two_factor_code_invalid');
  });

  it('asks for the SMS pin with mobile_verification_token_required', async () => {
    const a = await logIn(t.app, 'mobile@example.com');
    await mobilePin(a, '+447700900124');
    const res = await validateMobile(a);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('mobile_verification_token_required');
  });

  it('refuses an SMS pin older than 10 minutes', async () => {
    const a = await logIn(t.app, 'mobile@example.com');
    const pin = await mobilePin(a, '+447700900125');
    clock.advance(11 * MINUTE);
    const res = await validateMobile(a, `?pin=${pin}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('two_factor_code_invalid');
    expect((await me(a)).mobile).toBe('+447700900123');
  });

  it.each(['?pin=12345', '?pin=abcdef', '?pin=1234567'])('validate-mobile refuses %s', async (query) => {
    const a = await logIn(t.app, 'mobile@example.com');
    const res = await validateMobile(a, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_params');
  });

  it.each([undefined, '07700900123', '+0447700900', '+44 7700 900123', 447700900123, '+1234567890123456'])(
    'ask-validate-mobile refuses %j',
    async (mobile) => {
      const a = await logIn(t.app, 'mobile@example.com');
      const res = await askMobile(a, mobile);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('bad_params');
    },
  );

  it('refuses a fourth account on one verified mobile with exceed_account_associated', async () => {
    const shared = '+33612345678';
    for (const email of ['m1@example.com', 'm2@example.com', 'm3@example.com']) {
      const account = await newAccount(t.app, email);
      const pin = await mobilePin(account, shared);
      expect((await validateMobile(account, `?pin=${pin}`)).statusCode).toBe(200);
    }
    const fourth = await newAccount(t.app, 'm4@example.com');
    const res = await askMobile(fourth, shared);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('exceed_account_associated');
    // A number of their own still works.
    expect((await askMobile(fourth, '+33612345679')).statusCode).toBe(200);
  });

  it('checks the limit again when the pin is entered', async () => {
    const shared = '+33699999999';
    const accounts: TestAccount[] = [];
    const pins: string[] = [];
    for (const email of ['r1@example.com', 'r2@example.com', 'r3@example.com', 'r4@example.com']) {
      const account = await newAccount(t.app, email);
      accounts.push(account);
      pins.push(await mobilePin(account, shared));
    }
    for (let i = 0; i < 3; i++) {
      expect((await validateMobile(accounts[i] as TestAccount, `?pin=${pins[i]}`)).statusCode).toBe(200);
    }
    const res = await validateMobile(accounts[3] as TestAccount, `?pin=${pins[3]}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('exceed_account_associated');
    expect((await me(accounts[3] as TestAccount)).verifyMobile).toBe(false);
  });
});
