import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeContexts } from '../src/modules/exchange/context-cache';
import { QUOTE_REWRITE_MS } from '../src/modules/exchange/rates';
import { verifyLedger } from '../src/modules/ledger';
import { SandboxPriceOracle } from '../src/providers/prices';
import { codeOf, exchangeRequest, quote } from './exchange-fixtures';
import { FakeClock, newAccount, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { fund, type WalletInfo, walletIn } from './money-fixtures';

const clock = new FakeClock(Date.UTC(2032, 4, 6, 9, 0, 0));
const prices = new SandboxPriceOracle(Buffer.alloc(32, 9));

/**
 * An exchange reads its wallets, the operator switches and the live quotes from this instance's memory
 * (docs/decisions/0035-money-path.md): what the database announces still holds at once.
 */
describe(`exchange context from memory (${TEST_TARGET})`, () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let aEur: WalletInfo;
  let aBtc: WalletInfo;
  let bBtc: WalletInfo;
  beforeAll(async () => {
    t = await testApp({ sessionIdleMs: 1e12, sessionMaxMs: 1e12 }, { now: clock.now, prices });
    a = await newAccount(t.app, 'exchange-cache-a@example.com');
    b = await newAccount(t.app, 'exchange-cache-b@example.com');
    aEur = await walletIn(t, a, 'EUR');
    aBtc = await walletIn(t, a, 'BTC');
    bBtc = await walletIn(t, b, 'BTC');
    await fund(t, a, 'EUR', '1000');
  });
  afterAll(async () => {
    expect(await verifyLedger(t.db)).toEqual([]);
    await t.close();
  });

  const buy = async (rate: string | null, to = aBtc.id) =>
    exchangeRequest(t, a, { walletFromId: aEur.id, walletToId: to, amount: '10', rate: rate ?? 'none quoted' });

  it('answers the everyday exchange from memory, and still refuses another user’s wallet', async () => {
    const { rate } = await quote(t, a, 'EUR', 'BTC');
    expect((await buy(rate)).statusCode).toBe(200);
    const cache = exchangeContexts(t.db);
    const before = cache.hits;
    const res = await buy(rate);
    expect(res.statusCode, res.body).toBe(200);
    expect(cache.hits).toBe(before + 1);
    expect(codeOf(await buy(rate, bBtc.id), 404)).toBe('not_found');
    expect(codeOf(await buy(rate, aEur.id))).toBe('exchange_same_wallet');
  });

  it('obeys a pair switched off by raw SQL on the very next exchange, and its switching on', async () => {
    const { rate } = await quote(t, a, 'EUR', 'BTC');
    expect((await buy(rate)).statusCode).toBe(200);
    await t.db.query(`INSERT INTO exchange_disabled_pairs (from_coin, to_coin) VALUES ('EUR', 'BTC')`);
    expect(codeOf(await buy(rate))).toBe('pair_not_exchangeable');
    await t.db.query(`DELETE FROM exchange_disabled_pairs WHERE from_coin = 'EUR' AND to_coin = 'BTC'`);
    expect((await buy(rate)).statusCode).toBe(200);
  });

  it('obeys a coin put in maintenance by raw SQL on the very next exchange', async () => {
    const { rate } = await quote(t, a, 'EUR', 'BTC');
    expect((await buy(rate)).statusCode).toBe(200);
    await t.db.query(`INSERT INTO coin_flags (coin, maintenance) VALUES ('BTC', true)
      ON CONFLICT (coin) DO UPDATE SET maintenance = true`);
    try {
      expect(codeOf(await buy(rate))).toBe('pair_not_exchangeable');
    } finally {
      await t.db.query(`UPDATE coin_flags SET maintenance = false WHERE coin = 'BTC'`);
    }
    expect((await buy(rate)).statusCode).toBe(200);
  });

  it('finds a quote re-quoted or made since it kept its quotes, and lets a quote expire on time', async () => {
    const first = await quote(t, a, 'EUR', 'BTC');
    expect((await buy(first.rate)).statusCode).toBe(200);
    // Quoted again 20 s later (same prices): the kept copy looks expired 15 s after that, the database's does not.
    clock.advance(20_000);
    expect((await quote(t, a, 'EUR', 'BTC')).rate).toBe(first.rate);
    clock.advance(15_000);
    const again = await buy(first.rate);
    expect(again.statusCode, again.body).toBe(200);
    // A minute on the prices moved: the new quote is found, the old one has expired.
    clock.advance(60_000);
    const second = await quote(t, a, 'EUR', 'BTC');
    expect(second.rate).not.toBe(first.rate);
    const res = await buy(second.rate);
    expect(res.statusCode, res.body).toBe(200);
    expect(codeOf(await buy(first.rate))).toBe('rate_expired');
  });

  it('writes a set quoted again within a second once, tells its expiry from the stored time, and honours it', async () => {
    const first = await quote(t, a, 'EUR', 'BTC');
    const stored = async () =>
      (await t.db.query<{ at: string }>('SELECT max(last_quoted_at)::text AS at FROM exchange_quotes'))[0]?.at;
    const before = await stored();
    clock.advance(QUOTE_REWRITE_MS - 1);
    const again = await quote(t, a, 'EUR', 'BTC');
    expect(again.rate).toBe(first.rate);
    // Not written again: the answer's expiry is the first quote's, which the database still holds.
    expect(again.expiresAt).toBe(first.expiresAt);
    expect(await stored()).toBe(before);
    // Its expiry as told: the rate is refused from that moment.
    clock.advance(30_000 - QUOTE_REWRITE_MS + 1);
    expect(clock.now().toISOString()).toBe(again.expiresAt);
    expect(codeOf(await buy(again.rate))).toBe('rate_expired');
    // A second after the stored time the set is written again, and its rate counts from then.
    const fresh = await quote(t, a, 'EUR', 'BTC');
    expect(Date.parse(fresh.expiresAt ?? '')).toBe(clock.now().getTime() + 30_000);
    expect(await stored()).not.toBe(before);
  });
});
