import { formatExactDecimal, quoteRate, sortCodesByWalletDisplayOrder, walletCoins } from '@coffer/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { verifyLedger } from '../src/modules/ledger';
import { runOps } from '../src/ops/run';
import { type PriceOracle, PriceUnavailableError, SandboxPriceOracle } from '../src/providers/prices';
import { codeOf, exchangeRequest, getRate, quote, type RateInfo } from './exchange-fixtures';
import { FakeClock, newAccount, TEST_TARGET, type TestAccount, type TestApp, testApp, testConfig } from './helpers';
import { fund, type WalletInfo, walletIn } from './money-fixtures';

const clock = new FakeClock(Date.UTC(2033, 6, 14, 8, 30, 0));
const sandbox = new SandboxPriceOracle(Buffer.alloc(32, 9));

/** The sandbox feed, less the coins a test says have no price right now. */
class PartialOracle implements PriceOracle {
  readonly missing = new Set<string>();
  price(coin: string, fiat: 'EUR' | 'GBP' | 'USD', at: Date) {
    if (this.missing.has(coin)) return Promise.reject(new PriceUnavailableError(`no ${coin} price`));
    return sandbox.price(coin, fiat, at);
  }
}
const prices = new PartialOracle();

// Every wallet coin outside production (ERC included), in the spec's display order.
const COINS = sortCodesByWalletDisplayOrder(walletCoins({ production: false }).map((coin) => coin.code));

describe(`exchange rates and switches (${TEST_TARGET})`, () => {
  let t: TestApp;
  let a: TestAccount;
  let aEur: WalletInfo;
  let aBtc: WalletInfo;
  const list = async (app: FastifyInstance = t.app) => {
    const res = await app.inject({ method: 'GET', url: '/api/oracle/rates', headers: a.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as RateInfo[];
  };
  const pairOf = (rates: RateInfo[], from: string, to: string) => rates.find((r) => r.from === from && r.to === to);
  const opsRun = (...argv: string[]) => runOps(t.db, argv, t.app.services);

  beforeAll(async () => {
    t = await testApp({ sessionIdleMs: 1e12, sessionMaxMs: 1e12 }, { now: clock.now, prices });
    a = await newAccount(t.app, 'rates-a@example.com');
    aEur = await walletIn(t, a, 'EUR');
    aBtc = await walletIn(t, a, 'BTC');
    await fund(t, a, 'EUR', '100');
  });
  afterAll(async () => {
    expect(await verifyLedger(t.db)).toEqual([]);
    await t.close();
  });

  it('lists every ordered pair of wallet coins with its rate, limits and expiry', async () => {
    const now = clock.now();
    const rates = await list();
    expect(rates).toHaveLength(COINS.length * (COINS.length - 1));
    expect([...new Set(rates.map((r) => r.from))]).toEqual(COINS);
    const expiresAt = new Date(now.getTime() + 30_000).toISOString();
    for (const r of rates) {
      expect(r.from).not.toBe(r.to);
      expect(r).toMatchObject({ exchangeable: true, expiresAt });
      const [eth, btc] = [await sandbox.price(r.from, 'EUR', now), await sandbox.price(r.to, 'EUR', now)];
      expect(r.rate).toBe(formatExactDecimal(quoteRate(eth, btc, '0.5')));
    }
    expect(pairOf(rates, 'ETH', 'BTC')).toMatchObject({ precisionAmount: 8 });
    expect(pairOf(rates, 'XRP', 'EUR')).toMatchObject({ precisionAmount: 6 });
    expect(pairOf(rates, 'GBP', 'EUR')).toMatchObject({
      precisionAmount: 2,
      minAmount: expect.stringMatching(/^0\.\d\d$/),
    });
    // A tiny rate keeps its significant digits instead of rounding to zero.
    expect(pairOf(rates, 'AMN', 'BTC')?.rate).toMatch(/^0\.0{7}[1-9]\d{5,9}$/);
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/oracle/rates' });
    expect(codeOf(unauthenticated, 401)).toBe('access_denied');
  });

  it('quotes one pair, read case-insensitively, and refuses unknown pairs and bad codes', async () => {
    const one = await quote(t, a, 'btc', 'eur');
    expect(one).toMatchObject({ from: 'BTC', to: 'EUR', precisionAmount: 8, exchangeable: true });
    expect(one).toEqual(pairOf(await list(), 'BTC', 'EUR'));
    for (const [from, to] of [
      ['XYZ', 'EUR'],
      ['BTC', 'BTC'],
      ['EUR', 'USD'],
    ]) {
      expect(codeOf(await getRate(t, a, from as string, to as string))).toBe('unknown_pair');
    }
    for (const [from, to] of [
      ['B-TC', 'EUR'],
      ['A'.repeat(11), 'EUR'],
      ['BTC', '%20'],
    ]) {
      expect(codeOf(await getRate(t, a, from as string, to as string))).toBe('bad_params');
    }
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/oracle/rates/BTC/EUR' });
    expect(codeOf(unauthenticated, 401)).toBe('access_denied');
  });

  it('shows a coin without a price as not exchangeable and answers rate_unavailable for it', async () => {
    const before = await quote(t, a, 'DASH', 'EUR');
    prices.missing.add('DASH');
    try {
      clock.advance(31_000);
      const rates = await list();
      expect(pairOf(rates, 'DASH', 'EUR')).toEqual({
        from: 'DASH',
        to: 'EUR',
        minAmount: null,
        maxAmount: null,
        precisionAmount: 8,
        exchangeable: false,
        rate: null,
        expiresAt: null,
      });
      expect(pairOf(rates, 'EUR', 'DASH')).toMatchObject({ exchangeable: false, rate: null });
      expect(pairOf(rates, 'EUR', 'BTC')).toMatchObject({ exchangeable: true });
      expect(codeOf(await getRate(t, a, 'DASH', 'EUR'))).toBe('rate_unavailable');
      expect(codeOf(await getRate(t, a, 'EUR', 'DASH'))).toBe('rate_unavailable');
      const aDash = await walletIn(t, a, 'DASH');
      const res = await exchangeRequest(t, a, {
        walletFromId: aEur.id,
        walletToId: aDash.id,
        amount: '1',
        rate: before.rate,
      });
      expect(codeOf(res)).toBe('rate_unavailable');
    } finally {
      prices.missing.delete('DASH');
    }
  });

  it('switches one pair off for every instance through the ops CLI, in one direction', async () => {
    // A second instance on the same database sees the switch at once.
    const other = await buildApp({
      config: testConfig({ sessionIdleMs: 1e12, sessionMaxMs: 1e12 }),
      db: t.db,
      services: { now: clock.now, prices },
    });
    try {
      const q = await quote(t, a, 'EUR', 'BTC');
      const off = await opsRun('exchange', 'disable', 'EUR', 'btc');
      expect(off).toEqual({ code: 0, output: ['exchange EUR to BTC disabled'] });
      for (const app of [t.app, other]) {
        const rates = await list(app);
        expect(pairOf(rates, 'EUR', 'BTC')).toMatchObject({ exchangeable: false, rate: q.rate });
        expect(pairOf(rates, 'BTC', 'EUR')).toMatchObject({ exchangeable: true });
        const res = await app.inject({ method: 'GET', url: '/api/oracle/rates/EUR/BTC', headers: a.auth });
        expect(codeOf(res)).toBe('pair_not_exchangeable');
      }
      const body = { walletFromId: aEur.id, walletToId: aBtc.id, amount: '1', rate: q.rate };
      expect(codeOf(await exchangeRequest(t, a, body))).toBe('pair_not_exchangeable');
      expect((await opsRun('exchange', 'status')).output).toContain('disabled pairs: EUR>BTC');
      expect((await opsRun('exchange', 'enable', 'eur', 'BTC')).code).toBe(0);
      const done = await exchangeRequest(t, a, body);
      expect(done.statusCode, done.body).toBe(200);
      expect((await opsRun('exchange', 'status')).output).toEqual([
        'exchange: on',
        'disabled pairs: none',
        'inventory BTC: -'.concat(done.json().amountTo),
        'inventory EUR: 1.00',
      ]);
    } finally {
      await other.close();
    }
  });

  it('switches every pair off and on with `exchange disable|enable all`', async () => {
    const q = await quote(t, a, 'EUR', 'BTC');
    expect(await opsRun('exchange', 'disable', 'all')).toEqual({
      code: 0,
      output: ['exchange disabled for every pair'],
    });
    expect((await list()).every((r) => !r.exchangeable)).toBe(true);
    expect(codeOf(await getRate(t, a, 'BTC', 'EUR'))).toBe('exchange_disabled');
    const body = { walletFromId: aEur.id, walletToId: aBtc.id, amount: '1', rate: q.rate };
    expect(codeOf(await exchangeRequest(t, a, body))).toBe('exchange_disabled');
    expect((await opsRun('exchange', 'status')).output[0]).toBe('exchange: switched OFF for every pair');
    expect((await opsRun('exchange', 'enable', 'ALL')).code).toBe(0);
    expect((await list()).every((r) => r.exchangeable)).toBe(true);
    const done = await exchangeRequest(t, a, body);
    expect(done.statusCode, done.body).toBe(200);
  });

  it('refuses malformed switch commands', async () => {
    for (const argv of [
      ['exchange'],
      ['exchange', 'disable'],
      ['exchange', 'disable', 'BTC'],
      ['exchange', 'toggle', 'all'],
    ]) {
      const res = await opsRun(...argv);
      expect(res.code, argv.join(' ')).toBe(2);
      expect(res.output.join('\n')).toContain('usage: exchange disable|enable');
    }
    for (const argv of [
      ['exchange', 'disable', 'BTC', 'XYZ'],
      ['exchange', 'enable', 'BTC', 'BTC'],
    ]) {
      const res = await opsRun(...argv);
      expect(res.code, argv.join(' ')).toBe(1);
      expect(res.output.join('\n')).toContain('is not a pair');
    }
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM exchange_disabled_pairs');
    expect(row?.n).toBe(0);
  });
});

describe(`exchange rate configuration (${TEST_TARGET})`, () => {
  let t: TestApp;
  let a: TestAccount;
  beforeAll(async () => {
    t = await testApp(
      { exchangeSpreadPercent: '2', rateTtlMs: 90_000, exchangeDailyLimitCents: 50_000n },
      { now: clock.now, prices: sandbox },
    );
    a = await newAccount(t.app, 'rates-config@example.com');
  });
  afterAll(() => t.close());

  it('quotes with the configured spread and validity, and caps the largest exchange at the daily limit', async () => {
    const now = clock.now();
    const q = await quote(t, a, 'EUR', 'BTC');
    expect(q).toMatchObject({
      rate: formatExactDecimal(quoteRate({ mantissa: 1n, scale: 0 }, await sandbox.price('BTC', 'EUR', now), '2')),
      expiresAt: new Date(now.getTime() + 90_000).toISOString(),
      minAmount: '1.00',
      maxAmount: '500.00',
    });
  });
});

describe('exchange configuration', () => {
  it('reads the spread, the rate validity and the daily limit, with their defaults', () => {
    expect(loadConfig({})).toMatchObject({
      exchangeSpreadPercent: '0.5',
      rateTtlMs: 30_000,
      exchangeDailyLimitCents: 2_500_000n,
    });
    expect(
      loadConfig({ EXCHANGE_SPREAD_PERCENT: '1.25', RATE_TTL_SECONDS: '60', EXCHANGE_DAILY_LIMIT_EUR: '100' }),
    ).toMatchObject({ exchangeSpreadPercent: '1.25', rateTtlMs: 60_000, exchangeDailyLimitCents: 10_000n });
  });

  it.each([
    [{ EXCHANGE_SPREAD_PERCENT: '100' }, 'EXCHANGE_SPREAD_PERCENT'],
    [{ EXCHANGE_SPREAD_PERCENT: '-1' }, 'EXCHANGE_SPREAD_PERCENT'],
    [{ EXCHANGE_SPREAD_PERCENT: '0.1234567' }, 'EXCHANGE_SPREAD_PERCENT'],
    [{ EXCHANGE_SPREAD_PERCENT: '1e-1' }, 'EXCHANGE_SPREAD_PERCENT'],
    [{ RATE_TTL_SECONDS: '0' }, 'RATE_TTL_SECONDS'],
    [{ RATE_TTL_SECONDS: '1.5' }, 'RATE_TTL_SECONDS'],
    [{ EXCHANGE_DAILY_LIMIT_EUR: '0' }, 'EXCHANGE_DAILY_LIMIT_EUR'],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name}: `));
  });
});
