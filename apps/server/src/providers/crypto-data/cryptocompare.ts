import {
  type HistoDay,
  histoDay,
  type NewsLanguage,
  type NewsList,
  newsList,
  type TopExchangesFull,
  type TopPairs,
  type TopTotalVol,
  topExchangesFull,
  topPairs,
  topTotalVol,
} from '@coffer/contract';
import type { CryptoDataProvider } from '../market/types';
import { type UpstreamOptions, upstreamGet } from '../market/upstream-http';
import { sanitizeNews } from './sanitize';

/** A CryptoCompare-compatible API (CRYPTOCOMPARE_URL, its /data paths); news bodies are sanitised here. */
export class CryptoCompareData implements CryptoDataProvider {
  readonly kind = 'upstream';

  constructor(private readonly options: UpstreamOptions) {}

  epoch(): string {
    return '';
  }

  topTotalVol(request: { limit: number; page: number; tsym: string }): Promise<TopTotalVol> {
    return upstreamGet(this.options, '/data/top/totalvol', request, topTotalVol);
  }

  topExchanges(request: { fsym: string; tsym: string; limit: number }): Promise<TopExchangesFull> {
    return upstreamGet(this.options, '/data/top/exchanges/full', request, topExchangesFull);
  }

  histoDay(request: { fsym: string; tsym: string; limit: number }): Promise<HistoDay> {
    return upstreamGet(this.options, '/data/histoday', request, histoDay);
  }

  topPairs(request: { fsym: string; limit: number }): Promise<TopPairs> {
    return upstreamGet(this.options, '/data/top/pairs', request, topPairs);
  }

  async news(lang: NewsLanguage): Promise<NewsList> {
    const list = await upstreamGet(this.options, '/data/v2/news/', { lang }, newsList);
    return { ...list, Data: sanitizeNews(list.Data) };
  }
}
