import { z } from 'zod/mini';
import { endpoint } from '../endpoint';

/**
 * Spec section 7, crypto data provider: CryptoCompare's top/totalvol, top/exchanges/full, daily
 * history, top/pairs and news, served under /api/crypto with CryptoCompare's query parameters and
 * response shapes (decision 0027). Display data: plain numbers.
 */

/** A CryptoCompare symbol (BTC, USD); read case-insensitively. */
export const cryptoSymbol = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z0-9]{1,10}$/, 'A symbol such as BTC'), z.toUpperCase());

/** The quote symbols Coffer serves. */
export const CRYPTO_QUOTE_SYMBOLS = ['USD', 'EUR', 'GBP'] as const;
export const cryptoQuoteSymbol = z.pipe(cryptoSymbol, z.enum(CRYPTO_QUOTE_SYMBOLS, 'One of USD, EUR, GBP'));

/** News languages: CryptoCompare's codes for the app's five languages. */
export const NEWS_LANGUAGES = ['EN', 'IT', 'ES', 'PT', 'FR'] as const;
export type NewsLanguage = (typeof NEWS_LANGUAGES)[number];

const n = z.nullable(z.number());

export const totalVolCoin = z.object({
  CoinInfo: z.object({
    Id: z.string(),
    Name: z.string(),
    FullName: z.string(),
    ImageUrl: z.nullable(z.string()),
  }),
  RAW: z.optional(
    z.record(
      z.string(),
      z.object({
        PRICE: n,
        CHANGEPCT24HOUR: n,
        VOLUME24HOURTO: n,
        MKTCAP: n,
        LASTUPDATE: n,
      }),
    ),
  ),
});

export const topTotalVol = z.object({
  Message: z.string(),
  Type: z.number(),
  MetaData: z.optional(z.object({ Count: z.number() })),
  Data: z.array(totalVolCoin),
});
export type TopTotalVol = z.infer<typeof topTotalVol>;

export const exchangeTicker = z.object({
  MARKET: z.string(),
  FROMSYMBOL: z.string(),
  TOSYMBOL: z.string(),
  PRICE: n,
  VOLUME24HOUR: n,
  VOLUME24HOURTO: n,
  CHANGEPCT24HOUR: n,
  LASTUPDATE: n,
});

export const topExchangesFull = z.object({
  Response: z.string(),
  Data: z.object({
    CoinInfo: z.optional(z.object({ Name: z.string(), FullName: z.string() })),
    Exchanges: z.array(exchangeTicker),
  }),
});
export type TopExchangesFull = z.infer<typeof topExchangesFull>;

export const histoDayPoint = z.object({
  time: z.number(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volumefrom: z.number(),
  volumeto: z.number(),
});

export const histoDay = z.object({
  Response: z.string(),
  Type: z.number(),
  Aggregated: z.boolean(),
  TimeFrom: z.number(),
  TimeTo: z.number(),
  Data: z.array(histoDayPoint),
});
export type HistoDay = z.infer<typeof histoDay>;

export const topPair = z.object({
  exchange: z.string(),
  fromSymbol: z.string(),
  toSymbol: z.string(),
  volume24h: z.number(),
  volume24hTo: z.number(),
});

export const topPairs = z.object({ Response: z.string(), Data: z.array(topPair) });
export type TopPairs = z.infer<typeof topPairs>;

/** Spec section 3, crypto news (id, title, content, categories, url, image, source, tags, createdAt). */
export const newsItem = z.object({
  id: z.string(),
  published_on: z.number(),
  imageurl: z.string(),
  title: z.string(),
  url: z.string(),
  /** Sanitised HTML (decision 0027): only text markup and https links survive. */
  body: z.string(),
  tags: z.string(),
  categories: z.string(),
  lang: z.string(),
  source: z.string(),
  source_info: z.optional(z.object({ name: z.string(), img: z.optional(z.string()) })),
});
export type NewsItem = z.infer<typeof newsItem>;

export const newsList = z.object({ Type: z.number(), Message: z.string(), Data: z.array(newsItem) });
export type NewsList = z.infer<typeof newsList>;

export const getTopTotalVol = endpoint({
  method: 'GET',
  path: '/crypto/top/totalvol',
  summary: 'Top coins by total 24 h volume (CryptoCompare top/totalvol)',
  tag: 'crypto',
  auth: false,
  query: () =>
    z.object({
      limit: z._default(z.coerce.number().check(z.int(), z.gte(10), z.lte(100)), 10),
      page: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100)), 0),
      tsym: z._default(cryptoQuoteSymbol, 'USD'),
    }),
  response: () => topTotalVol,
});

export const getTopExchanges = endpoint({
  method: 'GET',
  path: '/crypto/top/exchanges/full',
  summary: 'Top exchanges of a pair by volume (CryptoCompare top/exchanges/full)',
  tag: 'crypto',
  auth: false,
  query: () =>
    z.object({
      fsym: z._default(cryptoSymbol, 'BTC'),
      tsym: z._default(cryptoQuoteSymbol, 'USD'),
      limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 10),
    }),
  response: () => topExchangesFull,
});

export const getHistoDay = endpoint({
  method: 'GET',
  path: '/crypto/histoday',
  summary: 'Daily open, high, low, close of a pair (CryptoCompare daily history)',
  tag: 'crypto',
  auth: false,
  query: () =>
    z.object({
      fsym: cryptoSymbol,
      tsym: cryptoQuoteSymbol,
      limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(2000)), 30),
    }),
  response: () => histoDay,
});

export const getTopPairs = endpoint({
  method: 'GET',
  path: '/crypto/top/pairs',
  summary: 'Top trading pairs of a coin by volume (CryptoCompare top/pairs)',
  tag: 'crypto',
  auth: false,
  query: () =>
    z.object({
      fsym: z._default(cryptoSymbol, 'BTC'),
      limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 5),
    }),
  response: () => topPairs,
});

export const getNews = endpoint({
  method: 'GET',
  path: '/crypto/news',
  summary: 'Latest crypto news in a language, HTML sanitised (CryptoCompare news)',
  tag: 'crypto',
  auth: false,
  query: () => z.object({ lang: z._default(z.pipe(cryptoSymbol, z.enum(NEWS_LANGUAGES)), 'EN') }),
  response: () => newsList,
});
