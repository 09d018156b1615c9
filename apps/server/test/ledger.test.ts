import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import {
  accountHistory,
  balanceOf,
  ensureSystemAccount,
  getAccount,
  getTransfer,
  hold,
  type LedgerAccount,
  type LedgerErrorCode,
  openUserAccount,
  post,
  transfer,
  verifyLedger,
  voidHold,
} from '../src/modules/ledger';
import { inTransaction } from '../src/modules/ledger/sql';
import { freshDatabase, TEST_TARGET, type TestDatabase } from './helpers';
import { fund, move, newUser, newUserAccount } from './ledger-fixtures';

describe(`ledger (${TEST_TARGET})`, () => {
  let t: TestDatabase;
  let db: Database;
  let world: LedgerAccount;
  let fees: LedgerAccount;
  beforeAll(async () => {
    t = await freshDatabase();
    db = t.db;
    world = await ensureSystemAccount(db, 'BTC', 'world');
    fees = await ensureSystemAccount(db, 'BTC', 'fees');
  });
  afterAll(async () => {
    expect(await verifyLedger(db)).toEqual([]);
    await t.drop();
  });

  async function funded(amount: bigint, coin = 'BTC'): Promise<LedgerAccount> {
    const account = await newUserAccount(db, coin);
    const source = coin === 'BTC' ? world : await ensureSystemAccount(db, coin, 'world');
    await transfer(db, { kind: 'deposit', postings: fund(source, account, amount) });
    return account;
  }

  async function codeOf(promise: Promise<unknown>): Promise<LedgerErrorCode | 'ok'> {
    try {
      await promise;
      return 'ok';
    } catch (error) {
      if ((error as { name?: string }).name !== 'LedgerError') throw error;
      return (error as { code: LedgerErrorCode }).code;
    }
  }

  const counts = async () =>
    (
      await db.query<{ n: string }>(
        `SELECT (SELECT count(*) FROM ledger_transfers) || '/' || (SELECT count(*) FROM ledger_postings) AS n`,
      )
    )[0]!.n;

  describe('accounts', () => {
    it('creates a system account once per coin and code, even under a race', async () => {
      const again = await ensureSystemAccount(db, 'BTC', 'world');
      expect(again).toEqual(world);
      expect(world).toMatchObject({ coin: 'BTC', kind: 'system', code: 'world', ownerId: null, noOverdraft: false });
      const racing = await Promise.all(Array.from({ length: 8 }, () => ensureSystemAccount(db, 'ETH', 'fees')));
      expect(new Set(racing.map((a) => a.id)).size).toBe(1);
      expect((await ensureSystemAccount(db, 'EUR', 'fees')).id).not.toBe(racing[0]!.id);
      const strict = await ensureSystemAccount(db, 'BTC', 'exchange_inventory', { noOverdraft: true });
      expect(strict.noOverdraft).toBe(true);
    });

    it('opens a user account once per owner, coin and code', async () => {
      const ownerId = await newUser(db);
      const main = await openUserAccount(db, { coin: 'BTC', ownerId });
      expect(main).toMatchObject({ coin: 'BTC', kind: 'user', code: 'main', ownerId, noOverdraft: true });
      expect(await openUserAccount(db, { coin: 'BTC', ownerId })).toEqual(main);
      const earn = await openUserAccount(db, { coin: 'BTC', ownerId, code: 'earn' });
      expect(earn.id).not.toBe(main.id);
      expect(await getAccount(db, main.id)).toEqual(main);
      expect(await getAccount(db, randomUUID())).toBeNull();
      expect(await getAccount(db, 'not-a-uuid')).toBeNull();
      expect(await balanceOf(db, main.id)).toEqual({ balance: 0n, pending: 0n, available: 0n });
    });

    it.each([
      ['an unknown id', randomUUID()],
      ['a malformed id', 'nope'],
    ])('balanceOf refuses %s with not_found', async (_name, id) => {
      expect(await codeOf(balanceOf(db, id))).toBe('not_found');
    });
  });

  describe('transfer', () => {
    it('moves money and keeps the balance after each posting', async () => {
      const a = await funded(1_000n);
      const b = await newUserAccount(db, 'BTC');
      const result = await transfer(db, {
        kind: 'send',
        postings: [
          { accountId: a.id, coin: 'BTC', amount: -301n },
          { accountId: b.id, coin: 'BTC', amount: 300n },
          { accountId: fees.id, coin: 'BTC', amount: 1n },
        ],
        metadata: { note: 'with a fee' },
      });
      expect(result).toMatchObject({ kind: 'send', status: 'posted', pendingId: null });
      expect(result.postings.map((p) => p.balanceAfter)).toEqual([699n, 300n, expect.any(BigInt)]);
      expect(await balanceOf(db, a.id)).toEqual({ balance: 699n, pending: 0n, available: 699n });
      expect(await balanceOf(db, b.id)).toEqual({ balance: 300n, pending: 0n, available: 300n });
      expect(await getTransfer(db, result.id)).toEqual(result);
      expect(await getTransfer(db, randomUUID())).toBeNull();
    });

    it('keeps amounts far beyond 2^64 exact', async () => {
      const whale = await funded(10n ** 60n + 1n, 'ETH');
      expect((await balanceOf(db, whale.id)).balance).toBe(10n ** 60n + 1n);
    });

    it('lets a system account go negative but never a user account', async () => {
      const a = await funded(10n);
      expect((await balanceOf(db, world.id)).balance < 0n).toBe(true);
      expect(await codeOf(transfer(db, { kind: 'send', postings: move(a, world, 11n) }))).toBe('insufficient_funds');
      expect(await codeOf(transfer(db, { kind: 'send', postings: move(a, world, 10n) }))).toBe('ok');
      expect(await balanceOf(db, a.id)).toEqual({ balance: 0n, pending: 0n, available: 0n });
    });

    it('refuses bad transfers and writes nothing', async () => {
      const a = await funded(100n);
      const b = await newUserAccount(db, 'BTC');
      const eur = await newUserAccount(db, 'EUR');
      const existing = await transfer(db, { kind: 'send', postings: move(a, b, 1n) });
      const before = await counts();
      const cases: [string, Parameters<typeof transfer>[1], LedgerErrorCode][] = [
        ['no postings', { kind: 'x', postings: [] }, 'no_postings'],
        ['a zero amount', { kind: 'x', postings: move(a, b, 0n) }, 'zero_amount'],
        [
          'unbalanced',
          { kind: 'x', postings: [...move(a, b, 5n), { accountId: fees.id, coin: 'BTC', amount: 1n }] },
          'unbalanced',
        ],
        ['an account twice', { kind: 'x', postings: move(a, a, 5n) }, 'duplicate_account'],
        ['a posting in the wrong coin', { kind: 'x', postings: move(a, { ...eur, coin: 'BTC' }, 5n) }, 'coin_mismatch'],
        ['an unknown account', { kind: 'x', postings: move(a, { ...b, id: randomUUID() }, 5n) }, 'not_found'],
        ['a malformed account id', { kind: 'x', postings: move(a, { ...b, id: 'b' }, 5n) }, 'not_found'],
        ['more than the balance', { kind: 'x', postings: move(a, b, 100n) }, 'insufficient_funds'],
        ['an id used before', { id: existing.id, kind: 'x', postings: move(a, b, 1n) }, 'already_exists'],
      ];
      for (const [name, input, code] of cases) {
        expect(await codeOf(transfer(db, input)), name).toBe(code);
      }
      expect(await counts()).toBe(before);
      expect(await balanceOf(db, a.id)).toEqual({ balance: 99n, pending: 0n, available: 99n });
    });

    it('rolls back every statement of a failed transaction, and names a constraint it hit', async () => {
      const a = await funded(5n);
      const id = randomUUID();
      const boom = inTransaction(db, async (q) => {
        await q(sql`INSERT INTO ledger_transfers (id, kind, status) VALUES (${id}, 'x', 'posted')`);
        await q(sql`UPDATE ledger_accounts SET balance = 1 WHERE id = ${a.id}`);
        throw new Error('boom');
      });
      await expect(boom).rejects.toThrow('boom');
      expect(await getTransfer(db, id)).toBeNull();
      expect((await balanceOf(db, a.id)).balance).toBe(5n);
      const overdraft = inTransaction(db, (q) => q(sql`UPDATE ledger_accounts SET balance = -1 WHERE id = ${a.id}`));
      expect(await codeOf(overdraft)).toBe('insufficient_funds');
      expect((await balanceOf(db, a.id)).balance).toBe(5n);
    });

    it('keeps transfers and postings append-only', async () => {
      await expect(db.exec(`UPDATE ledger_postings SET amount = amount * 2`)).rejects.toThrow(/append-only/);
      await expect(db.exec(`DELETE FROM ledger_transfers`)).rejects.toThrow(/append-only/);
    });
  });

  describe('holds', () => {
    it('reserves the debit without moving money, then posts it in full', async () => {
      const a = await funded(100n);
      const h = await hold(db, { kind: 'withdraw', postings: move(a, world, 60n), metadata: { to: 'bc1q...' } });
      expect(h).toMatchObject({ status: 'pending', pendingId: null });
      expect(h.postings.map((p) => p.balanceAfter)).toEqual([null, null]);
      expect(await balanceOf(db, a.id)).toEqual({ balance: 100n, pending: 60n, available: 40n });
      expect(await codeOf(transfer(db, { kind: 'send', postings: move(a, world, 41n) }))).toBe('insufficient_funds');
      expect(await codeOf(hold(db, { kind: 'withdraw', postings: move(a, world, 41n) }))).toBe('insufficient_funds');

      const done = await post(db, h.id, { metadata: { txId: 'abc' } });
      expect(done).toMatchObject({ kind: 'withdraw', status: 'posted_from_pending', pendingId: h.id });
      expect(done.postings[0]).toMatchObject({ accountId: a.id, amount: -60n, balanceAfter: 40n });
      expect(await balanceOf(db, a.id)).toEqual({ balance: 40n, pending: 0n, available: 40n });
    });

    it('posts less than held and releases the rest', async () => {
      const a = await funded(100n);
      const b = await newUserAccount(db, 'BTC');
      const h = await hold(db, {
        kind: 'card',
        postings: [
          { accountId: a.id, coin: 'BTC', amount: -50n },
          ...move(world, b, 49n).slice(1),
          { accountId: fees.id, coin: 'BTC', amount: 1n },
        ],
      });
      expect(await balanceOf(db, b.id)).toEqual({ balance: 0n, pending: 0n, available: 0n });
      const amounts = [
        { accountId: a.id, coin: 'BTC', amount: -30n },
        { accountId: b.id, coin: 'BTC', amount: 30n },
      ];
      expect(await codeOf(post(db, h.id, { amounts: amounts.map((p) => ({ ...p, amount: p.amount * 2n })) }))).toBe(
        'exceeds_hold',
      );
      await post(db, h.id, { amounts });
      expect(await balanceOf(db, a.id)).toEqual({ balance: 70n, pending: 0n, available: 70n });
      expect(await balanceOf(db, b.id)).toEqual({ balance: 30n, pending: 0n, available: 30n });
    });

    it('voids a hold, releasing the reservation', async () => {
      const a = await funded(100n);
      const h = await hold(db, { kind: 'withdraw', postings: move(a, world, 100n) });
      expect((await balanceOf(db, a.id)).available).toBe(0n);
      const voided = await voidHold(db, h.id, { metadata: { reason: 'chain rejected' } });
      expect(voided).toMatchObject({ status: 'voided', pendingId: h.id, postings: [] });
      expect(await balanceOf(db, a.id)).toEqual({ balance: 100n, pending: 0n, available: 100n });
    });

    it('resolves a hold only once, and only a hold', async () => {
      const a = await funded(100n);
      const posted = await hold(db, { kind: 'w', postings: move(a, world, 10n) });
      const resolution = await post(db, posted.id);
      const voided = await hold(db, { kind: 'w', postings: move(a, world, 10n) });
      await voidHold(db, voided.id);
      const plain = await transfer(db, { kind: 'w', postings: move(a, world, 10n) });
      const open = await hold(db, { kind: 'w', postings: move(a, world, 10n) });
      const before = await counts();
      const cases: [string, () => Promise<unknown>, LedgerErrorCode][] = [
        ['post a posted hold', () => post(db, posted.id), 'not_pending'],
        ['void a posted hold', () => voidHold(db, posted.id), 'not_pending'],
        ['post a voided hold', () => post(db, voided.id), 'not_pending'],
        ['void a voided hold', () => voidHold(db, voided.id), 'not_pending'],
        ['post a plain transfer', () => post(db, plain.id), 'not_pending'],
        ['void a resolution', () => voidHold(db, resolution.id), 'not_pending'],
        ['post an unknown id', () => post(db, randomUUID()), 'not_found'],
        ['void a malformed id', () => voidHold(db, 'x'), 'not_found'],
        [
          'post amounts that do not sum to zero',
          () => post(db, open.id, { amounts: move(a, world, 5n).slice(0, 1) }),
          'unbalanced',
        ],
        [
          'post amounts in another coin',
          () => post(db, open.id, { amounts: move({ ...a, coin: 'EUR' }, { ...world, coin: 'EUR' }, 5n) }),
          'coin_mismatch',
        ],
        [
          'post onto an account outside the hold',
          () => post(db, open.id, { amounts: move(a, fees, 5n) }),
          'exceeds_hold',
        ],
      ];
      for (const [name, run, code] of cases) expect(await codeOf(run()), name).toBe(code);
      expect(await counts()).toBe(before);
      expect(await balanceOf(db, a.id)).toEqual({ balance: 80n, pending: 10n, available: 70n });
    });
  });

  describe('history', () => {
    it('pages newest first by keyset, labelling holds by outcome', async () => {
      const a = await funded(1_000n);
      for (let i = 1n; i <= 22n; i++) await transfer(db, { kind: 'send', postings: move(a, world, i) });
      const open = await hold(db, { kind: 'withdraw', postings: move(a, world, 5n) });
      const gone = await hold(db, { kind: 'withdraw', postings: move(a, world, 6n) });
      await voidHold(db, gone.id);

      const seen: string[] = [];
      let beforeId: string | null = null;
      const sizes: number[] = [];
      for (;;) {
        const page = await accountHistory(db, a.id, { limit: 10, beforeId });
        if (!page.length) break;
        sizes.push(page.length);
        seen.push(...page.map((e) => e.id));
        beforeId = page.at(-1)!.id;
      }
      expect(sizes).toEqual([10, 10, 5]);
      expect(seen.map(BigInt)).toEqual([...seen.map(BigInt)].sort((x, y) => (x > y ? -1 : 1)));

      const [voidedHold, openHold, last] = await accountHistory(db, a.id, { limit: 3 });
      expect(voidedHold).toMatchObject({
        transferId: gone.id,
        status: 'pending',
        hold: 'voided',
        amount: -6n,
        balanceAfter: null,
      });
      expect(openHold).toMatchObject({ transferId: open.id, hold: 'pending', amount: -5n });
      expect(last).toMatchObject({
        kind: 'send',
        status: 'posted',
        hold: null,
        amount: -22n,
        balanceAfter: 1_000n - 253n,
      });
      expect(last!.createdAt).toBeInstanceOf(Date);
      expect(await accountHistory(db, a.id, { limit: 0 })).toHaveLength(1);
      expect(await accountHistory(db, randomUUID())).toEqual([]);
      expect(await accountHistory(db, 'nope')).toEqual([]);
    });
  });
});
