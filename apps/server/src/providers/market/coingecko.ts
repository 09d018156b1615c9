import {
  type CoinDetail,
  coinDetail,
  type MarketChart,
  type MarketCoin,
  type MarketGlobal,
  type MarketVsCurrency,
  marketChart,
  marketCoin,
  marketGlobal,
} from '@coffer/contract';
import { z } from 'zod';
import type { MarketDataProvider, MarketsRequest } from './types';
import { type UpstreamOptions, upstreamGet } from './upstream-http';

/** A CoinGecko-compatible API (COINGECKO_URL): requests passed on with CoinGecko's own parameters. */
export class CoinGeckoMarketData implements MarketDataProvider {
  readonly kind = 'upstream';

  constructor(private readonly options: UpstreamOptions) {}

  epoch(): string {
    return '';
  }

  global(): Promise<MarketGlobal> {
    return upstreamGet(this.options, '/global', {}, marketGlobal);
  }

  markets(request: MarketsRequest): Promise<MarketCoin[]> {
    return upstreamGet(
      this.options,
      '/coins/markets',
      {
        vs_currency: request.vs_currency,
        ids: request.ids?.join(','),
        order: request.order,
        per_page: request.per_page,
        page: request.page,
        sparkline: request.sparkline,
        price_change_percentage: request.price_change_percentage,
      },
      z.array(marketCoin),
    );
  }

  coin(id: string): Promise<CoinDetail> {
    const query = { localization: false, tickers: false, community_data: false, developer_data: false };
    return upstreamGet(this.options, `/coins/${encodeURIComponent(id)}`, query, coinDetail);
  }

  chart(id: string, vs: MarketVsCurrency, days: number | 'max'): Promise<MarketChart> {
    return upstreamGet(
      this.options,
      `/coins/${encodeURIComponent(id)}/market_chart`,
      { vs_currency: vs, days },
      marketChart,
    );
  }
}
