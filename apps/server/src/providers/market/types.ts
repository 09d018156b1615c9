import type {
  CoinDetail,
  HistoDay,
  MarketChart,
  MarketCoin,
  MarketGlobal,
  MarketOrder,
  MarketVsCurrency,
  NewsLanguage,
  NewsList,
  TopExchangesFull,
  TopPairs,
  TopTotalVol,
} from '@coffer/contract';

export interface MarketsRequest {
  vs_currency: MarketVsCurrency;
  ids?: string[] | undefined;
  order: MarketOrder;
  per_page: number;
  page: number;
  sparkline: boolean;
  price_change_percentage?: string | undefined;
}

/** A CoinGecko-compatible market data source (spec section 7). */
export interface MarketDataProvider {
  readonly kind: 'sandbox' | 'upstream';
  /** Part of every cache key: the sandbox's data changes with the minute, an upstream's with its TTL. */
  epoch(now: Date): string;
  global(now: Date): Promise<MarketGlobal>;
  markets(request: MarketsRequest, now: Date): Promise<MarketCoin[]>;
  coin(id: string, now: Date): Promise<CoinDetail>;
  chart(id: string, vs: MarketVsCurrency, days: number | 'max', now: Date): Promise<MarketChart>;
}

/** A CryptoCompare-compatible data and news source (spec section 7). */
export interface CryptoDataProvider {
  readonly kind: 'sandbox' | 'upstream';
  epoch(now: Date): string;
  topTotalVol(request: { limit: number; page: number; tsym: string }, now: Date): Promise<TopTotalVol>;
  topExchanges(request: { fsym: string; tsym: string; limit: number }, now: Date): Promise<TopExchangesFull>;
  histoDay(request: { fsym: string; tsym: string; limit: number }, now: Date): Promise<HistoDay>;
  topPairs(request: { fsym: string; limit: number }, now: Date): Promise<TopPairs>;
  news(lang: NewsLanguage, now: Date): Promise<NewsList>;
}

/** The upstream (or the sandbox) does not know the coin or symbol asked for: `not_found`. */
export class MarketNotFoundError extends Error {
  override name = 'MarketNotFoundError';
}
