import { MAX_FAILED_LOGINS } from '@coffer/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseRateLimiter, MemoryRateLimiter } from '../src/http/rate-limit';
import { secondInstance, signupBody, TEST_TARGET, type TestApp, testApp } from './helpers';

/**
 * Two server instances on one database (decision 0022): the sign-in lockout lives in the database on
 * both targets; the per-address and per-account request limits are counted in the database on
 * PostgreSQL (every instance shares them) and in memory on PGlite, which one process owns.
 */

// Above the lockout's ten, so the lockout test meets the lockout and not the per-account limit.
const PER_MINUTE = 20;
const codes = (responses: LightMyRequestResponse[]) => responses.map((res) => (res.json() as { code?: string }).code);
const count = (values: unknown[], value: unknown) => values.filter((v) => v === value).length;

describe(`two server instances on one database share the limits (${TEST_TARGET})`, () => {
  let t: TestApp;
  let second: FastifyInstance;
  let closeSecond: () => Promise<void>;
  /** Instance i % 2 answers request i: a burst spread over both. */
  const either = (i: number) => (i % 2 === 0 ? t.app : second);
  const post = (i: number, url: string, payload: object, remoteAddress: string) =>
    either(i).inject({ method: 'POST', url, payload, remoteAddress });

  beforeAll(async () => {
    t = await testApp({ authRateLimitPerMinute: PER_MINUTE });
    ({ app: second, close: closeSecond } = await secondInstance(t, { authRateLimitPerMinute: PER_MINUTE }));
  });
  afterAll(async () => {
    await closeSecond();
    await t.close();
  });

  it('the lockout holds across instances: 16 wrong passwords spread over both, ten checked', async () => {
    const email = 'two-instances@example.com';
    expect((await post(0, '/api/user/create', signupBody(email), '192.0.2.1')).statusCode).toBe(200);
    // One address per guess, so only the per-account lockout can stop them.
    const burst = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        post(i, '/api/user/ask-login', { email, password: 'Wr0ngPass' }, `192.0.2.${i + 10}`),
      ),
    );
    expect(count(codes(burst), 'bad_credentials')).toBe(MAX_FAILED_LOGINS);
    expect(count(codes(burst), 'rate_limited')).toBe(16 - MAX_FAILED_LOGINS);
    for (const app of [0, 1]) {
      const right = await post(app, '/api/user/ask-login', { email, password: 'Str0ngPass' }, '192.0.2.99');
      expect(right.statusCode, right.body).toBe(429);
      expect(right.json()).toMatchObject({ code: 'rate_limited', meta: { attemptsLeft: 0 } });
    }
  });

  if (TEST_TARGET === 'postgres') {
    it('counts the per-address limit once for both instances (concurrent burst from one address)', async () => {
      expect(t.app.services.limiter).toBeInstanceOf(DatabaseRateLimiter);
      expect(second.services.limiter).toBeInstanceOf(DatabaseRateLimiter);
      const burst = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          post(i, '/api/user/ask-login', { email: `spread-${i}@example.com`, password: 'Wr0ngPass' }, '203.0.113.50'),
        ),
      );
      expect(count(codes(burst), 'bad_credentials')).toBe(PER_MINUTE);
      const limited = burst.filter((res) => res.statusCode === 429);
      expect(limited).toHaveLength(30 - PER_MINUTE);
      for (const res of limited) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('counts the per-account limit once for both instances (many addresses, one email)', async () => {
      const burst = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          post(i, '/api/user/ask-reset-password', { email: 'shared-account@example.com' }, `198.51.100.${i + 1}`),
        ),
      );
      expect(burst.filter((res) => res.statusCode === 200)).toHaveLength(PER_MINUTE);
      expect(count(codes(burst), 'rate_limited')).toBe(30 - PER_MINUTE);
    });

    it('stores no address or email, and forgets the windows that ended', async () => {
      const rows = await t.db.query<{ key: string }>('SELECT key FROM rate_limits');
      expect(rows.length).toBeGreaterThan(0);
      for (const { key } of rows) {
        expect(key).toMatch(/^[\w-]{43}$/);
      }
      const now = t.app.services.now().getTime();
      expect(await second.services.limiter.prune(now)).toBe(0);
      expect(await second.services.limiter.prune(now + 61_000)).toBe(rows.length);
      expect(await t.db.query('SELECT key FROM rate_limits')).toEqual([]);
    });
  } else {
    it('counts the request limits in memory on the embedded database, and keeps the table empty', async () => {
      expect(t.app.services.limiter).toBeInstanceOf(MemoryRateLimiter);
      const burst = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/user/ask-login',
            payload: { email: `mem-${i}@example.com`, password: 'Wr0ngPass' },
            remoteAddress: '203.0.113.60',
          }),
        ),
      );
      expect(count(codes(burst), 'rate_limited')).toBe(30 - PER_MINUTE);
      expect(await t.db.query('SELECT key FROM rate_limits')).toEqual([]);
    });
  }
});

describe('the in-memory limiter', () => {
  it('opens a window at the first hit, refuses past the limit with the seconds left, and reopens', async () => {
    const limiter = new MemoryRateLimiter();
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await limiter.hit('k', 3, 60_000, 1_000 + i * 10_000));
    expect(hits).toEqual([
      { allowed: true, retryAfterSeconds: 60 },
      { allowed: true, retryAfterSeconds: 50 },
      { allowed: true, retryAfterSeconds: 40 },
      { allowed: false, retryAfterSeconds: 30 },
    ]);
    expect(await limiter.hit('k', 3, 60_000, 61_000)).toEqual({ allowed: true, retryAfterSeconds: 60 });
    expect(await limiter.prune(121_000)).toBe(1);
  });
});
