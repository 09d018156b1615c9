import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { heartbeat, instanceIdOf, isPresent } from '../src/modules/live/presence';
import { runOps } from '../src/ops/run';
import { newAccount, outbox, secondInstance, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { listening, openLive } from './live-fixtures';
import { MONEY_TEST_CONFIG } from './money-fixtures';

/**
 * "Away" across instances (decision 0033): a support answer given on one instance is not emailed while
 * the user has a stream open on another. On PostgreSQL the second instance has its own database handle
 * (its own pool, bus and instance id), as a second server process would; PGlite is one instance, so
 * there the second app shares the handle and the same rules must hold.
 */
describe(`live presence across instances (${TEST_TARGET})`, () => {
  let t: TestApp;
  let otherDb: Database;
  let closeOther: () => Promise<void>;
  let other: FastifyInstance;
  let a: TestAccount;
  let ticket: string;

  beforeAll(async () => {
    t = await testApp(MONEY_TEST_CONFIG);
    ({ app: other, db: otherDb, close: closeOther } = await secondInstance(t, MONEY_TEST_CONFIG));
    a = await newAccount(t.app, 'presence-a@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/support/create',
      headers: a.auth,
      payload: { subject: 'Where is it?', category: 'transaction', message: 'Waiting for my deposit.' },
    });
    ticket = res.json().id;
  });
  afterAll(async () => {
    await closeOther();
    await t.close();
  });

  const reply = async (text: string) => {
    const res = await runOps(t.db, ['support', 'reply', ticket, text], t.app.services);
    expect(res.code, res.output.join()).toBe(0);
  };
  const rows = () =>
    t.db.query<{ instance_id: string }>('SELECT instance_id FROM live_presence WHERE user_id = $1', [a.user.id]);
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100 && !(await check()); i += 1) await new Promise((r) => setTimeout(r, 20));
  };

  it('counts a stream open on the other instance as present: the answer is listed, not emailed', async () => {
    const stream = await openLive(await listening(other), '/api/live', a.auth);
    try {
      await until(async () => (await rows()).length > 0);
      expect((await rows()).map((r) => r.instance_id)).toEqual([instanceIdOf(otherDb)]);
      expect(await isPresent(t.db, a.user.id)).toBe(true);
      await reply('Found it.');
      // The other instance's stream hears of it (at once on one handle, by its change check on PostgreSQL).
      const event = await stream.next((e) => e.keys.some((k) => k[0] === 'notifications'), 8000);
      expect(event.keys.length).toBeGreaterThan(0);
      expect((await outbox(t.app, a.email)).filter((m) => m.kind === 'notification_support_answer')).toEqual([]);
      const list = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: a.auth })).json();
      expect(JSON.stringify(list)).toContain('support_answer');
    } finally {
      stream.close();
    }
  });

  it('forgets the user when the last stream closes: the next answer is emailed', async () => {
    await until(async () => (await rows()).length === 0);
    expect(await rows()).toEqual([]);
    expect(await isPresent(t.db, a.user.id)).toBe(false);
    await reply('Anything else?');
    const [mail] = await outbox(t.app, a.email);
    expect(mail).toMatchObject({ kind: 'notification_support_answer' });
  });

  it('keeps one row per instance while several streams are open there', async () => {
    const base = await listening(other);
    const first = await openLive(base, '/api/live', a.auth);
    const second = await openLive(base, '/api/live', a.auth);
    try {
      await until(async () => (await rows()).length > 0);
      expect(await rows()).toHaveLength(1);
      first.close();
      await new Promise((r) => setTimeout(r, 200));
      expect(await isPresent(t.db, a.user.id)).toBe(true);
    } finally {
      first.close();
      second.close();
    }
    await until(async () => (await rows()).length === 0);
    expect(await rows()).toEqual([]);
  });

  it('lets a dead instance’s row expire', async () => {
    const dead = randomUUID();
    await t.db.query(
      "INSERT INTO live_presence (user_id, instance_id, seen_at) VALUES ($1, $2, now() - interval '5 minutes')",
      [a.user.id, dead],
    );
    expect(await isPresent(t.db, a.user.id)).toBe(false);
    await t.db.query("UPDATE live_presence SET seen_at = now() - interval '10 seconds' WHERE instance_id = $1", [dead]);
    expect(await isPresent(t.db, a.user.id)).toBe(true);
    await t.db.query('DELETE FROM live_presence WHERE instance_id = $1', [dead]);
  });

  it('renews its own rows on the heartbeat and clears rows dead for an hour', async () => {
    const mine = instanceIdOf(t.db);
    const dead = randomUUID();
    await t.db.query(
      `INSERT INTO live_presence (user_id, instance_id, seen_at) VALUES
         ($1, $2, now() - interval '50 seconds'), ($1, $3, now() - interval '2 hours')`,
      [a.user.id, mine, dead],
    );
    await heartbeat(t.db);
    const left = await t.db.query<{ instance_id: string; fresh: boolean }>(
      "SELECT instance_id, seen_at > now() - interval '5 seconds' AS fresh FROM live_presence WHERE user_id = $1",
      [a.user.id],
    );
    expect(left).toEqual([{ instance_id: mine, fresh: true }]);
    await t.db.query('DELETE FROM live_presence WHERE user_id = $1', [a.user.id]);
  });
});
