import type {
  CoinDetail,
  HistoDay,
  MarketChart,
  MarketCoin,
  MarketGlobal,
  MarketVsCurrency,
  NewsLanguage,
  NewsList,
  TopExchangesFull,
  TopPairs,
  TopTotalVol,
} from '@coffer/contract';
import { z } from 'zod';
import { loadSeed, type SeedSource } from '../chain/seed';
import { CryptoCompareData } from '../crypto-data/cryptocompare';
import { SandboxCryptoData } from '../crypto-data/sandbox';
import type { PriceOracle } from '../prices/types';
import { type Cached, UpstreamCache } from './cache';
import { CoinGeckoMarketData } from './coingecko';
import { SandboxMarketData } from './sandbox';
import type { CryptoDataProvider, MarketDataProvider, MarketsRequest } from './types';

export { type Cached, UpstreamCache, UpstreamUnavailableError } from './cache';
export * from './types';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** How long each kind of answer is reused (decision 0027). */
export const MARKET_TTL_MS = {
  global: MINUTE,
  markets: MINUTE,
  coin: MINUTE,
  chartDay: MINUTE,
  chartHours: 5 * MINUTE,
  chartDays: 60 * MINUTE,
  totalVol: MINUTE,
  exchanges: MINUTE,
  histoDay: 10 * MINUTE,
  pairs: 5 * MINUTE,
  news: 5 * MINUTE,
} as const;

/**
 * The market and crypto data the API serves: each call goes through one cache keyed by its request
 * shape (fresh answers reused, concurrent identical loads coalesced, the last answer served stale with
 * a flag when the upstream fails).
 */
export class MarketData {
  readonly cache: UpstreamCache;

  constructor(
    readonly market: MarketDataProvider,
    readonly crypto: CryptoDataProvider,
    private readonly now: () => Date,
    cache?: UpstreamCache,
  ) {
    this.cache = cache ?? new UpstreamCache({ now: () => now().getTime() });
  }

  private cached<T>(
    provider: MarketDataProvider | CryptoDataProvider,
    name: string,
    args: unknown,
    ttlMs: number,
    load: (now: Date) => Promise<T>,
  ): Promise<Cached<T>> {
    const now = this.now();
    const key = `${name}:${JSON.stringify(args)}:${provider.epoch(now)}`;
    return this.cache.get(key, ttlMs, () => load(now));
  }

  global(): Promise<Cached<MarketGlobal>> {
    return this.cached(this.market, 'global', null, MARKET_TTL_MS.global, (now) => this.market.global(now));
  }

  markets(request: MarketsRequest): Promise<Cached<MarketCoin[]>> {
    return this.cached(this.market, 'markets', request, MARKET_TTL_MS.markets, (now) =>
      this.market.markets(request, now),
    );
  }

  coin(id: string): Promise<Cached<CoinDetail>> {
    return this.cached(this.market, 'coin', id, MARKET_TTL_MS.coin, (now) => this.market.coin(id, now));
  }

  chart(id: string, vs: MarketVsCurrency, days: number | 'max'): Promise<Cached<MarketChart>> {
    const ttl =
      days === 1
        ? MARKET_TTL_MS.chartDay
        : days !== 'max' && days <= 90
          ? MARKET_TTL_MS.chartHours
          : MARKET_TTL_MS.chartDays;
    return this.cached(this.market, 'chart', [id, vs, days], ttl, (now) => this.market.chart(id, vs, days, now));
  }

  topTotalVol(request: { limit: number; page: number; tsym: string }): Promise<Cached<TopTotalVol>> {
    return this.cached(this.crypto, 'totalvol', request, MARKET_TTL_MS.totalVol, (now) =>
      this.crypto.topTotalVol(request, now),
    );
  }

  topExchanges(request: { fsym: string; tsym: string; limit: number }): Promise<Cached<TopExchangesFull>> {
    return this.cached(this.crypto, 'exchanges', request, MARKET_TTL_MS.exchanges, (now) =>
      this.crypto.topExchanges(request, now),
    );
  }

  histoDay(request: { fsym: string; tsym: string; limit: number }): Promise<Cached<HistoDay>> {
    return this.cached(this.crypto, 'histoday', request, MARKET_TTL_MS.histoDay, (now) =>
      this.crypto.histoDay(request, now),
    );
  }

  topPairs(request: { fsym: string; limit: number }): Promise<Cached<TopPairs>> {
    return this.cached(this.crypto, 'pairs', request, MARKET_TTL_MS.pairs, (now) => this.crypto.topPairs(request, now));
  }

  news(lang: NewsLanguage): Promise<Cached<NewsList>> {
    return this.cached(this.crypto, 'news', lang, MARKET_TTL_MS.news, (now) => this.crypto.news(lang, now));
  }
}

const envSchema = z.object({
  COINGECKO_URL: z.string().url('must be a URL').optional(),
  COINGECKO_API_KEY: z.string().min(1).optional(),
  CRYPTOCOMPARE_URL: z.string().url('must be a URL').optional(),
  CRYPTOCOMPARE_API_KEY: z.string().min(1).optional(),
  MARKET_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
});

/**
 * The sandbox market and crypto data, or the CoinGecko-compatible and CryptoCompare-compatible
 * adapters when COINGECKO_URL / CRYPTOCOMPARE_URL are set. The sandbox reads the price seed lazily,
 * like the price oracle, so both walk from the same seed.
 */
export function createMarketData(
  source: SeedSource,
  oracle: PriceOracle,
  now: () => Date,
  env: Record<string, string | undefined> = process.env,
  fetcher?: typeof fetch,
): MarketData {
  const picked = Object.fromEntries(Object.keys(envSchema.shape).map((key) => [key, env[key] || undefined]));
  const parsed = envSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${lines.join('; ')}`);
  }
  const vars = parsed.data;
  let sandbox: SandboxMarketData | null = null;
  const sandboxMarket = () => {
    sandbox ??= new SandboxMarketData(oracle, loadSeed(source, { envName: 'PRICE_SEED', fileName: 'price-seed' }, env));
    return sandbox;
  };
  const timeoutMs = vars.MARKET_TIMEOUT_MS;
  const market: MarketDataProvider = vars.COINGECKO_URL
    ? new CoinGeckoMarketData({
        baseUrl: vars.COINGECKO_URL,
        headers: vars.COINGECKO_API_KEY ? { 'x-cg-demo-api-key': vars.COINGECKO_API_KEY } : {},
        timeoutMs,
        ...(fetcher ? { fetch: fetcher } : {}),
      })
    : lazyProvider(sandboxMarket);
  const crypto: CryptoDataProvider = vars.CRYPTOCOMPARE_URL
    ? new CryptoCompareData({
        baseUrl: vars.CRYPTOCOMPARE_URL,
        headers: vars.CRYPTOCOMPARE_API_KEY ? { authorization: `Apikey ${vars.CRYPTOCOMPARE_API_KEY}` } : {},
        timeoutMs,
        ...(fetcher ? { fetch: fetcher } : {}),
      })
    : lazyProvider(() => new SandboxCryptoData(sandboxMarket().prices));
  return new MarketData(market, crypto, now);
}

/** Builds a provider on its first use (the sandbox touches DATA_DIR for its seed only then). */
function lazyProvider<P extends object>(build: () => P): P {
  let instance: P | null = null;
  return new Proxy({} as P, {
    get(_target, property) {
      if (property === 'kind') return 'sandbox';
      instance ??= build();
      const value = Reflect.get(instance, property);
      return typeof value === 'function' ? value.bind(instance) : value;
    },
  });
}
