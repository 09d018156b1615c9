import {
  type Endpoint,
  getHistoDay,
  getMarketChart,
  getMarketCoin,
  getMarketGlobal,
  getNews,
  getTopExchanges,
  getTopPairs,
  listMarketCoins,
  MARKET_STALE_HEADER,
  type MarketCoin,
  type MarketVsCurrency,
  type NewsLanguage,
} from '@coffer/contract';
import { MARKET_PAGE_SIZE } from '@coffer/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiCall, type CallOptions } from '../../lib/api';
import { loadMarketCoins, saveMarketCoins } from './store';

/** A market answer and whether the server served it from cache after its provider failed. */
export interface Fresh<T> {
  data: T;
  stale: boolean;
}

async function marketCall<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}) {
  let stale = false;
  const data = await apiCall(endpoint, {
    ...options,
    onHeaders: (headers) => {
      stale = headers.get(MARKET_STALE_HEADER) === 'true';
    },
  });
  return { data, stale };
}

const MINUTE = 60_000;
/** Market data changes by the minute: reloaded while on screen (the live stream moves prices between). */
const live = { staleTime: MINUTE, refetchInterval: MINUTE } as const;

export const globalQuery = () =>
  queryOptions({ queryKey: ['market', 'global'], queryFn: () => marketCall(getMarketGlobal), ...live });

/** The coin list, pages of 200 (spec section 9); the first page is kept in IndexedDB for offline starts. */
export const coinsQuery = (vs: MarketVsCurrency) =>
  infiniteQueryOptions({
    queryKey: ['market', 'coins', vs],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      try {
        const page = await marketCall(listMarketCoins, {
          query: { vs_currency: vs, page: pageParam, per_page: MARKET_PAGE_SIZE, sparkline: 'true' },
        });
        if (pageParam === 1) void saveMarketCoins(page.data, vs).catch(() => undefined);
        return page;
      } catch (error) {
        const stored = pageParam === 1 ? await loadMarketCoins(vs).catch(() => undefined) : undefined;
        if (stored) return { data: stored, stale: true };
        throw error;
      }
    },
    getNextPageParam: (last: Fresh<MarketCoin[]>, pages) =>
      last.data.length === MARKET_PAGE_SIZE ? pages.length + 1 : undefined,
    ...live,
  });

export const coinQuery = (id: string) =>
  queryOptions({
    queryKey: ['market', 'coin', id],
    queryFn: () => marketCall(getMarketCoin, { params: { id } }),
    ...live,
  });

export const CHART_RANGES = [
  { key: '1D', days: 1 },
  { key: '7D', days: 7 },
  { key: '1M', days: 30 },
  { key: '3M', days: 90 },
  { key: '1Y', days: 365 },
  { key: 'ALL', days: 'max' },
] as const;
export type ChartRange = (typeof CHART_RANGES)[number];

export const chartQuery = (id: string, vs: MarketVsCurrency, days: number | 'max') =>
  queryOptions({
    queryKey: ['market', 'chart', id, vs, days],
    queryFn: () => marketCall(getMarketChart, { params: { id }, query: { vs_currency: vs, days } }),
    ...live,
  });

export const exchangesQuery = (fsym: string, tsym: string) =>
  queryOptions({
    queryKey: ['market', 'exchanges', fsym, tsym],
    queryFn: () => marketCall(getTopExchanges, { query: { fsym, tsym, limit: 10 } }),
    ...live,
  });

export const pairsQuery = (fsym: string) =>
  queryOptions({
    queryKey: ['market', 'pairs', fsym],
    queryFn: () => marketCall(getTopPairs, { query: { fsym, limit: 10 } }),
    ...live,
  });

export const histoDayQuery = (fsym: string, tsym: string) =>
  queryOptions({
    queryKey: ['market', 'histoday', fsym, tsym],
    queryFn: () => marketCall(getHistoDay, { query: { fsym, tsym, limit: 30 } }),
    ...live,
  });

/** Spec section 4: news is cached state; reloaded every five minutes while shown. */
export const newsQuery = (lang: NewsLanguage) =>
  queryOptions({
    queryKey: ['market', 'news', lang],
    queryFn: () => marketCall(getNews, { query: { lang } }),
    staleTime: 5 * MINUTE,
    refetchInterval: 5 * MINUTE,
  });

export function vsOf(code: string): MarketVsCurrency {
  const lower = code.toLowerCase();
  return lower === 'eur' || lower === 'gbp' ? lower : 'usd';
}

export function newsLanguage(language: string): NewsLanguage {
  const upper = language.slice(0, 2).toUpperCase();
  return upper === 'IT' || upper === 'ES' || upper === 'PT' || upper === 'FR' ? upper : 'EN';
}
