import { z } from 'zod';
import { endpoint } from '../endpoint';

/**
 * Spec section 7, crypto data provider: CryptoCompare's top/totalvol, top/exchanges/full, daily
 * history, top/pairs and news, served under /api/crypto with CryptoCompare's query parameters and
 * response shapes (decision 0027). Display data: plain numbers.
 */

/** A CryptoCompare symbol (BTC, USD); read case-insensitively. */
export const cryptoSymbol = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,10}$/, 'A symbol such as BTC')
  .transform((v) => v.toUpperCase());

/** The quote symbols Coffer serves. */
export const CRYPTO_QUOTE_SYMBOLS = ['USD', 'EUR', 'GBP'] as const;
export const cryptoQuoteSymbol = cryptoSymbol.pipe(z.enum(CRYPTO_QUOTE_SYMBOLS, 'One of USD, EUR, GBP'));

/** News languages: CryptoCompare's codes for the app's five languages. */
export const NEWS_LANGUAGES = ['EN', 'IT', 'ES', 'PT', 'FR'] as const;
export type NewsLanguage = (typeof NEWS_LANGUAGES)[number];

const n = z.number().nullable();

export const totalVolCoin = z.object({
  CoinInfo: z.object({
    Id: z.string(),
    Name: z.string(),
    FullName: z.string(),
    ImageUrl: z.string().nullable(),
  }),
  RAW: z
    .record(
      z.string(),
      z.object({
        PRICE: n,
        CHANGEPCT24HOUR: n,
        VOLUME24HOURTO: n,
        MKTCAP: n,
        LASTUPDATE: n,
      }),
    )
    .optional(),
});

export const topTotalVol = z.object({
  Message: z.string(),
  Type: z.number(),
  MetaData: z.object({ Count: z.number() }).optional(),
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
    CoinInfo: z.object({ Name: z.string(), FullName: z.string() }).optional(),
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
  source_info: z.object({ name: z.string(), img: z.string().optional() }).optional(),
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
      limit: z.coerce.number().int().min(10).max(100).default(10),
      page: z.coerce.number().int().min(0).max(100).default(0),
      tsym: cryptoQuoteSymbol.default('USD'),
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
      fsym: cryptoSymbol.default('BTC'),
      tsym: cryptoQuoteSymbol.default('USD'),
      limit: z.coerce.number().int().min(1).max(50).default(10),
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
      limit: z.coerce.number().int().min(1).max(2000).default(30),
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
    z.object({ fsym: cryptoSymbol.default('BTC'), limit: z.coerce.number().int().min(1).max(50).default(5) }),
  response: () => topPairs,
});

export const getNews = endpoint({
  method: 'GET',
  path: '/crypto/news',
  summary: 'Latest crypto news in a language, HTML sanitised (CryptoCompare news)',
  tag: 'crypto',
  auth: false,
  query: () => z.object({ lang: cryptoSymbol.pipe(z.enum(NEWS_LANGUAGES)).default('EN') }),
  response: () => newsList,
});
