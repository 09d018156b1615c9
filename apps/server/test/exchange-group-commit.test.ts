import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeBatcher } from '../src/modules/exchange/group-commit';
import { verifyLedger } from '../src/modules/ledger';
import { knownStates } from '../src/modules/ledger/known-states';
import { SandboxPriceOracle } from '../src/providers/prices';
import { codeOf, exchangeRequest, quote } from './exchange-fixtures';
import { FakeClock, newAccount, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { balance, fund, listOf, ops, walletIn } from './money-fixtures';

const clock = new FakeClock(Date.UTC(2033, 4, 6, 12, 0, 0));
const prices = new SandboxPriceOracle(Buffer.alloc(32, 5));

/**
 * Group commit of exchanges (docs/decisions/0043): exchanges that arrive together are written in one
 * transaction, each checked in turn on the balances and the day's total the ones before it left. These
 * run the exchanges concurrently so that batches really hold several of them.
 */
describe(`group commit of exchanges (${TEST_TARGET})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(
      { depositConfirmations: 1, exchangeDailyLimitCents: 50_000n, sessionIdleMs: 1e12, sessionMaxMs: 1e12 },
      { now: clock.now, prices },
    );
  });
  afterAll(async () => {
    expect(await verifyLedger(t.db)).toEqual([]);
    await t.close();
  });

  async function trader(email: string, eur: string) {
    const who = await newAccount(t.app, email);
    const from = await walletIn(t, who, 'EUR');
    const to = await walletIn(t, who, 'BTC');
    await fund(t, who, 'EUR', eur);
    return { who, from, to };
  }

  const buy = (
    x: { who: TestAccount; from: { id: string }; to: { id: string } },
    amount: string,
    rate: string,
    key?: string,
  ) => exchangeRequest(t, x.who, { walletFromId: x.from.id, walletToId: x.to.id, amount, rate }, key);

  it('makes exactly the exchanges the balance covers, each with its cashback, and refuses the rest alone', async () => {
    const a = await trader('gc-exchange-a@example.com', '100');
    const b = await trader('gc-exchange-b@example.com', '100');
    // A special tier pays an AMN cashback with every exchange: a refused exchange must not pay it.
    await ops(t, 'tier', 'grant', a.who.email, 'TIER_ICO_1');
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/user/updateTier',
      headers: a.who.auth,
      payload: { label: 'TIER_ICO_1' },
    });
    expect(change.statusCode, change.body).toBe(200);
    const rate = (await quote(t, a.who, 'EUR', 'BTC')).rate as string;
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => buy(a, '30', rate)),
      ...Array.from({ length: 4 }, () => buy(b, '10', rate)),
    ]);
    const codes = answers.map((r) => (r.statusCode === 200 ? 'ok' : codeOf(r)));
    expect(codes.slice(0, 8).filter((c) => c === 'ok')).toHaveLength(3);
    expect(codes.slice(0, 8).filter((c) => c === 'balance_not_enough')).toHaveLength(5);
    expect(codes.slice(8)).toEqual(Array(4).fill('ok'));
    expect(exchangeBatcher(t.app.services).largestBatch).toBeGreaterThan(1);
    expect(await balance(t, a.who, 'EUR')).toBe('10.00');
    expect(await balance(t, b.who, 'EUR')).toBe('60.00');
    // Each exchange made is listed once, with its own cashback; the day counts only what was made.
    const made = answers.slice(0, 8).filter((r) => r.statusCode === 200);
    const listed = await listOf(t, a.who, '/api/exchange');
    expect(listed.map((x) => x.id).sort()).toEqual(made.map((r) => r.json().id).sort());
    const cashbacks = made.map((r) => r.json().transactionCashback);
    expect(new Set(cashbacks).size).toBe(3);
    const amn = await walletIn(t, a.who, 'AMN');
    const amnTransactions = await listOf(t, a.who, `/api/wallet/${amn.id}/transactions`);
    expect(amnTransactions.map((tx) => tx.id).sort()).toEqual([...cashbacks].sort());
    const totals = await t.db.query<{ user_id: string; eur_cents: string }>(
      'SELECT user_id, eur_cents::text AS eur_cents FROM exchange_daily_totals WHERE user_id = ANY($1::uuid[]) ORDER BY eur_cents',
      [[a.who.user.id, b.who.user.id]],
    );
    expect(totals.map((r) => [r.user_id, r.eur_cents])).toEqual([
      [b.who.user.id, '4000'],
      [a.who.user.id, '9000'],
    ]);
  });

  it('counts the daily limit in turn inside a batch', async () => {
    const c = await trader('gc-exchange-c@example.com', '1000');
    const rate = (await quote(t, c.who, 'EUR', 'BTC')).rate as string;
    const answers = await Promise.all(Array.from({ length: 7 }, () => buy(c, '120', rate)));
    const codes = answers.map((r) => (r.statusCode === 200 ? 'ok' : codeOf(r)));
    // 500 EUR a day: four of 120 EUR fit, the other three are refused, whatever batch they were in.
    expect(codes.filter((code) => code === 'ok')).toHaveLength(4);
    expect(codes.filter((code) => code === 'exchange_exceed_daily_limit')).toHaveLength(3);
    expect(await balance(t, c.who, 'EUR')).toBe('520.00');
  });

  it('makes one exchange for one Idempotency-Key sent many times at once, and answers each the same', async () => {
    const d = await trader('gc-exchange-d@example.com', '50');
    const rate = (await quote(t, d.who, 'EUR', 'BTC')).rate as string;
    const answers = await Promise.all(Array.from({ length: 6 }, () => buy(d, '20', rate, 'gc-exchange-key-1')));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect(await balance(t, d.who, 'EUR')).toBe('30.00');
  });

  it('releases the key of an exchange refused in a batch, so a corrected retry may use it', async () => {
    const e = await trader('gc-exchange-e@example.com', '10');
    const rate = (await quote(t, e.who, 'EUR', 'BTC')).rate as string;
    const [refused, made] = await Promise.all([buy(e, '20', rate, 'gc-exchange-key-2'), buy(e, '5', rate)]);
    expect(codeOf(refused)).toBe('balance_not_enough');
    expect(made.statusCode, made.body).toBe(200);
    await fund(t, e.who, 'EUR', '20');
    const retried = await buy(e, '20', rate, 'gc-exchange-key-2');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await balance(t, e.who, 'EUR')).toBe('5.00');
  });

  it('plans exchanges on the balances and day totals it wrote, and counts the limit from the row when it moved', async () => {
    const f = await trader('gc-exchange-f@example.com', '1000');
    const rate = (await quote(t, f.who, 'EUR', 'BTC')).rate as string;
    const guessed = knownStates(t.app.services)?.accounts.guessed ?? 0;
    const wrong = exchangeBatcher(t.app.services).wrongGuesses;
    for (let i = 0; i < 3; i++) expect((await buy(f, '100', rate)).statusCode).toBe(200);
    if (TEST_TARGET === 'postgres')
      expect(knownStates(t.app.services)?.accounts.guessed).toBeGreaterThanOrEqual(guessed + 2);
    expect(exchangeBatcher(t.app.services).wrongGuesses).toBe(wrong);
    // Another instance counted 50 EUR on the day: 350 of the 500 are spent, so 100 more fit and 100 again do not.
    await t.db.query('UPDATE exchange_daily_totals SET eur_cents = eur_cents + 5000 WHERE user_id = $1', [
      f.who.user.id,
    ]);
    expect((await buy(f, '100', rate)).statusCode).toBe(200);
    expect(exchangeBatcher(t.app.services).wrongGuesses).toBe(TEST_TARGET === 'postgres' ? wrong + 1 : wrong);
    expect(codeOf(await buy(f, '100', rate))).toBe('exchange_exceed_daily_limit');
    // A deposit moves the balance behind the batcher's back: the next exchange is still paid from the real one.
    await fund(t, f.who, 'EUR', '5');
    expect((await buy(f, '40', rate)).statusCode).toBe(200);
    expect(await balance(t, f.who, 'EUR')).toBe('565.00');
    expect(exchangeBatcher(t.app.services).wrongGuesses).toBe(TEST_TARGET === 'postgres' ? wrong + 2 : wrong);
  });
});
