import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import {
  balanceOf,
  ensureSystemAccount,
  hold,
  type LedgerAccount,
  LedgerError,
  post,
  type TransferResult,
  transfer,
  type ViolationCheck,
  verifyLedger,
  voidHold,
} from '../src/modules/ledger';
import { runOps } from '../src/ops/run';
import { freshDatabase, TEST_TARGET, type TestDatabase } from './helpers';
import { fund, move, newUserAccount } from './ledger-fixtures';

// Verification and concurrency share one database: booting PGlite is the slowest part of these tests.
// The verify block runs first, so its account and transfer counts are exact.
let shared: TestDatabase;
beforeAll(async () => {
  shared = await freshDatabase();
});
afterAll(() => shared.drop());

const NO_OVERDRAFT = `CHECK (NOT no_overdraft OR balance - debits_pending >= 0)`;

describe(`ledger verify (${TEST_TARGET})`, () => {
  let db: Database;
  let user: LedgerAccount;
  let sent: TransferResult;
  let held: TransferResult;
  let resolved: TransferResult;
  let open: TransferResult;
  beforeAll(async () => {
    db = shared.db;
    const world = await ensureSystemAccount(db, 'BTC', 'world');
    user = await newUserAccount(db, 'BTC');
    const other = await newUserAccount(db, 'BTC');
    await transfer(db, { kind: 'deposit', postings: fund(world, user, 100n) });
    sent = await transfer(db, { kind: 'send', postings: move(user, other, 10n) });
    held = await hold(db, { kind: 'withdraw', postings: move(user, world, 20n) });
    resolved = await post(db, held.id, { amounts: move(user, world, 15n) });
    open = await hold(db, { kind: 'withdraw', postings: move(user, world, 5n) });
  });

  /** Breaks the ledger behind the module's back (history rows are append-only, so the trigger steps aside). */
  async function tampered(breakIt: string, repair: string): Promise<ViolationCheck[]> {
    const bypass = (on: boolean) =>
      db.exec(
        ['ledger_postings', 'ledger_transfers']
          .map((table) => `ALTER TABLE ${table} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${table}_append_only;`)
          .join(''),
      );
    await bypass(false);
    try {
      await db.exec(breakIt);
      return [...new Set((await verifyLedger(db)).map((v) => v.check))];
    } finally {
      await db.exec(repair);
      await bypass(true);
      expect(await verifyLedger(db)).toEqual([]);
    }
  }

  it('finds nothing wrong in an honest ledger, and the ops command says so', async () => {
    expect(await verifyLedger(db)).toEqual([]);
    expect(await runOps(db, ['ledger', 'verify'])).toEqual({
      code: 0,
      output: ['ledger verified: 3 accounts, 5 transfers'],
    });
    expect((await runOps(db, ['ledger'])).code).toBe(2);
    expect((await runOps(db, ['ledger', 'fix'])).output).toEqual(['usage: ledger verify']);
  });

  /** Ids that name nothing. */
  const missing = { record: randomUUID(), wallet: randomUUID(), user: randomUUID() };

  const posting = (transferId: () => string, accountId: () => string) =>
    `(SELECT id FROM ledger_postings WHERE transfer_id = '${transferId()}' AND account_id = '${accountId()}')`;

  const cases: [string, () => [string, string], ViolationCheck[]][] = [
    [
      'a balance changed directly',
      () => [
        `UPDATE ledger_accounts SET balance = balance + 1 WHERE id = '${user.id}'`,
        `UPDATE ledger_accounts SET balance = balance - 1 WHERE id = '${user.id}'`,
      ],
      ['balance_mismatch'],
    ],
    [
      'pending debits changed directly',
      () => [
        `UPDATE ledger_accounts SET debits_pending = debits_pending + 1 WHERE id = '${user.id}'`,
        `UPDATE ledger_accounts SET debits_pending = debits_pending - 1 WHERE id = '${user.id}'`,
      ],
      ['pending_mismatch'],
    ],
    [
      'a balance_after rewritten',
      () => [
        `UPDATE ledger_postings SET balance_after = balance_after + 7 WHERE id = ${posting(
          () => sent.id,
          () => user.id,
        )}`,
        `UPDATE ledger_postings SET balance_after = balance_after - 7 WHERE id = ${posting(
          () => sent.id,
          () => user.id,
        )}`,
      ],
      ['balance_after_mismatch'],
    ],
    [
      'one leg of a transfer removed',
      () => [
        `CREATE TABLE stash AS SELECT * FROM ledger_postings WHERE id = ${posting(
          () => sent.id,
          () => user.id,
        )};
         DELETE FROM ledger_postings WHERE id IN (SELECT id FROM stash)`,
        'INSERT INTO ledger_postings SELECT * FROM stash; DROP TABLE stash',
      ],
      ['transfer_unbalanced', 'balance_mismatch', 'balance_after_mismatch'],
    ],
    [
      'a posting moved to another coin',
      () => [
        `UPDATE ledger_postings SET coin = 'ETH' WHERE transfer_id = '${sent.id}'`,
        `UPDATE ledger_postings SET coin = 'BTC' WHERE transfer_id = '${sent.id}'`,
      ],
      ['coin_mismatch'],
    ],
    [
      'a hold posted for more than it held',
      () => [
        `UPDATE ledger_postings SET amount = amount * 2 WHERE transfer_id = '${resolved.id}'`,
        `UPDATE ledger_postings SET amount = amount / 2 WHERE transfer_id = '${resolved.id}'`,
      ],
      ['balance_mismatch', 'balance_after_mismatch', 'bad_resolution'],
    ],
    [
      'a pending posting given a balance_after',
      () => [
        `UPDATE ledger_postings SET balance_after = 1 WHERE transfer_id = '${open.id}'`,
        `UPDATE ledger_postings SET balance_after = NULL WHERE transfer_id = '${open.id}'`,
      ],
      ['posting_shape'],
    ],
    [
      'a resolved hold rewritten as a plain transfer',
      () => [
        `UPDATE ledger_transfers SET status = 'posted' WHERE id = '${held.id}'`,
        `UPDATE ledger_transfers SET status = 'pending' WHERE id = '${held.id}'`,
      ],
      ['balance_mismatch', 'balance_after_mismatch', 'bad_resolution'],
    ],
    [
      'a user balance below zero, past the dropped constraint',
      () => [
        `ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_no_overdraft;
         UPDATE ledger_accounts SET balance = balance - 1000 WHERE id = '${user.id}'`,
        `UPDATE ledger_accounts SET balance = balance + 1000 WHERE id = '${user.id}';
         ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_no_overdraft ${NO_OVERDRAFT}`,
      ],
      ['balance_mismatch', 'overdraft'],
    ],
    // The records around the money name their rows without foreign keys (migration 0040): verify holds them.
    [
      'a record naming a wallet that does not exist',
      () => [
        `INSERT INTO transactions (id, type, status, coin, amount, wallet_id)
           VALUES ('${missing.record}', 'DEPOSIT', 'UNCONFIRMED', 'BTC', 1, '${missing.wallet}')`,
        `DELETE FROM transactions WHERE id = '${missing.record}'`,
      ],
      ['dangling_reference'],
    ],
    [
      'a notification and an idempotency key of no user',
      () => [
        `INSERT INTO notifications (id, user_id, kind, created_at) VALUES ('${missing.record}', '${missing.user}', 'money_received', now());
         INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ('${missing.user}', 'k', 'h')`,
        `DELETE FROM notifications WHERE user_id = '${missing.user}';
         DELETE FROM idempotency_keys WHERE user_id = '${missing.user}'`,
      ],
      ['dangling_reference'],
    ],
  ];

  it.each(cases)('reports %s', async (_name, statements, expected) => {
    const [breakIt, repair] = statements();
    expect((await tampered(breakIt, repair)).sort()).toEqual([...expected].sort());
  });

  it('exits 1 and prints each violation from the ops command', async () => {
    await db.exec(`UPDATE ledger_accounts SET balance = balance + 1 WHERE id = '${user.id}'`);
    try {
      const res = await runOps(db, ['ledger', 'verify']);
      expect(res.code).toBe(1);
      expect(res.output).toEqual([`balance_mismatch ${user.id}: balance 76, posted postings sum to 75`]);
    } finally {
      await db.exec(`UPDATE ledger_accounts SET balance = balance - 1 WHERE id = '${user.id}'`);
    }
  });
});

/** Settles every promise and counts successes and refusals by code; anything else is a test failure. */
async function outcomes(runs: Promise<unknown>[]): Promise<Record<string, number>> {
  const tally: Record<string, number> = {};
  for (const r of await Promise.allSettled(runs)) {
    if (r.status === 'rejected' && !(r.reason instanceof LedgerError)) throw r.reason;
    const key = r.status === 'fulfilled' ? 'ok' : (r.reason as LedgerError).code;
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return tally;
}

// On PostgreSQL these race on a pool of 10 connections; on PGlite the single connection serialises them.
describe(`ledger under concurrency (${TEST_TARGET})`, () => {
  let db: Database;
  let world: LedgerAccount;
  beforeAll(async () => {
    db = shared.db;
    world = await ensureSystemAccount(db, 'BTC', 'world');
  });

  async function funded(amount: bigint): Promise<LedgerAccount> {
    const account = await newUserAccount(db, 'BTC');
    await transfer(db, { kind: 'deposit', postings: fund(world, account, amount) });
    return account;
  }

  it('200 parallel debits of one account: exactly the affordable ones succeed', async () => {
    const hot = await funded(1_000n);
    const targets = await Promise.all(Array.from({ length: 4 }, () => newUserAccount(db, 'BTC')));
    const runs = Array.from({ length: 200 }, (_, i) =>
      transfer(db, { kind: 'send', postings: move(hot, targets[i % targets.length]!, 7n) }),
    );
    // 1000 / 7 = 142 sends fit; the last 6 units stay.
    expect(await outcomes(runs)).toEqual({ ok: 142, insufficient_funds: 58 });
    expect(await balanceOf(db, hot.id)).toEqual({ balance: 6n, pending: 0n, available: 6n });
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('holds, posts and voids racing with sends never overdraw', async () => {
    const hot = await funded(500n);
    const other = await newUserAccount(db, 'BTC');
    const holds = await Promise.allSettled(
      Array.from({ length: 60 }, () => hold(db, { kind: 'withdraw', postings: move(hot, world, 10n) })),
    );
    const opened = holds.flatMap((h) => (h.status === 'fulfilled' ? [h.value.id] : []));
    expect(opened).toHaveLength(50);
    const runs: Promise<unknown>[] = [];
    opened.forEach((id, i) => {
      runs.push(i % 2 ? post(db, id) : voidHold(db, id));
      runs.push(transfer(db, { kind: 'send', postings: move(hot, other, 10n) }));
    });
    const tally = await outcomes(runs);
    // 25 holds post (250 leave), 25 void: 250 remain for the sends, whichever order the races take.
    expect(tally.ok).toBeGreaterThanOrEqual(50);
    const { balance, pending } = await balanceOf(db, hot.id);
    expect(pending).toBe(0n);
    expect(balance >= 0n).toBe(true);
    expect(balance).toBe(500n - 250n - 10n * BigInt((tally.ok ?? 0) - 50));
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('resolves one hold once when 20 posts and voids race for it', async () => {
    const a = await funded(100n);
    const h = await hold(db, { kind: 'withdraw', postings: move(a, world, 40n) });
    const runs = Array.from({ length: 20 }, (_, i) => (i % 2 ? post(db, h.id) : voidHold(db, h.id)));
    expect(await outcomes(runs)).toEqual({ ok: 1, not_pending: 19 });
    const { pending } = await balanceOf(db, a.id);
    expect(pending).toBe(0n);
    expect(await verifyLedger(db)).toEqual([]);
  });

  it('applies one transfer id once when it is sent 20 times at once', async () => {
    const a = await funded(100n);
    const b = await newUserAccount(db, 'BTC');
    const id = randomUUID();
    const runs = Array.from({ length: 20 }, () => transfer(db, { id, kind: 'send', postings: move(a, b, 5n) }));
    expect(await outcomes(runs)).toEqual({ ok: 1, already_exists: 19 });
    expect((await balanceOf(db, b.id)).balance).toBe(5n);
  });

  it('transfers in both directions between the same accounts do not deadlock', async () => {
    const a = await funded(1_000n);
    const b = await funded(1_000n);
    const runs = Array.from({ length: 100 }, (_, i) =>
      transfer(db, { kind: 'send', postings: i % 2 ? move(a, b, 3n) : move(b, a, 3n) }),
    );
    expect(await outcomes(runs)).toEqual({ ok: 100 });
    expect((await balanceOf(db, a.id)).balance).toBe(1_000n);
    expect(await verifyLedger(db)).toEqual([]);
  });
});
