import type { CoinDetail, HistoDay, MarketChart, MarketCoin, MarketGlobal, NewsList } from '@coffer/contract';
import { formatExactDecimal, MARKET_PAGE_SIZE } from '@coffer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_MARKET_SIZE } from '../src/providers/market/sandbox-coins';
import { FakeClock, MINUTE, newAccount, TEST_TARGET, type TestApp, testApp } from './helpers';

const clock = new FakeClock(Date.UTC(2031, 2, 9, 14, 37, 20));

describe(`market data on the sandbox (${TEST_TARGET})`, () => {
  let t: TestApp;
  const get = async <T>(url: string, status = 200): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  };

  beforeAll(async () => {
    t = await testApp({ exchangeSpreadPercent: '0' }, { now: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the market in pages of 200 ranked by market cap, with sparklines', async () => {
    const first = await get<MarketCoin[]>('/api/market/coins/markets?vs_currency=usd&sparkline=true');
    expect(first).toHaveLength(MARKET_PAGE_SIZE);
    expect(first.map((coin) => coin.market_cap_rank)).toEqual(first.map((_, i) => i + 1));
    const caps = first.map((coin) => coin.market_cap ?? 0);
    expect([...caps].sort((a, b) => b - a)).toEqual(caps);
    expect(first[0]?.id).toBe('bitcoin');
    expect(first[0]?.sparkline_in_7d?.price).toHaveLength(168);
    const second = await get<MarketCoin[]>('/api/market/coins/markets?vs_currency=usd&page=2');
    expect(second).toHaveLength(SANDBOX_MARKET_SIZE - MARKET_PAGE_SIZE);
    expect(second[0]?.market_cap_rank).toBe(MARKET_PAGE_SIZE + 1);
    expect(second[0]?.sparkline_in_7d).toBeUndefined();
  });

  it('agrees with the price oracle: list price, chart last point and exchange quote', async () => {
    const at = clock.now();
    for (const [id, code] of [
      ['bitcoin', 'BTC'],
      ['ethereum', 'ETH'],
      ['ripple', 'XRP'],
    ] as const) {
      const oracle = Number(formatExactDecimal(await t.app.services.prices.price(code, 'EUR', at)));
      const [listed] = await get<MarketCoin[]>(`/api/market/coins/markets?vs_currency=eur&ids=${id}`);
      const chart = await get<MarketChart>(`/api/market/coins/${id}/market_chart?vs_currency=eur&days=1`);
      const detail = await get<CoinDetail>(`/api/market/coins/${id}`);
      expect(listed?.current_price).toBe(oracle);
      expect(chart.prices.at(-1)).toEqual([at.getTime(), oracle]);
      expect(detail.market_data.current_price.eur).toBe(oracle);
      // The sparkline ends on the same price.
      const [withLine] = await get<MarketCoin[]>(`/api/market/coins/markets?vs_currency=eur&ids=${id}&sparkline=true`);
      expect(withLine?.sparkline_in_7d?.price.at(-1)).toBe(oracle);
    }
    const user = await newAccount(t.app, 'market-quote@example.com');
    const quote = await t.app.inject({ method: 'GET', url: '/api/oracle/rates/BTC/EUR', headers: user.auth });
    expect(quote.statusCode, quote.body).toBe(200);
    const [btc] = await get<MarketCoin[]>('/api/market/coins/markets?vs_currency=eur&ids=bitcoin');
    expect(Number((quote.json() as { rate: string }).rate)).toBeCloseTo(btc?.current_price ?? 0, 6);
  });

  it('draws charts at CoinGecko granularity with a backfilled history', async () => {
    const day = await get<MarketChart>('/api/market/coins/bitcoin/market_chart?vs_currency=usd&days=1');
    expect(day.prices.length).toBe(289);
    expect((day.prices[1]?.[0] ?? 0) - (day.prices[0]?.[0] ?? 0)).toBe(5 * MINUTE);
    const week = await get<MarketChart>('/api/market/coins/bitcoin/market_chart?vs_currency=usd&days=7');
    expect(week.prices.length).toBe(7 * 24 + 1);
    const all = await get<MarketChart>('/api/market/coins/ethereum/market_chart?vs_currency=gbp&days=max');
    expect(all.prices.length).toBeGreaterThan(3 * 365);
    expect(all.market_caps).toHaveLength(all.prices.length);
    expect(all.total_volumes).toHaveLength(all.prices.length);
    for (const [, price] of all.prices) expect(price).toBeGreaterThan(0);
  });

  it('answers global figures, one coin, and not_found for an unknown coin', async () => {
    const global = await get<MarketGlobal>('/api/market/global');
    expect(global.data.active_cryptocurrencies).toBe(SANDBOX_MARKET_SIZE);
    expect(global.data.market_cap_percentage.btc).toBeGreaterThan(10);
    expect(global.data.total_market_cap.usd).toBeGreaterThan(global.data.total_market_cap.gbp ?? 0);
    const coin = await get<CoinDetail>('/api/market/coins/solana');
    expect(coin.symbol).toBe('sol');
    expect(coin.market_data.ath.usd).toBeGreaterThanOrEqual(coin.market_data.current_price.usd ?? 0);
    const missing = await get<{ code: string }>('/api/market/coins/no-such-coin', 404);
    expect(missing.code).toBe('not_found');
    const chartMissing = await get<{ code: string }>('/api/market/coins/nope/market_chart?vs_currency=usd&days=1', 404);
    expect(chartMissing.code).toBe('not_found');
  });

  it('refuses bad parameters with bad_params', async () => {
    for (const url of [
      '/api/market/coins/markets',
      '/api/market/coins/markets?vs_currency=jpy',
      '/api/market/coins/markets?vs_currency=usd&per_page=251',
      '/api/market/coins/markets?vs_currency=usd&order=random',
      '/api/market/coins/bitcoin/market_chart?vs_currency=usd&days=0',
      '/api/market/coins/BITCOIN%20X/market_chart?vs_currency=usd&days=1',
      '/api/crypto/histoday?fsym=BTC&tsym=JPY',
      '/api/crypto/news?lang=DE',
    ]) {
      expect((await get<{ code: string }>(url, 400)).code, url).toBe('bad_params');
    }
  });

  it('serves CryptoCompare shapes: top volume, exchanges, daily history, pairs', async () => {
    const top = await get<{ Data: { CoinInfo: { Name: string }; RAW: Record<string, { PRICE: number }> }[] }>(
      '/api/crypto/top/totalvol?limit=10&tsym=EUR',
    );
    expect(top.Data).toHaveLength(10);
    expect(top.Data[0]?.RAW.EUR?.PRICE).toBeGreaterThan(0);
    const exchanges = await get<{ Data: { Exchanges: { MARKET: string; PRICE: number }[] } }>(
      '/api/crypto/top/exchanges/full?fsym=BTC&tsym=USD&limit=5',
    );
    expect(exchanges.Data.Exchanges).toHaveLength(5);
    const oracle = Number(formatExactDecimal(await t.app.services.prices.price('BTC', 'USD', clock.now())));
    for (const exchange of exchanges.Data.Exchanges) {
      expect(Math.abs(exchange.PRICE - oracle) / oracle).toBeLessThan(0.004);
    }
    const history = await get<HistoDay>('/api/crypto/histoday?fsym=eth&tsym=usd&limit=30');
    expect(history.Data).toHaveLength(31);
    const last = history.Data.at(-1);
    expect(last?.close).toBe(Number(formatExactDecimal(await t.app.services.prices.price('ETH', 'USD', clock.now()))));
    for (const point of history.Data) {
      expect(point.high).toBeGreaterThanOrEqual(Math.max(point.open, point.close));
      expect(point.low).toBeLessThanOrEqual(Math.min(point.open, point.close));
    }
    const pairs = await get<{ Data: { toSymbol: string }[] }>('/api/crypto/top/pairs?fsym=BTC&limit=3');
    expect(pairs.Data).toHaveLength(3);
    expect(pairs.Data.map((pair) => pair.toSymbol)).not.toContain('BTC');
    expect((await get<{ code: string }>('/api/crypto/top/pairs?fsym=NOPE', 404)).code).toBe('not_found');
  });

  it('has sandbox news in each language', async () => {
    const titles = new Set<string>();
    for (const lang of ['EN', 'IT', 'ES', 'PT', 'FR']) {
      const news = await get<NewsList>(`/api/crypto/news?lang=${lang}`);
      expect(news.Data.length).toBeGreaterThanOrEqual(4);
      for (const item of news.Data) {
        expect(item.lang).toBe(lang);
        expect(item.imageurl).toMatch(/^data:image\/svg\+xml;base64,/);
        expect(item.url).toMatch(/^https:\/\//);
        titles.add(item.title);
      }
    }
    expect(titles.size).toBe(20);
  });

  it('moves with the clock: a minute later the list price is the oracle price of that minute', async () => {
    clock.advance(MINUTE);
    const oracle = Number(formatExactDecimal(await t.app.services.prices.price('ETH', 'USD', clock.now())));
    const [eth] = await get<MarketCoin[]>('/api/market/coins/markets?vs_currency=usd&ids=ethereum');
    expect(eth?.current_price).toBe(oracle);
  });
});
