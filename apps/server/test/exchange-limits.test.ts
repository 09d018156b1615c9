import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger';
import { SandboxPriceOracle } from '../src/providers/prices';
import { codeOf, exchangeNow, exchangeRequest, quote } from './exchange-fixtures';
import { FakeClock, newAccount, TEST_TARGET, type TestApp, testApp } from './helpers';
import { balance, fund, listOf, walletIn } from './money-fixtures';

const clock = new FakeClock(Date.UTC(2034, 10, 20, 23, 0, 0));
const prices = new SandboxPriceOracle(Buffer.alloc(32, 11));

describe(`exchange daily limit (${TEST_TARGET})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // 150 EUR a day, so a test reaches it with small deposits.
    t = await testApp(
      { depositConfirmations: 1, exchangeDailyLimitCents: 15_000n, sessionIdleMs: 1e12, sessionMaxMs: 1e12 },
      { now: clock.now, prices },
    );
  });
  afterAll(async () => {
    expect(await verifyLedger(t.db)).toEqual([]);
    await t.close();
  });

  it('counts the EUR value of every exchange of the UTC day, in both directions, and starts again the next day', async () => {
    const a = await newAccount(t.app, 'limit-a@example.com');
    const eur = await walletIn(t, a, 'EUR');
    const btc = await walletIn(t, a, 'BTC');
    await fund(t, a, 'EUR', '500');
    const bought = await exchangeNow(t, a, eur, btc, '100');
    expect(bought.amountEUR).toBe('100.00');
    // Selling back counts too, by its own EUR value.
    const sold = await exchangeNow(t, a, btc, eur, '0.0003');
    const used = 10_000n + BigInt(sold.amountEUR.replace('.', ''));
    const left = 15_000n - used;
    const q = await quote(t, a, 'EUR', 'BTC');
    const over = (left + 1n).toString();
    const amount = `${over.slice(0, -2) || '0'}.${over.slice(-2).padStart(2, '0')}`;
    const refused = await exchangeRequest(t, a, { walletFromId: eur.id, walletToId: btc.id, amount, rate: q.rate });
    expect(codeOf(refused)).toBe('exchange_exceed_daily_limit');
    expect(refused.json().description).toContain(`${(Number(left) / 100).toFixed(2)} EUR left today`);
    expect(await listOf(t, a, '/api/exchange')).toHaveLength(2);
    // Exactly up to the limit is allowed.
    const exact = `${left.toString().slice(0, -2) || '0'}.${left.toString().slice(-2).padStart(2, '0')}`;
    const atLimit = await exchangeRequest(t, a, {
      walletFromId: eur.id,
      walletToId: btc.id,
      amount: exact,
      rate: q.rate,
    });
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    const again = await quote(t, a, 'EUR', 'BTC');
    const next = await exchangeRequest(t, a, {
      walletFromId: eur.id,
      walletToId: btc.id,
      amount: '1',
      rate: again.rate,
    });
    expect(codeOf(next)).toBe('exchange_exceed_daily_limit');

    // 23:00 UTC plus an hour is a new UTC day.
    clock.advance(60 * 60_000);
    const tomorrow = await exchangeNow(t, a, eur, btc, '100');
    expect(tomorrow.createdAt.slice(0, 10)).toBe('2034-11-21');
  });

  it('lets racing exchanges pass the daily limit only as far as it allows', async () => {
    const c = await newAccount(t.app, 'limit-race@example.com');
    const eur = await walletIn(t, c, 'EUR');
    const eth = await walletIn(t, c, 'ETH');
    await fund(t, c, 'EUR', '400');
    const q = await quote(t, c, 'EUR', 'ETH');
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        exchangeRequest(t, c, { walletFromId: eur.id, walletToId: eth.id, amount: '40', rate: q.rate }),
      ),
    );
    const codes = results.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(3);
    expect(codes.filter((code) => code === 'exchange_exceed_daily_limit')).toHaveLength(5);
    expect(await balance(t, c, 'EUR')).toBe('280.00');
    const [total] = await t.db.query<{ eur_cents: string }>(
      'SELECT eur_cents::text AS eur_cents FROM exchange_daily_totals WHERE user_id = $1',
      [c.user.id],
    );
    expect(total?.eur_cents).toBe('12000');
  });
});
