import { createHash } from 'node:crypto';
import type { HistoDay, NewsLanguage, NewsList, TopExchangesFull, TopPairs, TopTotalVol } from '@coffer/contract';
import { SANDBOX_COINS, type SandboxCoin, sandboxCoinBySymbol, sandboxCoinImage } from '../market/sandbox-coins';
import { DAY_MINUTES, MINUTE_MS, type SandboxMarketPrices } from '../market/sandbox-prices';
import { type CryptoDataProvider, MarketNotFoundError } from '../market/types';
import type { PriceFiat } from '../prices/types';
import { sandboxNews } from './sandbox-news';
import { sanitizeNews } from './sanitize';

/** The sandbox's exchanges: well-known names, each quoting a little off the aggregate. */
export const SANDBOX_EXCHANGES = ['Coinbase', 'Kraken', 'Bitstamp', 'Bitfinex', 'Gemini', 'Binance', 'OKX', 'Bybit'];
const QUOTES = ['USD', 'USDT', 'EUR', 'GBP', 'BTC', 'ETH'];

function unit(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 0x1_0000_0000;
}

const round = (value: number) => Number(value.toPrecision(10));

/**
 * The sandbox's CryptoCompare (decision 0027): the same coins and prices as the sandbox market (the
 * CCCAGG price is the oracle's), exchanges and pairs with deterministic shares of the volume, and
 * sandbox news in each language.
 */
export class SandboxCryptoData implements CryptoDataProvider {
  readonly kind = 'sandbox';

  constructor(private readonly prices: SandboxMarketPrices) {}

  epoch(now: Date): string {
    return String(Math.floor(now.getTime() / MINUTE_MS));
  }

  private coin(symbol: string): SandboxCoin {
    const coin = sandboxCoinBySymbol(symbol);
    if (!coin) throw new MarketNotFoundError(symbol);
    return coin;
  }

  private price(coin: SandboxCoin, tsym: string, minute: number): Promise<number> {
    return this.prices.priceAt(coin, tsym as PriceFiat, minute);
  }

  private volumeFrom(coin: SandboxCoin, minute: number): number {
    return round(coin.supply * coin.turnover * this.prices.activity(coin.id, minute));
  }

  async topTotalVol(request: { limit: number; page: number; tsym: string }, now: Date): Promise<TopTotalVol> {
    const minute = Math.floor(now.getTime() / MINUTE_MS);
    const rows = await Promise.all(
      SANDBOX_COINS.map(async (coin) => {
        const price = await this.price(coin, request.tsym, minute);
        return { coin, price, volumeTo: round(this.volumeFrom(coin, minute) * price) };
      }),
    );
    rows.sort((a, b) => b.volumeTo - a.volumeTo);
    const page = rows.slice(request.page * request.limit, (request.page + 1) * request.limit);
    const data = await Promise.all(
      page.map(async ({ coin, price, volumeTo }) => {
        const before = await this.price(coin, request.tsym, minute - DAY_MINUTES);
        return {
          CoinInfo: {
            Id: String(Math.floor(unit(`id:${coin.id}`) * 900_000) + 1000),
            Name: coin.symbol.toUpperCase(),
            FullName: coin.name,
            ImageUrl: sandboxCoinImage(coin.symbol),
          },
          RAW: {
            [request.tsym]: {
              PRICE: price,
              CHANGEPCT24HOUR: round(((price - before) / before) * 100),
              VOLUME24HOURTO: volumeTo,
              MKTCAP: round(price * coin.supply),
              LASTUPDATE: Math.floor(now.getTime() / 1000),
            },
          },
        };
      }),
    );
    return { Message: 'Success', Type: 100, MetaData: { Count: SANDBOX_COINS.length }, Data: data };
  }

  async topExchanges(request: { fsym: string; tsym: string; limit: number }, now: Date): Promise<TopExchangesFull> {
    const coin = this.coin(request.fsym);
    const minute = Math.floor(now.getTime() / MINUTE_MS);
    const day = Math.floor(minute / DAY_MINUTES);
    const price = await this.price(coin, request.tsym, minute);
    const before = await this.price(coin, request.tsym, minute - DAY_MINUTES);
    const volume = this.volumeFrom(coin, minute);
    const shares = SANDBOX_EXCHANGES.map((name) => unit(`share:${name}:${coin.id}`) + 0.1);
    const total = shares.reduce((a, b) => a + b, 0);
    const exchanges = SANDBOX_EXCHANGES.map((name, index) => {
      // Each exchange quotes within ±0.3% of the aggregate, the offset changing daily.
      const offset = (unit(`offset:${name}:${coin.id}:${day}`) - 0.5) * 0.006;
      const exchangePrice = round(price * (1 + offset));
      const volumeFrom = round((volume * (shares[index] ?? 0)) / total);
      return {
        MARKET: name,
        FROMSYMBOL: request.fsym,
        TOSYMBOL: request.tsym,
        PRICE: exchangePrice,
        VOLUME24HOUR: volumeFrom,
        VOLUME24HOURTO: round(volumeFrom * exchangePrice),
        CHANGEPCT24HOUR: round(((exchangePrice - before) / before) * 100),
        LASTUPDATE: Math.floor(now.getTime() / 1000),
      };
    });
    exchanges.sort((a, b) => (b.VOLUME24HOURTO ?? 0) - (a.VOLUME24HOURTO ?? 0));
    return {
      Response: 'Success',
      Data: { CoinInfo: { Name: request.fsym, FullName: coin.name }, Exchanges: exchanges.slice(0, request.limit) },
    };
  }

  async histoDay(request: { fsym: string; tsym: string; limit: number }, now: Date): Promise<HistoDay> {
    const coin = this.coin(request.fsym);
    const minute = Math.floor(now.getTime() / MINUTE_MS);
    const today = Math.floor(minute / DAY_MINUTES);
    const days = Array.from({ length: request.limit + 1 }, (_, i) => today - request.limit + i);
    const data = await Promise.all(
      days.map(async (day) => {
        const start = day * DAY_MINUTES;
        const end = Math.min(start + DAY_MINUTES, minute);
        const samples = await Promise.all(
          [start, start + 360, start + 720, start + 1080, end]
            .filter((m) => m <= end)
            .map((m) => this.price(coin, request.tsym, m)),
        );
        const open = samples[0] ?? 0;
        const close = samples[samples.length - 1] ?? open;
        const volumefrom = round(this.volumeFrom(coin, start));
        return {
          time: start * 60,
          open,
          high: Math.max(...samples),
          low: Math.min(...samples),
          close,
          volumefrom,
          volumeto: round(volumefrom * close),
        };
      }),
    );
    return {
      Response: 'Success',
      Type: 100,
      Aggregated: false,
      TimeFrom: data[0]?.time ?? 0,
      TimeTo: data[data.length - 1]?.time ?? 0,
      Data: data,
    };
  }

  async topPairs(request: { fsym: string; limit: number }, now: Date): Promise<TopPairs> {
    const coin = this.coin(request.fsym);
    const minute = Math.floor(now.getTime() / MINUTE_MS);
    const volume = this.volumeFrom(coin, minute);
    const quotes = QUOTES.filter((quote) => quote !== request.fsym);
    const shares = quotes.map((quote, index) => (quotes.length - index) * (0.5 + unit(`pair:${coin.id}:${quote}`)));
    const total = shares.reduce((a, b) => a + b, 0);
    const usd = await this.price(coin, 'USD', minute);
    const data = await Promise.all(
      quotes.map(async (toSymbol, index) => {
        const volume24h = round((volume * (shares[index] ?? 0)) / total);
        const quoteCoin = sandboxCoinBySymbol(toSymbol);
        const quoteUsd = quoteCoin ? await this.price(quoteCoin, 'USD', minute) : null;
        const price =
          toSymbol === 'USD' || toSymbol === 'EUR' || toSymbol === 'GBP'
            ? await this.price(coin, toSymbol, minute)
            : usd / (quoteUsd ?? usd);
        return {
          exchange: 'CCCAGG',
          fromSymbol: request.fsym,
          toSymbol,
          volume24h,
          volume24hTo: round(volume24h * price),
        };
      }),
    );
    data.sort((a, b) => b.volume24h - a.volume24h);
    return { Response: 'Success', Data: data.slice(0, request.limit) };
  }

  async news(lang: NewsLanguage, now: Date): Promise<NewsList> {
    return { Type: 100, Message: 'News list successfully returned', Data: sanitizeNews(sandboxNews(lang, now)) };
  }
}
