import { MARKET_PAGE_SIZE } from '@coffer/domain';
import { z } from 'zod/mini';
import { endpoint } from '../endpoint';

/**
 * Spec section 7, market data provider: CoinGecko's global, coins/markets, coins/{id} and
 * coins/{id}/market_chart, served by this server under /api/market with CoinGecko's query parameters
 * and response shapes (decision 0027). Market data is display data: numbers, never money. Answers
 * served from cache after an upstream failure carry the header `X-Market-Stale: true`.
 */

/** The quote currencies Coffer serves (the wallet's display currencies). */
export const MARKET_VS_CURRENCIES = ['usd', 'eur', 'gbp'] as const;
export type MarketVsCurrency = (typeof MARKET_VS_CURRENCIES)[number];
export const vsCurrencyField = z.pipe(
  z.string().check(z.trim(), z.toLowerCase()),
  z.enum(MARKET_VS_CURRENCIES, 'One of usd, eur, gbp'),
);

/** A CoinGecko coin id: lower-case slug. */
export const marketCoinId = z
  .string()
  .check(z.trim(), z.regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'A coin id such as bitcoin'));

const booleanText = z.pipe(
  z.enum(['true', 'false']),
  z.transform((v) => v === 'true'),
);
const perCurrency = z.record(z.string(), z.nullable(z.number()));
const num = z.nullable(z.number());

export const MARKET_ORDERS = [
  'market_cap_desc',
  'market_cap_asc',
  'volume_desc',
  'volume_asc',
  'id_asc',
  'id_desc',
] as const;
export type MarketOrder = (typeof MARKET_ORDERS)[number];

export const marketGlobal = z.object({
  data: z.object({
    active_cryptocurrencies: z.number(),
    markets: z.number(),
    total_market_cap: perCurrency,
    total_volume: perCurrency,
    market_cap_percentage: perCurrency,
    market_cap_change_percentage_24h_usd: num,
    updated_at: z.number(),
  }),
});
export type MarketGlobal = z.infer<typeof marketGlobal>;

/** Spec section 3, market coin (id, market_cap_rank) with what the list shows. */
export const marketCoin = z.object({
  id: z.string(),
  symbol: z.string(),
  name: z.string(),
  image: z.nullable(z.string()),
  current_price: num,
  market_cap: num,
  market_cap_rank: z.nullable(z.number()),
  total_volume: num,
  high_24h: num,
  low_24h: num,
  price_change_24h: num,
  price_change_percentage_24h: num,
  circulating_supply: num,
  total_supply: num,
  max_supply: num,
  last_updated: z.nullable(z.string()),
  sparkline_in_7d: z.optional(z.nullable(z.object({ price: z.array(z.number()) }))),
  price_change_percentage_7d_in_currency: z.optional(num),
});
export type MarketCoin = z.infer<typeof marketCoin>;

export const marketsQuery = z.object({
  vs_currency: vsCurrencyField,
  ids: z.optional(
    z.string().check(z.maxLength(2000), z.regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/, 'Coin ids separated by commas')),
  ),
  order: z._default(z.enum(MARKET_ORDERS), 'market_cap_desc'),
  per_page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(250)), MARKET_PAGE_SIZE),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  sparkline: z._default(booleanText, false),
  price_change_percentage: z.optional(
    z.string().check(z.regex(/^(1h|24h|7d|14d|30d|200d|1y)(,(1h|24h|7d|14d|30d|200d|1y))*$/, 'Periods such as 24h,7d')),
  ),
});

export const coinDetail = z.object({
  id: z.string(),
  symbol: z.string(),
  name: z.string(),
  market_cap_rank: z.nullable(z.number()),
  image: z.partial(z.object({ thumb: z.string(), small: z.string(), large: z.string() })),
  description: z.optional(z.record(z.string(), z.string())),
  links: z.optional(z.partial(z.object({ homepage: z.array(z.string()) }))),
  market_data: z.object({
    current_price: perCurrency,
    market_cap: perCurrency,
    total_volume: perCurrency,
    high_24h: perCurrency,
    low_24h: perCurrency,
    price_change_percentage_24h: num,
    price_change_percentage_7d: num,
    price_change_percentage_30d: num,
    price_change_percentage_1y: num,
    ath: perCurrency,
    atl: perCurrency,
    circulating_supply: num,
    total_supply: num,
    max_supply: num,
    last_updated: z.nullable(z.string()),
  }),
  last_updated: z.nullable(z.string()),
});
export type CoinDetail = z.infer<typeof coinDetail>;

/** `days`: a whole number of days (1 to 3650) or `max`. */
export const chartDays = z.union([z.literal('max'), z.coerce.number().check(z.int(), z.gte(1), z.lte(3650))]);

const point = z.tuple([z.number(), z.number()]);
export const marketChart = z.object({
  prices: z.array(point),
  market_caps: z.array(point),
  total_volumes: z.array(point),
});
export type MarketChart = z.infer<typeof marketChart>;

export const getMarketGlobal = endpoint({
  method: 'GET',
  path: '/market/global',
  summary: 'Global market figures: total market cap, volume, dominance (CoinGecko /global)',
  tag: 'market',
  auth: false,
  response: () => marketGlobal,
});

export const listMarketCoins = endpoint({
  method: 'GET',
  path: '/market/coins/markets',
  summary: 'Coins with price, market cap and volume, a page at a time (CoinGecko /coins/markets)',
  tag: 'market',
  auth: false,
  query: () => marketsQuery,
  response: () => z.array(marketCoin),
});

export const getMarketCoin = endpoint({
  method: 'GET',
  path: '/market/coins/{id}',
  summary: 'One coin with its market data (CoinGecko /coins/{id}); not_found for an unknown id',
  tag: 'market',
  auth: false,
  params: () => z.object({ id: marketCoinId }),
  query: () =>
    z.object({
      localization: z.optional(booleanText),
      tickers: z.optional(booleanText),
      market_data: z.optional(booleanText),
      community_data: z.optional(booleanText),
      developer_data: z.optional(booleanText),
      sparkline: z.optional(booleanText),
    }),
  response: () => coinDetail,
});

export const getMarketChart = endpoint({
  method: 'GET',
  path: '/market/coins/{id}/market_chart',
  summary: 'A coin’s price history: 5-minutely for 1 day, hourly up to 90, daily beyond (CoinGecko market_chart)',
  tag: 'market',
  auth: false,
  params: () => z.object({ id: marketCoinId }),
  query: () => z.object({ vs_currency: vsCurrencyField, days: chartDays }),
  response: () => marketChart,
});

/** The header set on answers served from cache because the upstream failed. */
export const MARKET_STALE_HEADER = 'x-market-stale';
