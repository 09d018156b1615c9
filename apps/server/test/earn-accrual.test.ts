import { accrueDays, EARN_ACCRUAL_DENOMINATOR, formatAmount } from '@coffer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accrueInterest } from '../src/modules/earn/accrual';
import { verifyLedger } from '../src/modules/ledger';
import { runOps } from '../src/ops/run';
import { SandboxPriceOracle } from '../src/providers/prices';
import { FakeClock, newAccount, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { earnMove, fund, listOf, ops, walletIn } from './money-fixtures';

const DAY = 24 * 60 * 60_000;
const clock = new FakeClock(Date.UTC(2030, 2, 1, 10));
const prices = new SandboxPriceOracle(Buffer.alloc(32, 12));
const EUR_RATE = 40_000n; // 4 % a year, in ppm
const BTC_RATE = 10_000n; // 1 %

describe(`earn: daily interest accrual (${TEST_TARGET})`, () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let eur: string;
  let btc: string;
  // End-of-day balances of a's EUR Earn, in cents, one per accrued day so far.
  const eurDays: bigint[] = [];
  beforeAll(async () => {
    t = await testApp(
      { depositConfirmations: 1, proofOfFundsCents: 10n ** 12n, sessionIdleMs: 1e12, sessionMaxMs: 1e12 },
      { now: clock.now, prices },
    );
    a = await newAccount(t.app, 'accrual-a@example.com');
    b = await newAccount(t.app, 'accrual-b@example.com');
    eur = (await walletIn(t, a, 'EUR')).id;
    btc = (await walletIn(t, b, 'BTC')).id;
    await fund(t, a, 'EUR', '10000');
    await fund(t, b, 'BTC', '2');
    expect((await move('POST', a, eur, '1000')).statusCode).toBe(200);
    expect((await move('POST', b, btc, '1')).statusCode).toBe(200);
  });
  afterAll(async () => {
    expect(await verifyLedger(t.db)).toEqual([]);
    await t.close();
  });

  const move = (method: 'POST' | 'DELETE', who: TestAccount, walletId: string, amount: string) =>
    earnMove(t, who, method, walletId, amount);
  const interests = (who: TestAccount, url = '/api/investment/interest?limit=200') => listOf(t, who, url);
  const walletOf = async (who: TestAccount, id: string) =>
    (await listOf(t, who, '/api/wallet')).find((w) => w.id === id) as Record<string, string>;
  /** The cents a's EUR Earn should have earned so far, newest day first (as the lists show them). */
  const expectedEur = () =>
    accrueDays(eurDays, EUR_RATE)
      .interests.filter((cents) => cents > 0n)
      .map((cents) => formatAmount(cents, 2))
      .reverse();
  const accrue = async (...day: string[]) => (await ops(t, 'earn', 'accrue', ...day))[0];

  it('accrues each past day once through the ops command, carrying the remainder', async () => {
    clock.advance(3 * DAY); // 2030-03-04 10:00: days 1, 2 and 3 are over
    expect(await accrue()).toBe('earn accrued through 2030-03-03: 6 account-days, 6 interests credited');
    eurDays.push(100_000n, 100_000n, 100_000n);
    // 1000 EUR at 4 %: 10.96 cents a day, paid 10, 11, 11 as the carried remainder adds up.
    expect(expectedEur()).toEqual(['0.11', '0.11', '0.10']);
    const listed = await interests(a);
    expect(listed.map((i) => i.amount)).toEqual(expectedEur());
    expect(listed[2]).toEqual({
      id: expect.any(String),
      WalletId: eur,
      coinCode: 'EUR',
      amount: '0.10',
      amountEUR: '0.10',
      createdAt: clock.now().toISOString(),
    });
    expect(await listOf(t, a, `/api/wallet/${eur}/interests?limit=200`)).toEqual(listed);
    expect(await walletOf(a, eur)).toMatchObject({
      balance: '9000.32',
      investBalance: '1000.00',
      interestBalance: '0.32',
    });
    // 1 BTC at 1 %: 273972.6 satoshis a year, 2739.7 a day.
    const btcPaid = accrueDays([10n ** 8n, 10n ** 8n, 10n ** 8n], BTC_RATE).interests;
    expect((await interests(b)).map((i) => i.amount)).toEqual(btcPaid.map((s) => formatAmount(s, 8)).reverse());
    expect(await walletOf(b, btc)).toMatchObject({ interestBalance: '0.00008219', balance: '1.00008219' });
  });

  it('credits each interest with an INCOMING transaction whose ref is INTEREST and whose id is the interest’s', async () => {
    const [newest] = await interests(a);
    expect(await listOf(t, a, `/api/transaction/${newest!.id}`)).toMatchObject({
      type: 'INCOMING',
      status: 'CONFIRMED',
      ref: 'INTEREST',
      amount: '0.11',
      amountEUR: '0.11',
      WalletId: eur,
      WalletToId: eur,
      coinCode: 'EUR',
      extra: { day: '2030-03-03' },
    });
    const incoming = await listOf(t, a, `/api/wallet/${eur}/transactions?type=INCOMING&limit=200`);
    expect(incoming.map((x) => x.ref)).toEqual(['INTEREST', 'INTEREST', 'INTEREST']);
    // Other records keep a null ref.
    expect((await listOf(t, a, `/api/wallet/${eur}/transactions?type=DEPOSIT`))[0]).toMatchObject({ ref: null });
    // And nobody else sees them.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/transaction/${newest!.id}`, headers: b.auth })).statusCode,
    ).toBe(404);
  });

  it('credits nothing when run again for days already accrued', async () => {
    expect(await accrue()).toBe('earn accrued through 2030-03-03: 0 account-days, 0 interests credited');
    expect(await accrue('2030-03-02')).toBe('earn accrued through 2030-03-02: 0 account-days, 0 interests credited');
    expect(await interests(a)).toHaveLength(3);
  });

  it('credits a day once when several runs (or server instances) accrue it at the same time', async () => {
    clock.advance(DAY); // 2030-03-05
    const runs = await Promise.all(Array.from({ length: 4 }, () => accrueInterest(t.app.services)));
    expect(runs.reduce((sum, run) => sum + run.credited, 0)).toBe(2);
    eurDays.push(100_000n);
    expect((await interests(a)).map((i) => i.amount)).toEqual(expectedEur());
    expect(await interests(b)).toHaveLength(4);
  });

  it('accrues each day on the balance invested at its end', async () => {
    // 2030-03-05: 600 comes out, 250 goes in, then 50 out again: 600 stay in Earn at the end of the day.
    expect((await move('DELETE', a, eur, '600')).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await move('POST', a, eur, '250')).statusCode).toBe(200);
    expect((await move('DELETE', a, eur, '50')).statusCode).toBe(200);
    clock.advance(DAY); // 2030-03-06: 100 more goes in
    expect((await move('POST', a, eur, '100')).statusCode).toBe(200);
    clock.advance(DAY); // 2030-03-07
    expect(await accrue()).toBe('earn accrued through 2030-03-06: 4 account-days, 4 interests credited');
    eurDays.push(60_000n, 70_000n);
    expect((await interests(a)).map((i) => i.amount)).toEqual(expectedEur());
    const rows = await t.db.query<{ day: string; balance: string }>(
      `SELECT day::text AS day, balance::text AS balance FROM earn_accruals r JOIN earn_accounts e USING (account_id)
        WHERE e.wallet_id = $1 ORDER BY day`,
      [eur],
    );
    expect(rows.map((r) => [r.day, r.balance])).toEqual([
      ['2030-03-01', '100000'],
      ['2030-03-02', '100000'],
      ['2030-03-03', '100000'],
      ['2030-03-04', '100000'],
      ['2030-03-05', '60000'],
      ['2030-03-06', '70000'],
    ]);
  });

  it('accrues today early when an operator asks, and refuses a future day or a bad date', async () => {
    for (const args of [['accrue', '2030-03-08'], ['accrue', '2030-02-30'], ['accrue', 'yesterday'], ['pay'], []]) {
      const res = await runOps(t.db, ['earn', ...args], t.app.services);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.output[0]).toMatch(/^usage: earn accrue/);
    }
    expect(await accrue('2030-03-07')).toBe('earn accrued through 2030-03-07: 2 account-days, 2 interests credited');
    eurDays.push(70_000n);
    expect((await interests(a)).map((i) => i.amount)).toEqual(expectedEur());
    // The hourly job of the next day finds that day done.
    clock.advance(DAY);
    expect(await accrueInterest(t.app.services)).toEqual({ through: '2030-03-07', days: 0, credited: 0 });
  });

  it('pays nothing for days a coin has no rate, and still lets its money out', async () => {
    const config = t.app.services.config;
    const rates = config.earnRates;
    config.earnRates = { BTC: BTC_RATE };
    try {
      clock.advance(DAY); // 2030-03-09 10:00: 03-08 is due
      expect(await accrue()).toBe('earn accrued through 2030-03-08: 1 account-days, 1 interests credited');
      const [state] = await t.db.query<{ accrued_through: string }>(
        'SELECT accrued_through::text AS accrued_through FROM earn_accounts WHERE wallet_id = $1',
        [eur],
      );
      expect(state?.accrued_through).toBe('2030-03-08');
      expect((await move('POST', a, eur, '10')).json().code).toBe('investment_disabled');
      expect((await move('DELETE', a, eur, '300')).statusCode).toBe(200);
    } finally {
      config.earnRates = rates;
    }
    clock.advance(DAY); // 2030-03-10: 03-09 earns again, on the 400 left
    expect(await accrue()).toBe('earn accrued through 2030-03-09: 2 account-days, 2 interests credited');
    eurDays.push(40_000n);
    expect((await interests(a)).map((i) => i.amount)).toEqual(expectedEur());
  });

  it('catches up 30 days at once, paying exactly balance × rate with the remainder carried', async () => {
    clock.advance(30 * DAY);
    expect(await accrue()).toBe('earn accrued through 2030-04-08: 60 account-days, 60 interests credited');
    eurDays.push(...Array(30).fill(40_000n));
    const listed = await interests(a);
    expect(listed.map((i) => i.amount)).toEqual(expectedEur());
    const paid = listed.reduce((sum, i) => sum + BigInt(String(i.amount).replace('.', '')), 0n);
    expect((await walletOf(a, eur)).interestBalance).toBe(formatAmount(paid, 2));
    // Over the whole history: interest paid plus what is carried equals every day's balance × rate, exactly.
    const [carry] = await t.db.query<{ carried: string }>(
      'SELECT carried::text AS carried FROM earn_accounts WHERE wallet_id = $1',
      [eur],
    );
    const exact = eurDays.reduce((sum, cents) => sum + cents * EUR_RATE, 0n);
    expect(paid * EARN_ACCRUAL_DENOMINATOR + BigInt(carry!.carried)).toBe(exact);
  });

  it('lets ledger verify catch a tampered carry or a tampered investment', async () => {
    await t.db.query('UPDATE earn_accounts SET carried = carried + 1 WHERE wallet_id = $1', [eur]);
    expect((await verifyLedger(t.db)).map((v) => v.check)).toContain('earn_accrual_mismatch');
    await t.db.query('UPDATE earn_accounts SET carried = carried - 1 WHERE wallet_id = $1', [eur]);
    await t.db.query(
      'UPDATE investments SET amount = amount + 1 WHERE wallet_id = $1 AND removed_at IS NULL AND seq = (SELECT max(seq) FROM investments WHERE wallet_id = $1 AND removed_at IS NULL)',
      [eur],
    );
    expect((await verifyLedger(t.db)).map((v) => v.check)).toContain('earn_balance_mismatch');
    await t.db.query(
      'UPDATE investments SET amount = amount - 1 WHERE wallet_id = $1 AND removed_at IS NULL AND seq = (SELECT max(seq) FROM investments WHERE wallet_id = $1 AND removed_at IS NULL)',
      [eur],
    );
    expect(await verifyLedger(t.db)).toEqual([]);
    await t.db.query('UPDATE earn_accounts SET interest_total = interest_total + 1 WHERE wallet_id = $1', [eur]);
    const tampered = await verifyLedger(t.db);
    expect(tampered.map((v) => v.check)).toEqual(['earn_accrual_mismatch']);
    expect(tampered[0]?.detail).toContain('interest total');
    await t.db.query('UPDATE earn_accounts SET interest_total = interest_total - 1 WHERE wallet_id = $1', [eur]);
    expect(await verifyLedger(t.db)).toEqual([]);
  });
});
