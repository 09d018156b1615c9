import { PLATFORM_TOKEN_CODE } from '@coffer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxPriceOracle } from '../src/providers/prices';
import { activeCard, cardHolder, cardLedgerClean, cardOp } from './card-fixtures';
import { FakeClock, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { balance } from './money-fixtures';

const clock = new FakeClock();
const prices = new SandboxPriceOracle(Buffer.alloc(32, 3));

/** The user's AMN wallet balance in atomic units. */
async function amn(t: TestApp, who: TestAccount): Promise<bigint> {
  const [row] = await t.app.services.db.query<{ balance: string }>(
    `SELECT coalesce(sum(a.balance), 0)::text AS balance FROM wallets w JOIN ledger_accounts a ON a.id = w.ledger_account_id
      JOIN users u ON u.id = w.user_id WHERE u.email = $1 AND w.coin = $2`,
    [who.email, PLATFORM_TOKEN_CODE],
  );
  return BigInt(row?.balance ?? '0');
}

/** The CASHBACK_CARD transactions of the user: paid (INCOMING) and taken back (OUTGOING). */
async function cashbackRows(t: TestApp, who: TestAccount) {
  return t.app.services.db.query<{ type: string; amount: string }>(
    `SELECT t.type, t.amount::text AS amount FROM transactions t JOIN wallets w ON w.id = t.wallet_id
      JOIN users u ON u.id = w.user_id
      WHERE u.email = $1 AND 'CASHBACK_CARD' IN (t.from_address, t.to_address) ORDER BY t.created_at, t.type`,
    [who.email],
  );
}

describe(`card cashback taken back on refund (${TEST_TARGET})`, () => {
  let t: TestApp;
  let a: TestAccount;
  beforeAll(async () => {
    t = await testApp({}, { now: clock.now, prices });
    a = await cardHolder(t, 'card-cashback@example.com', '1000');
    await activeCard(t, a, { monthlyLimit: 1000 });
    await t.app.services.db.query("UPDATE users SET tier = 'TIER_ICO_2' WHERE email = $1", [a.email]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a partial refund takes back that part, the rest of the refund the rest, never more than was paid', async () => {
    const { id } = await cardOp(t, 'authorize', a.email, '100', 'EUR', '--merchant', 'Shoe Shop', '--mcc', '5661');
    await cardOp(t, 'clear', id);
    const paid = await amn(t, a);
    expect(paid).toBeGreaterThan(0n);
    await cardOp(t, 'refund', id, '40');
    expect(await balance(t, a, 'EUR')).toBe('940.00');
    expect(await amn(t, a)).toBe(paid - (paid * 40n) / 100n);
    await cardLedgerClean(t);
    await cardOp(t, 'refund', id);
    expect(await balance(t, a, 'EUR')).toBe('1000.00');
    expect(await amn(t, a)).toBe(0n);
    const rows = await cashbackRows(t, a);
    expect(rows.map((r) => r.type)).toEqual(['INCOMING', 'OUTGOING', 'OUTGOING']);
    await cardLedgerClean(t);
  });

  it('a refund after the cashback was spent takes back only what the wallet still holds', async () => {
    const { id } = await cardOp(t, 'authorize', a.email, '50', 'EUR');
    await cardOp(t, 'clear', id);
    const paid = await amn(t, a);
    expect(paid).toBeGreaterThan(0n);
    // The AMN is gone (moved out of the wallet); the refund still goes through.
    await t.app.services.db.query(
      `UPDATE ledger_accounts SET debits_pending = debits_pending + $2::numeric
        WHERE id = (SELECT w.ledger_account_id FROM wallets w JOIN users u ON u.id = w.user_id WHERE u.email = $1 AND w.coin = $3)`,
      [a.email, paid.toString(), PLATFORM_TOKEN_CODE],
    );
    await cardOp(t, 'refund', id);
    expect(await balance(t, a, 'EUR')).toBe('1000.00');
    expect(await amn(t, a)).toBe(paid);
  });
});
