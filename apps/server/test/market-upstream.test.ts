import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MARKET_STALE_HEADER } from '@coffer/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMarketData, MARKET_TTL_MS } from '../src/providers/market';
import { FakeClock, TEST_TARGET, type TestApp, testApp, testConfig } from './helpers';

/** Answers in CoinGecko's and CryptoCompare's real shapes (trimmed), with extra fields they also send. */
const BODIES: Record<string, unknown> = {
  '/cg/global': {
    data: {
      active_cryptocurrencies: 17000,
      upcoming_icos: 0,
      markets: 1200,
      total_market_cap: { usd: 2.4e12, eur: 2.2e12 },
      total_volume: { usd: 9e10, eur: 8.3e10 },
      market_cap_percentage: { btc: 54.1, eth: 12.3 },
      market_cap_change_percentage_24h_usd: -1.25,
      updated_at: 1_900_000_000,
    },
  },
  '/cg/coins/markets': [
    {
      id: 'bitcoin',
      symbol: 'btc',
      name: 'Bitcoin',
      image: 'https://coin-images.example/bitcoin.png',
      current_price: 64123.5,
      market_cap: 1.26e12,
      market_cap_rank: 1,
      fully_diluted_valuation: 1.3e12,
      total_volume: 3.1e10,
      high_24h: 65000,
      low_24h: 63000,
      price_change_24h: -512.2,
      price_change_percentage_24h: -0.79,
      market_cap_change_24h: -1e10,
      circulating_supply: 19_700_000,
      total_supply: 21_000_000,
      max_supply: 21_000_000,
      ath: 73738,
      roi: null,
      last_updated: '2030-01-01T12:00:00.000Z',
    },
  ],
  '/cg/coins/bitcoin': {
    id: 'bitcoin',
    symbol: 'btc',
    name: 'Bitcoin',
    market_cap_rank: 1,
    image: { thumb: 'https://x.example/t.png', small: 'https://x.example/s.png', large: 'https://x.example/l.png' },
    market_data: {
      current_price: { usd: 64123.5 },
      market_cap: { usd: 1.26e12 },
      total_volume: { usd: 3.1e10 },
      high_24h: { usd: 65000 },
      low_24h: { usd: 63000 },
      price_change_percentage_24h: -0.79,
      price_change_percentage_7d: 2.1,
      price_change_percentage_30d: 5.5,
      price_change_percentage_1y: 80.2,
      ath: { usd: 73738 },
      atl: { usd: 67.81 },
      circulating_supply: 19_700_000,
      total_supply: 21_000_000,
      max_supply: 21_000_000,
      last_updated: '2030-01-01T12:00:00.000Z',
    },
    last_updated: '2030-01-01T12:00:00.000Z',
  },
  '/cg/coins/bitcoin/market_chart': {
    prices: [
      [1_900_000_000_000, 64000],
      [1_900_000_300_000, 64123.5],
    ],
    market_caps: [
      [1_900_000_000_000, 1.26e12],
      [1_900_000_300_000, 1.26e12],
    ],
    total_volumes: [
      [1_900_000_000_000, 3e10],
      [1_900_000_300_000, 3.1e10],
    ],
  },
  '/cc/data/top/totalvol': {
    Message: 'Success',
    Type: 100,
    MetaData: { Count: 3000 },
    SponsoredData: [],
    Data: [
      {
        CoinInfo: {
          Id: '1182',
          Name: 'BTC',
          FullName: 'Bitcoin',
          ImageUrl: '/media/37746251/btc.png',
          Url: '/coins/btc',
        },
        RAW: { USD: { PRICE: 64123.5, CHANGEPCT24HOUR: -0.8, VOLUME24HOURTO: 3e10, MKTCAP: 1.26e12, LASTUPDATE: 1 } },
      },
    ],
    HasWarning: false,
  },
  '/cc/data/top/exchanges/full': {
    Response: 'Success',
    Data: {
      CoinInfo: { Name: 'BTC', FullName: 'Bitcoin' },
      AggregatedData: {},
      Exchanges: [
        {
          MARKET: 'Coinbase',
          FROMSYMBOL: 'BTC',
          TOSYMBOL: 'USD',
          PRICE: 64120,
          VOLUME24HOUR: 12000,
          VOLUME24HOURTO: 7.7e8,
          CHANGEPCT24HOUR: -0.7,
          LASTUPDATE: 1_900_000_000,
        },
      ],
    },
  },
  '/cc/data/histoday': {
    Response: 'Success',
    Type: 100,
    Aggregated: false,
    TimeTo: 1_900_051_200,
    TimeFrom: 1_899_964_800,
    FirstValueInArray: true,
    Data: [
      { time: 1_899_964_800, high: 65000, low: 63000, open: 63500, volumefrom: 1, volumeto: 64000, close: 64000 },
      { time: 1_900_051_200, high: 64500, low: 63800, open: 64000, volumefrom: 1, volumeto: 64123, close: 64123.5 },
    ],
  },
  '/cc/data/top/pairs': {
    Response: 'Success',
    Data: [{ exchange: 'CCCAGG', fromSymbol: 'BTC', toSymbol: 'USD', volume24h: 1000, volume24hTo: 6.4e7 }],
  },
  '/cc/data/v2/news/': {
    Type: 100,
    Message: 'News list successfully returned',
    Promoted: [],
    Data: [
      {
        id: '123',
        guid: 'https://news.example/a',
        published_on: 1_900_000_000,
        imageurl: 'https://images.example/a.jpg',
        title: 'Markets <b>rally</b> &amp; cool',
        url: 'https://news.example/a',
        body: '<p onclick="steal()">Up <script>alert(1)</script><a href="javascript:alert(1)">x</a> <a href="https://ok.example">ok</a></p><img src=x onerror=alert(1)>',
        tags: 'BTC',
        categories: 'BTC|Market',
        upvotes: '0',
        lang: 'EN',
        source: 'example',
        source_info: { name: 'Example News', lang: 'EN', img: 'http://insecure.example/logo.png' },
      },
    ],
  },
};

interface Upstream {
  server: Server;
  url: string;
  calls: Map<string, number>;
  queries: string[];
  /** 'ok', 'fail' (500) or 'hang' (never answers). */
  mode: 'ok' | 'fail' | 'hang';
  delayMs: number;
}

async function startUpstream(): Promise<Upstream> {
  const upstream: Upstream = {
    server: null as unknown as Server,
    url: '',
    calls: new Map(),
    queries: [],
    mode: 'ok',
    delayMs: 0,
  };
  upstream.server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    upstream.calls.set(url.pathname, (upstream.calls.get(url.pathname) ?? 0) + 1);
    upstream.queries.push(`${url.pathname}?${url.searchParams.toString()}`);
    if (upstream.mode === 'hang') return;
    const body = BODIES[url.pathname];
    setTimeout(() => {
      if (upstream.mode === 'fail') return res.writeHead(500).end('{}');
      if (!body) return res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"coin not found"}');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    }, upstream.delayMs);
  });
  await new Promise<void>((resolve) => upstream.server.listen(0, '127.0.0.1', resolve));
  upstream.url = `http://127.0.0.1:${(upstream.server.address() as AddressInfo).port}`;
  return upstream;
}

describe(`market data through real adapters against a fake upstream (${TEST_TARGET})`, () => {
  let upstream: Upstream;
  let t: TestApp;
  const clock = new FakeClock();
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    upstream = await startUpstream();
    const config = testConfig();
    const env = {
      COINGECKO_URL: `${upstream.url}/cg`,
      CRYPTOCOMPARE_URL: `${upstream.url}/cc`,
      CRYPTOCOMPARE_API_KEY: 'test-key',
      MARKET_TIMEOUT_MS: '300',
    };
    const market = createMarketData(config, { price: () => Promise.reject(new Error('unused')) }, clock.now, env);
    t = await testApp({}, { now: clock.now, market });
  });
  afterAll(async () => {
    await t.close();
    upstream.server.closeAllConnections();
    upstream.server.close();
  });
  beforeEach(() => {
    upstream.mode = 'ok';
    upstream.delayMs = 0;
  });

  it('passes every call through in the providers’ shapes, dropping fields the contract does not list', async () => {
    const routes: [string, string][] = [
      ['/api/market/global', '/cg/global'],
      ['/api/market/coins/markets?vs_currency=usd&per_page=10', '/cg/coins/markets'],
      ['/api/market/coins/bitcoin', '/cg/coins/bitcoin'],
      ['/api/market/coins/bitcoin/market_chart?vs_currency=usd&days=1', '/cg/coins/bitcoin/market_chart'],
      ['/api/crypto/top/totalvol?limit=10&tsym=USD', '/cc/data/top/totalvol'],
      ['/api/crypto/top/exchanges/full?fsym=BTC&tsym=USD', '/cc/data/top/exchanges/full'],
      ['/api/crypto/histoday?fsym=BTC&tsym=USD&limit=1', '/cc/data/histoday'],
      ['/api/crypto/top/pairs?fsym=BTC', '/cc/data/top/pairs'],
    ];
    for (const [route, path] of routes) {
      const res = await get(route);
      expect(res.statusCode, `${route}: ${res.body}`).toBe(200);
      expect(res.headers[MARKET_STALE_HEADER]).toBeUndefined();
      expect(upstream.calls.get(path), route).toBe(1);
    }
    const coins = (await get('/api/market/coins/markets?vs_currency=usd&per_page=10')).json() as Record<
      string,
      unknown
    >[];
    expect(coins[0]?.current_price).toBe(64123.5);
    expect(coins[0]).not.toHaveProperty('roi');
    expect(upstream.queries).toContain(
      '/cg/coins/markets?vs_currency=usd&order=market_cap_desc&per_page=10&page=1&sparkline=false',
    );
    expect(upstream.queries).toContain('/cg/coins/bitcoin/market_chart?vs_currency=usd&days=1');
    const missing = await get('/api/market/coins/dogecoin');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
  });

  it('sanitises news HTML on the server', async () => {
    const res = await get('/api/crypto/news?lang=EN');
    expect(res.statusCode, res.body).toBe(200);
    const [item] = (res.json() as { Data: Record<string, string | { img?: string }>[] }).Data;
    expect(item?.title).toBe('Markets rally & cool');
    expect(item?.body).toBe(
      '<p>Up <a rel="noopener noreferrer nofollow" target="_blank">x</a> <a href="https://ok.example" rel="noopener noreferrer nofollow" target="_blank">ok</a></p>',
    );
    expect(item?.source_info).toEqual({ name: 'Example News', img: '' });
  });

  it('caches per request shape until the TTL ends', async () => {
    const path = '/cc/data/top/pairs';
    const before = upstream.calls.get(path) ?? 0;
    await get('/api/crypto/top/pairs?fsym=ETH');
    await get('/api/crypto/top/pairs?fsym=ETH');
    expect(upstream.calls.get(path)).toBe(before + 1);
    await get('/api/crypto/top/pairs?fsym=ETH&limit=7');
    expect(upstream.calls.get(path)).toBe(before + 2);
    clock.advance(MARKET_TTL_MS.pairs + 1);
    await get('/api/crypto/top/pairs?fsym=ETH');
    expect(upstream.calls.get(path)).toBe(before + 3);
  });

  it('coalesces 100 concurrent identical requests into one upstream call', async () => {
    clock.advance(MARKET_TTL_MS.global + 1);
    upstream.delayMs = 50;
    const before = upstream.calls.get('/cg/global') ?? 0;
    const answers = await Promise.all(Array.from({ length: 100 }, () => get('/api/market/global')));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(upstream.calls.get('/cg/global')).toBe(before + 1);
  });

  it('serves the last answer with the stale flag when the upstream fails or times out', async () => {
    for (const mode of ['fail', 'hang'] as const) {
      clock.advance(MARKET_TTL_MS.coin + 1);
      upstream.mode = mode;
      const started = Date.now();
      const res = await get('/api/market/coins/bitcoin');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers[MARKET_STALE_HEADER]).toBe('true');
      expect((res.json() as { id: string }).id).toBe('bitcoin');
      if (mode === 'hang') expect(Date.now() - started).toBeLessThan(3000);
    }
    upstream.mode = 'ok';
    clock.advance(MARKET_TTL_MS.coin + 1);
    const fresh = await get('/api/market/coins/bitcoin');
    expect(fresh.headers[MARKET_STALE_HEADER]).toBeUndefined();
  });

  it('answers rate_unavailable when the upstream fails and nothing is cached', async () => {
    upstream.mode = 'fail';
    const res = await get('/api/market/coins/markets?vs_currency=eur&page=3');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'rate_unavailable' });
  });
});
