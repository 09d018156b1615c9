import { MAX_FAILED_LOGINS, p2pkhAddress, totp } from '@coffer/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CODE_ATTEMPTS } from '../src/modules/account/codes';
import {
  askPin,
  newAccount,
  outbox,
  signupBody,
  TEST_TARGET,
  type TestAccount,
  type TestApp,
  testApp,
} from './helpers';
import { askSend, fund, MONEY_TEST_CONFIG, sendCode, sendRequest, walletIn } from './money-fixtures';

/**
 * Every limit that guards an account holds when its guesses arrive all at once (decision 0022): the
 * requests below are sent together, so a check-then-count race would let more than the limit through.
 */

const together = <T>(n: number, make: (i: number) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

const codes = (responses: LightMyRequestResponse[]) => responses.map((res) => (res.json() as { code?: string }).code);
const count = (values: unknown[], value: unknown) => values.filter((v) => v === value).length;
const outside = p2pkhAddress('BTC', 'testnet', new Uint8Array(20).fill(7));
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

function post(app: FastifyInstance, url: string, payload: object, remoteAddress?: string) {
  return app.inject({ method: 'POST', url, payload, ...(remoteAddress ? { remoteAddress } : {}) });
}

/** The lockout seen by `n` concurrent wrong passwords, then by the right one. */
async function lockoutUnderBurst(app: FastifyInstance, email: string, n: number) {
  const burst = await together(n, () => post(app, '/api/user/ask-login', { email, password: 'Wr0ngPass' }));
  const right = await post(app, '/api/user/ask-login', { email, password: 'Str0ngPass' });
  return { burst, right };
}

describe(`limits that guard an account hold under concurrency (${TEST_TARGET})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(MONEY_TEST_CONFIG);
  });
  afterAll(() => t.close());

  it.each([16, 30])(
    '%i concurrent wrong passwords: at most ten are checked, the rest wait, the right one too',
    async (n) => {
      const email = `burst-${n}@example.com`;
      expect((await post(t.app, '/api/user/create', signupBody(email))).statusCode).toBe(200);
      const { burst, right } = await lockoutUnderBurst(t.app, email, n);
      const answers = codes(burst);
      expect(count(answers, 'bad_credentials')).toBe(MAX_FAILED_LOGINS);
      expect(count(answers, 'rate_limited')).toBe(n - MAX_FAILED_LOGINS);
      for (const res of burst.filter((r) => r.statusCode === 429)) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(right.statusCode, right.body).toBe(429);
      expect(right.json()).toMatchObject({ code: 'rate_limited', meta: { attemptsLeft: 0 } });
      expect(await outbox(t.app, email)).toEqual([]);
      const [{ failures } = { failures: -1 }] = await t.db.query<{ failures: number }>(
        'SELECT count(*)::int AS failures FROM login_failures WHERE email = $1',
        [email],
      );
      expect(failures).toBe(MAX_FAILED_LOGINS);
    },
  );

  it('an unknown address locks alike under a burst (no enumeration through the race)', async () => {
    const { burst } = await lockoutUnderBurst(t.app, 'nobody-burst@example.com', 16);
    expect(count(codes(burst), 'bad_credentials')).toBe(MAX_FAILED_LOGINS);
    expect(count(codes(burst), 'rate_limited')).toBe(6);
  });

  it('a right password racing wrong ones is not counted as a failure', async () => {
    const email = 'mixed-burst@example.com';
    await post(t.app, '/api/user/create', signupBody(email));
    const burst = await together(6, (i) =>
      post(t.app, '/api/user/ask-login', { email, password: i === 3 ? 'Str0ngPass' : 'Wr0ngPass' }),
    );
    expect(count(codes(burst), 'bad_credentials')).toBe(5);
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const [{ failures } = { failures: -1 }] = await t.db.query<{ failures: number }>(
      'SELECT count(*)::int AS failures FROM login_failures WHERE email = $1',
      [email],
    );
    expect(failures).toBe(5);
  });

  it('concurrent wrong login pins take at most five tries: the pin is burnt and the right one refused', async () => {
    const email = 'pin-burst@example.com';
    await post(t.app, '/api/user/create', signupBody(email));
    const pin = await askPin(t.app, email, 'Str0ngPass');
    const burst = await together(8, () =>
      post(t.app, '/api/user/login', { email, password: 'Str0ngPass', pin: otherThan(pin) }),
    );
    expect(codes(burst)).toEqual(Array(8).fill('invalid_token'));
    const [row] = await t.db.query<{ attempts: number; used: boolean }>(
      `SELECT attempts, used_at IS NOT NULL AS used FROM one_time_codes c JOIN users u ON u.id = c.user_id
       WHERE u.email = $1 AND c.purpose = 'login'`,
      [email],
    );
    expect(row).toEqual({ attempts: MAX_CODE_ATTEMPTS, used: true });
    const late = await post(t.app, '/api/user/login', { email, password: 'Str0ngPass', pin });
    expect(late.json().code).toBe('invalid_token');
  });

  it('concurrent wrong SMS pins take at most five tries: the right pin is refused afterwards', async () => {
    const a = await newAccount(t.app, 'sms-burst@example.com');
    const mobile = '+447700900123';
    const ask = await t.app.inject({
      method: 'PUT',
      url: '/api/user/ask-validate-mobile',
      headers: a.auth,
      payload: { mobile },
    });
    expect(ask.statusCode, ask.body).toBe(200);
    const [sms] = await outbox(t.app, mobile);
    const pin = sms?.data.pin as string;
    const validate = (code: string) =>
      t.app.inject({ method: 'PUT', url: `/api/user/validate-mobile?pin=${code}`, headers: a.auth });
    const burst = await together(9, () => validate(otherThan(pin)));
    expect(codes(burst)).toEqual(Array(9).fill('two_factor_code_invalid'));
    const late = await validate(pin);
    expect(late.json().code).toBe('two_factor_code_invalid');
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: a.auth });
    expect(me.json()).toMatchObject({ verifyMobile: false });
  });

  it('concurrent wrong send codes take at most five tries: no money moves, the right code is refused', async () => {
    const a = await newAccount(t.app, 'send-burst@example.com');
    await walletIn(t, await newAccount(t.app, 'send-burst-to@example.com'), 'BTC');
    const wallet = await walletIn(t, a, 'BTC');
    await fund(t, a, 'BTC', '0.1');
    const body = { to: 'send-burst-to@example.com', amount: '0.01' };
    expect((await askSend(t, a, wallet.id, body)).json()).toMatchObject({ codeRequired: true });
    const code = await sendCode(t, a);
    const burst = await together(9, () => sendRequest(t, a, wallet.id, { ...body, code: otherThan(code) }));
    expect(codes(burst)).toEqual(Array(9).fill('two_factor_code_invalid'));
    const [row] = await t.db.query<{ attempts: number; used: boolean }>(
      `SELECT attempts, used_at IS NOT NULL AS used FROM one_time_codes WHERE user_id = $1 AND purpose = 'send'`,
      [a.user.id],
    );
    expect(row).toEqual({ attempts: MAX_CODE_ATTEMPTS, used: true });
    const late = await sendRequest(t, a, wallet.id, { ...body, code });
    expect(late.json().code).toBe('two_factor_code_invalid');
    expect((await walletIn(t, a, 'BTC')).balance).toBe('0.10000000');
  });

  it('one authenticator code sent twice at once is accepted once (no replay in the race)', async () => {
    const a: TestAccount = await newAccount(t.app, 'totp-burst@example.com');
    const asked = await t.app.inject({ method: 'GET', url: '/api/user/ask-two-factor', headers: a.auth });
    const { secret } = asked.json() as { secret: string };
    const code = totp(secret, Date.now());
    const burst = await together(4, () =>
      t.app.inject({ method: 'POST', url: '/api/user/enable-two-factor', headers: a.auth, payload: { code } }),
    );
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // The others are refused: the step is taken, or (when they arrive after it) 2FA is already on.
    for (const answer of codes(burst).filter(Boolean)) {
      expect(['two_factor_code_invalid', 'two_factor_already_enable']).toContain(answer);
    }
  });
});

describe(`per-address and per-account request limits under concurrency (${TEST_TARGET})`, () => {
  const PER_MINUTE = 5;
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ ...MONEY_TEST_CONFIG, authRateLimitPerMinute: PER_MINUTE });
  });
  afterAll(() => t.close());

  it('a burst from one address gets AUTH_RATE_LIMIT_PER_MINUTE answers, the rest 429 with Retry-After', async () => {
    const burst = await together(14, (i) =>
      post(t.app, '/api/user/ask-login', { email: `addr-${i}@example.com`, password: 'Wr0ngPass' }, '203.0.113.7'),
    );
    expect(count(codes(burst), 'bad_credentials')).toBe(PER_MINUTE);
    const limited = burst.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(14 - PER_MINUTE);
    for (const res of limited) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is counted on its own.
    const other = await post(t.app, '/api/user/ask-login', { email: 'x@example.com', password: 'y' }, '203.0.113.8');
    expect(other.json().code).toBe('bad_credentials');
  });

  it('a burst at one account from many addresses gets AUTH_RATE_LIMIT_PER_MINUTE answers', async () => {
    const burst = await together(12, (i) =>
      post(t.app, '/api/user/ask-reset-password', { email: 'many-addresses@example.com' }, `198.51.100.${i + 1}`),
    );
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(PER_MINUTE);
    expect(count(codes(burst), 'rate_limited')).toBe(12 - PER_MINUTE);
  });

  it('a burst of authenticator codes on a send gets AUTH_RATE_LIMIT_PER_MINUTE checks, and no money moves', async () => {
    const a = await newAccount(t.app, 'send-totp-burst@example.com');
    const asked = await t.app.inject({ method: 'GET', url: '/api/user/ask-two-factor', headers: a.auth });
    const { secret } = asked.json() as { secret: string };
    const enabled = await t.app.inject({
      method: 'POST',
      url: '/api/user/enable-two-factor',
      headers: a.auth,
      payload: { code: totp(secret, Date.now()) },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const wallet = await walletIn(t, a, 'BTC');
    await fund(t, a, 'BTC', '0.1');
    const wrong = otherThan(totp(secret, Date.now()));
    const burst = await together(9, () => sendRequest(t, a, wallet.id, { to: outside, amount: '0.001', code: wrong }));
    expect(count(codes(burst), 'two_factor_code_invalid')).toBe(PER_MINUTE);
    expect(count(codes(burst), 'rate_limited')).toBe(9 - PER_MINUTE);
    expect((await walletIn(t, a, 'BTC')).balance).toBe('0.10000000');
  });
});
