import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { DatabaseError } from '../src/db/errors';
import { syncedStats } from '../src/db/synced';
import { freshDatabase, TEST_TARGET, type TestDatabase } from './helpers';

/**
 * `Database.pipelined` (decision 0040): one transaction of prepared statements, BEGIN sent with the
 * first and COMMIT with the last. What the money path relies on, on both databases.
 */
describe(`pipelined transactions (${TEST_TARGET})`, () => {
  let fresh: TestDatabase;
  let db: Database;
  const count = async (tag: string) =>
    Number(
      (await db.query<{ n: string }>('SELECT count(*)::text AS n FROM pipelined_probe WHERE tag = $1', [tag]))[0]?.n,
    );

  beforeAll(async () => {
    fresh = await freshDatabase();
    db = fresh.db;
    await db.exec(`CREATE TABLE pipelined_probe (
      id uuid PRIMARY KEY, tag text NOT NULL, amount numeric(78,0), ids uuid[], note text
    )`);
  });
  afterAll(() => fresh.drop());

  const insert = 'INSERT INTO pipelined_probe (id, tag, amount, ids, note) VALUES ($1, $2, $3, $4, $5) RETURNING *';

  it('commits with the last statement and answers its rows, values as a plain query reads them', async () => {
    const id = randomUUID();
    const ids = [randomUUID(), randomUUID()];
    const amount = '123456789012345678901234567890123456789012345678901234567890';
    const rows = await db.pipelined(async (q, last) => {
      await q('SELECT 1', []);
      return last<{ id: string; amount: string; ids: string[]; note: string | null }>(insert, [
        id,
        'commit',
        amount,
        ids,
        null,
      ]);
    });
    expect(rows).toEqual([{ id, tag: 'commit', amount, ids, note: null }]);
    const [read] = await db.query<{ amount: string; ids: string[] }>('SELECT * FROM pipelined_probe WHERE id = $1', [
      id,
    ]);
    expect(read?.amount).toBe(amount);
    expect(read?.ids).toEqual(ids);
  });

  it('plans its statements once (generic plans) inside the transaction only', async () => {
    const mode = "SELECT current_setting('plan_cache_mode') AS mode";
    const inside = await db.pipelined(async (q, last) => {
      const [first] = await q<{ mode: string }>(mode, []);
      const [end] = await last<{ mode: string }>(mode, []);
      return [first?.mode, end?.mode];
    });
    expect(inside).toEqual(['force_generic_plan', 'force_generic_plan']);
    const [after] = await db.query<{ mode: string }>(mode, []);
    expect(after?.mode).toBe('auto');
  });

  it('sends a transaction of prepared statements as one message: same answers, plans and rollback', async () => {
    const mode = "SELECT current_setting('plan_cache_mode') AS mode";
    const before = syncedStats.transactions;
    const inOneTurn = (first: [string, unknown[]], end: [string, unknown[]]) =>
      db.pipelined((q, last) => Promise.all([q<{ mode?: string }>(...first), last<{ id?: string }>(...end)]));
    // The first runs prepare the statements on their connection; from then on they leave as one message.
    let sent = 0;
    for (let i = 0; i < 10; i++) {
      const id = randomUUID();
      const [[inside], [row]] = await inOneTurn([mode, []], [insert, [id, 'one-message', '1', [], null]]);
      expect(inside?.mode).toBe('force_generic_plan');
      expect(row?.id).toBe(id);
      sent = syncedStats.transactions - before;
    }
    expect(await count('one-message')).toBe(10);
    if (TEST_TARGET === 'postgres') expect(sent).toBeGreaterThanOrEqual(8);
    else expect(sent).toBe(0);
    const [after] = await db.query<{ mode: string }>(mode, []);
    expect(after?.mode).toBe('auto');

    // A failing statement rolls back the one before it, and names its constraint.
    const taken = randomUUID();
    await db.query(insert, [taken, 'one-message-taken', '1', [], null]);
    const sentBefore = syncedStats.transactions;
    const failure = await inOneTurn(
      [insert, [randomUUID(), 'one-message-failed', '1', [], null]],
      [insert, [taken, 'one-message-failed', '2', [], null]],
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseError);
    expect((failure as DatabaseError).code).toBe('23505');
    expect((failure as DatabaseError).constraint).toBe('pipelined_probe_pkey');
    expect(await count('one-message-failed')).toBe(0);
    if (TEST_TARGET === 'postgres') expect(syncedStats.transactions).toBe(sentBefore + 1);
    // The connection is usable after it.
    await inOneTurn([mode, []], [insert, [randomUUID(), 'one-message-after', '1', [], null]]);
    expect(await count('one-message-after')).toBe(1);
  });

  it('commits after the callback when no statement was sent as the last', async () => {
    await db.pipelined(async (q) => {
      await q(insert, [randomUUID(), 'no-last', '1', [], 'é ✓']);
      await q(insert, [randomUUID(), 'no-last', '2', null, null]);
    });
    expect(await count('no-last')).toBe(2);
  });

  it('rolls back every statement when one fails, and the error names the constraint', async () => {
    const id = randomUUID();
    const failure = await db
      .pipelined(async (q, last) => {
        await q(insert, [randomUUID(), 'failed', '1', [], null]);
        await q(insert, [id, 'failed', '2', [], null]);
        return last(insert, [id, 'failed', '3', [], null]);
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseError);
    expect((failure as DatabaseError).code).toBe('23505');
    expect((failure as DatabaseError).constraint).toBe('pipelined_probe_pkey');
    expect(await count('failed')).toBe(0);
    // The connection is out of the failed transaction: the next one commits.
    await db.pipelined((_q, last) => last(insert, [randomUUID(), 'after-failure', '1', [], null]));
    expect(await count('after-failure')).toBe(1);
  });

  it('rolls back when the callback throws after its statements', async () => {
    await expect(
      db.pipelined(async (q) => {
        await q(insert, [randomUUID(), 'thrown', '1', [], null]);
        throw new Error('refused after the statement');
      }),
    ).rejects.toThrow('refused after the statement');
    expect(await count('thrown')).toBe(0);
  });

  it('a bad value fails its transaction only; the statement stays usable', async () => {
    await expect(db.pipelined((_q, last) => last(insert, ['not-a-uuid', 'bad', '1', [], null]))).rejects.toBeInstanceOf(
      DatabaseError,
    );
    await db.pipelined((_q, last) => last(insert, [randomUUID(), 'good', '1', [], null]));
    expect(await count('bad')).toBe(0);
    expect(await count('good')).toBe(1);
  });

  it('keeps concurrent transactions and plain queries apart', async () => {
    const tag = 'concurrent';
    await db.query(insert, [randomUUID(), tag, '0', [], 'counter']);
    const bump = () =>
      db.pipelined(async (q, last) => {
        const [row] = await q<{ amount: string }>(
          'SELECT amount FROM pipelined_probe WHERE tag = $1 AND note = $2 FOR UPDATE',
          [tag, 'counter'],
        );
        return last('UPDATE pipelined_probe SET amount = $1 WHERE tag = $2 AND note = $3 RETURNING amount', [
          String(BigInt(row?.amount ?? '0') + 1n),
          tag,
          'counter',
        ]);
      });
    const reads = Array.from({ length: 10 }, () => db.query('SELECT count(*) FROM pipelined_probe', []));
    await Promise.all([...Array.from({ length: 25 }, bump), ...reads]);
    const [row] = await db.query<{ amount: string }>('SELECT amount FROM pipelined_probe WHERE note = $1', ['counter']);
    expect(row?.amount).toBe('25');
  });
});
