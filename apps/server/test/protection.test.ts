import { ACCOUNT_DISABLED_DESCRIPTION } from '@coffer/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../src/ops/run';
import {
  askPin,
  FakeClock,
  logIn,
  MINUTE,
  newAccount,
  signupBody,
  TEST_TARGET,
  type TestApp,
  testApp,
} from './helpers';

const closed = { code: 'disabled_account', description: ACCOUNT_DISABLED_DESCRIPTION };

/** The switches (maintenance, banned addresses) are cached up to 1 s per instance: retry until they apply. */
async function eventually(
  call: () => Promise<LightMyRequestResponse>,
  status: number,
  timeoutMs = 3_000,
): Promise<LightMyRequestResponse> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const res = await call();
    if (res.statusCode === status || performance.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function post(app: FastifyInstance, url: string, payload: object, remoteAddress?: string) {
  return app.inject({ method: 'POST', url, payload, ...(remoteAddress ? { remoteAddress } : {}) });
}

async function sessionCount(t: TestApp, userId: string): Promise<number> {
  const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [userId]);
  return row?.n ?? -1;
}

describe(`brute force (${TEST_TARGET})`, () => {
  let t: TestApp;
  const clock = new FakeClock();
  beforeAll(async () => {
    t = await testApp({}, { now: clock.now });
  });
  afterAll(() => t.close());

  it('50 wrong passwords for one account from one IP end in 429 and no session', async () => {
    const created = await post(t.app, '/api/user/create', signupBody('victim@example.com'));
    const userId = created.json().user.id as string;
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const res = await post(t.app, '/api/user/login', {
        email: 'victim@example.com',
        password: `Guess${i}word`,
        pin: '123456',
      });
      statuses.push(res.statusCode);
      expect(res.json().code).toBe(res.statusCode === 429 ? 'rate_limited' : 'bad_credentials');
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(40).fill(429));
    expect(await sessionCount(t, userId)).toBe(0);
    const ask = await post(t.app, '/api/user/ask-login', { email: 'victim@example.com', password: 'Str0ngPass' });
    expect(ask.statusCode).toBe(429);
    expect(ask.json().code).toBe('rate_limited');
  });

  it('refuses the 11th attempt within 15 minutes even with the right password and pin', async () => {
    const created = await post(t.app, '/api/user/create', signupBody('second@example.com'));
    const userId = created.json().user.id as string;
    const pin = await askPin(t.app, 'second@example.com', 'Str0ngPass');
    for (let i = 0; i < 10; i++) {
      clock.advance(MINUTE);
      const res = await post(t.app, '/api/user/ask-login', { email: 'second@example.com', password: 'Wr0ngPass' });
      expect(res.statusCode).toBe(401);
    }
    const right = await post(t.app, '/api/user/login', { email: 'second@example.com', password: 'Str0ngPass', pin });
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('rate_limited');
    expect(await sessionCount(t, userId)).toBe(0);

    clock.advance(6 * MINUTE); // the first failures leave the 15-minute window
    const session = await logIn(t.app, 'second@example.com');
    expect((await t.app.inject({ method: 'GET', url: '/api/user/me', headers: session.auth })).statusCode).toBe(200);
  });

  it('locks out an unknown email exactly like a known account', async () => {
    await post(t.app, '/api/user/create', signupBody('known@example.com'));
    const answers: Record<string, LightMyRequestResponse[]> = { known: [], ghost: [] };
    for (let i = 0; i < 11; i++) {
      answers.known?.push(
        await post(t.app, '/api/user/ask-login', { email: 'known@example.com', password: 'Wr0ngPass' }),
      );
      answers.ghost?.push(
        await post(t.app, '/api/user/ask-login', { email: 'ghost@example.com', password: 'Wr0ngPass' }),
      );
    }
    const view = (list: LightMyRequestResponse[] = []) => list.map((r) => [r.statusCode, r.json()]);
    expect(view(answers.ghost)).toEqual(view(answers.known));
    expect(answers.ghost?.[10]?.statusCode).toBe(429);
  });
});

describe(`rate limits (${TEST_TARGET})`, () => {
  let t: TestApp;
  const clock = new FakeClock();
  beforeAll(async () => {
    t = await testApp({ authRateLimitPerMinute: 3 }, { now: clock.now });
  });
  afterAll(() => t.close());

  it('limits an auth call per client address per minute', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await post(t.app, '/api/user/ask-reset-password', { email: `ip${i}@example.com` })).statusCode).toBe(200);
    }
    const limited = await post(t.app, '/api/user/ask-reset-password', { email: 'ip3@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    // The window started with the first call, a minute long: the same clock, so all of it is left.
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.json().meta).toEqual({ retryAfterSeconds: 60 });
    // Another address is not affected, nor another call from this one.
    expect(
      (await post(t.app, '/api/user/ask-reset-password', { email: 'ip4@example.com' }, '10.0.0.2')).statusCode,
    ).toBe(200);
    expect((await post(t.app, '/api/user/create', signupBody('new1@example.com'))).statusCode).toBe(200);
    clock.advance(61_000);
    expect((await post(t.app, '/api/user/ask-reset-password', { email: 'ip5@example.com' })).statusCode).toBe(200);
  });

  it('limits sign-up per client address', async () => {
    clock.advance(61_000);
    for (let i = 0; i < 3; i++) {
      expect((await post(t.app, '/api/user/create', signupBody(`s${i}@example.com`), '10.0.0.3')).statusCode).toBe(200);
    }
    const limited = await post(t.app, '/api/user/create', signupBody('s3@example.com'), '10.0.0.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
  });

  it('limits an auth call per account across addresses', async () => {
    clock.advance(61_000);
    for (let i = 0; i < 3; i++) {
      const res = await post(t.app, '/api/user/ask-reset-password', { email: 'target@example.com' }, `10.1.0.${i}`);
      expect(res.statusCode).toBe(200);
    }
    clock.advance(15_000);
    const limited = await post(t.app, '/api/user/ask-reset-password', { email: 'TARGET@example.com' }, '10.1.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    // The account's one-minute window opened with the first call, 15 s ago.
    expect(limited.headers['retry-after']).toBe('45');

    for (let i = 0; i < 3; i++) {
      const res = await post(
        t.app,
        '/api/user/ask-login',
        { email: 's0@example.com', password: 'Str0ngPass' },
        `10.2.0.${i}`,
      );
      expect(res.statusCode).toBe(200);
    }
    const login = await post(
      t.app,
      '/api/user/ask-login',
      { email: 's0@example.com', password: 'Str0ngPass' },
      '10.2.0.9',
    );
    expect(login.statusCode).toBe(429);
  });
});

describe(`bans, closed accounts and maintenance (${TEST_TARGET})`, () => {
  let t: TestApp;
  const clock = new FakeClock();
  beforeAll(async () => {
    t = await testApp({}, { now: clock.now });
  });
  afterAll(() => t.close());

  const me = (auth: Record<string, string>, remoteAddress?: string) =>
    t.app.inject({ method: 'GET', url: '/api/user/me', headers: auth, ...(remoteAddress ? { remoteAddress } : {}) });

  it('answers 429 to a banned account everywhere, until unbanned', async () => {
    const a = await newAccount(t.app, 'banned@example.com');
    expect((await runOps(t.db, ['user', 'ban', 'banned@example.com'])).code).toBe(0);
    const res = await me(a.auth);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limited');
    const ask = await post(t.app, '/api/user/ask-login', { email: 'banned@example.com', password: 'Str0ngPass' });
    expect(ask.statusCode).toBe(429);
    expect(ask.json().code).toBe('rate_limited');

    expect((await runOps(t.db, ['user', 'unban', 'banned@example.com'])).code).toBe(0);
    expect((await me(a.auth)).statusCode).toBe(200);
  });

  it('answers a disabled account with 400 "The Account is disabled", and opens no session', async () => {
    const a = await newAccount(t.app, 'closed@example.com');
    const pin = await askPin(t.app, 'closed@example.com', 'Str0ngPass');
    expect((await runOps(t.db, ['user', 'disable', 'closed@example.com'])).code).toBe(0);

    const res = await me(a.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(closed);
    const status = await t.app.inject({ method: 'GET', url: '/api/', headers: a.auth });
    expect(status.statusCode).toBe(400);
    expect(status.json()).toEqual(closed);

    const ask = await post(t.app, '/api/user/ask-login', { email: 'closed@example.com', password: 'Str0ngPass' });
    expect(ask.statusCode).toBe(400);
    expect(ask.json()).toEqual(closed);
    const login = await post(t.app, '/api/user/login', { email: 'closed@example.com', password: 'Str0ngPass', pin });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual(closed);
    expect(await sessionCount(t, a.user.id)).toBe(1);

    // A wrong password does not reveal that the account is closed.
    const wrong = await post(t.app, '/api/user/ask-login', { email: 'closed@example.com', password: 'Wr0ngPass' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('bad_credentials');

    expect((await runOps(t.db, ['user', 'enable', 'closed@example.com'])).code).toBe(0);
    expect((await me(a.auth)).statusCode).toBe(200);
  });

  it('answers 429 to a banned address on every API call, until unbanned', async () => {
    const a = await logIn(t.app, 'closed@example.com');
    expect((await runOps(t.db, ['ip', 'ban', '127.0.0.1'])).code).toBe(0);
    const res = await eventually(() => me(a.auth), 429);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limited');
    for (const url of ['/api/', '/api/health']) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(other.statusCode).toBe(429);
    }
    const ask = await post(t.app, '/api/user/ask-login', { email: 'closed@example.com', password: 'Str0ngPass' });
    expect(ask.statusCode).toBe(429);
    expect((await me(a.auth, '10.9.9.9')).statusCode).toBe(200);

    expect((await runOps(t.db, ['ip', 'unban', '127.0.0.1'])).code).toBe(0);
    expect((await eventually(() => me(a.auth), 200)).statusCode).toBe(200);
  });

  it('answers 503 in maintenance except GET /api/ and /wallet-app.json', async () => {
    const a = await logIn(t.app, 'closed@example.com');
    expect((await runOps(t.db, ['maintenance', 'on'])).code).toBe(0);
    const res = await eventually(() => me(a.auth), 503);
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBeTruthy();
    for (const call of [
      () => post(t.app, '/api/user/create', signupBody('during@example.com')),
      () => post(t.app, '/api/user/ask-login', { email: 'closed@example.com', password: 'Str0ngPass' }),
      () => t.app.inject({ method: 'GET', url: '/api/token/getAll', headers: a.auth }),
      () => t.app.inject({ method: 'GET', url: '/api/health' }),
    ]) {
      expect((await call()).statusCode).toBe(503);
    }
    const status = await t.app.inject({ method: 'GET', url: '/api/' });
    expect(status.statusCode).toBe(200);
    expect(status.json().maintenance).toBe(true);
    const withToken = await t.app.inject({ method: 'GET', url: '/api/', headers: a.auth });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json().identityConfirmed).toBe(false);
    const appConfig = await t.app.inject({ method: 'GET', url: '/wallet-app.json' });
    expect(appConfig.statusCode).toBe(200);
    expect(appConfig.json().appVersion).toBeTruthy();

    expect((await runOps(t.db, ['maintenance', 'off'])).code).toBe(0);
    expect((await eventually(() => me(a.auth), 200)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/' })).json().maintenance).toBe(false);
  });
});
