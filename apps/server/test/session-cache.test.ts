import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { sessionCache } from '../src/modules/auth/session-cache';
import { newAccount, secondInstance, TEST_TARGET, type TestApp, testApp } from './helpers';

/**
 * The per-instance session cache (docs/decisions/0035-money-path.md): a checked token costs no round
 * trip, and revocation is not weakened, whoever makes the change (the app, an ops command, raw SQL) and
 * whichever instance the next request reaches.
 */
describe(`session cache (${TEST_TARGET})`, () => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondDb: Database;
  let closeSecond: () => Promise<void>;
  const me = (app: FastifyInstance, auth: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/user/me', headers: auth });
  /** Calls until the instance answers the token from memory (a sign-in's own after-work may drop it once). */
  const warm = async (app: FastifyInstance, db: Database, auth: Record<string, string>) => {
    for (let i = 0; i < 5; i++) {
      const hits = sessionCache(db).hits;
      expect((await me(app, auth)).statusCode).toBe(200);
      if (sessionCache(db).hits > hits) return;
    }
    throw new Error('the session was never answered from memory');
  };

  beforeAll(async () => {
    t = await testApp();
    ({ app: second, db: secondDb, close: closeSecond } = await secondInstance(t));
  });
  afterAll(async () => {
    await closeSecond();
    await t.close();
  });

  it('answers a known token from memory', async () => {
    const a = await newAccount(t.app, 'cache-hit@example.com');
    await warm(t.app, t.db, a.auth);
    const before = sessionCache(t.db).hits;
    for (let i = 0; i < 5; i++) expect((await me(t.app, a.auth)).statusCode).toBe(200);
    expect(sessionCache(t.db).hits).toBe(before + 5);
  });

  it('refuses a session revoked behind its back by SQL on the very next request', async () => {
    const a = await newAccount(t.app, 'cache-sql@example.com');
    await warm(t.app, t.db, a.auth);
    await t.db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [a.user.id]);
    expect((await me(t.app, a.auth)).statusCode).toBe(401);
  });

  it('sees a changed account (banned, renamed) on the very next request, but not a counter', async () => {
    const a = await newAccount(t.app, 'cache-user@example.com');
    // A counter's change never drops the entry; a late announcement of the sign-in's own work may, once (seen
    // under CI's load). So one of three tries must answer from memory: a counter that dropped it fails all three.
    let fromMemory = false;
    for (let i = 0; i < 3 && !fromMemory; i++) {
      await warm(t.app, t.db, a.auth);
      await t.db.query('UPDATE users SET two_factor_last_step = coalesce(two_factor_last_step, 0) + 1 WHERE id = $1', [
        a.user.id,
      ]);
      const hits = sessionCache(t.db).hits;
      expect((await me(t.app, a.auth)).statusCode).toBe(200);
      fromMemory = sessionCache(t.db).hits === hits + 1;
    }
    expect(fromMemory).toBe(true);
    await t.db.query(`UPDATE users SET first_name = 'Renamed' WHERE id = $1`, [a.user.id]);
    expect((await me(t.app, a.auth)).json()).toMatchObject({ firstName: 'Renamed' });
    await t.db.query('UPDATE users SET banned = true WHERE id = $1', [a.user.id]);
    expect((await me(t.app, a.auth)).json().code).toBe('rate_limited');
  });

  it('refuses on one instance a session logged out on the other', async () => {
    const a = await newAccount(t.app, 'cache-two@example.com');
    await warm(t.app, t.db, a.auth);
    await warm(second, secondDb, a.auth);
    expect((await second.inject({ method: 'GET', url: '/api/user/logout', headers: a.auth })).statusCode).toBe(200);
    expect((await me(second, a.auth)).statusCode).toBe(401);
    // The other instance hears of it over its listening connection, a moment after the commit.
    let status = 0;
    for (let i = 0; i < 100 && status !== 401; i++) {
      status = (await me(t.app, a.auth)).statusCode;
      if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(401);
  });

  it('serves nothing from memory while it cannot hear of changes', async () => {
    const a = await newAccount(t.app, 'cache-deaf@example.com');
    await warm(t.app, t.db, a.auth);
    const { notices } = t.db;
    notices.lost();
    try {
      const hits = sessionCache(t.db).hits;
      expect((await me(t.app, a.auth)).statusCode).toBe(200);
      expect((await me(t.app, a.auth)).statusCode).toBe(200);
      expect(sessionCache(t.db).hits).toBe(hits);
    } finally {
      notices.live();
    }
  });
});
