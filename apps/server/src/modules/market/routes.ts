import {
  getHistoDay,
  getMarketChart,
  getMarketCoin,
  getMarketGlobal,
  getNews,
  getTopExchanges,
  getTopPairs,
  getTopTotalVol,
  listMarketCoins,
  MARKET_STALE_HEADER,
} from '@coffer/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../http/app-error';
import { route } from '../../http/routes';
import { type Cached, MarketNotFoundError, UpstreamUnavailableError } from '../../providers/market/index';

/** Requests per minute per client address on each market call (they are public, like the rates call). */
export const MARKET_PER_MINUTE = 600;

/** Unwraps a cached answer: a stale one is flagged in a header; provider failures become catalogue errors. */
async function serve<T>(reply: FastifyReply, load: () => Promise<Cached<T>>): Promise<T> {
  try {
    const answer = await load();
    if (answer.stale) {
      reply.header(MARKET_STALE_HEADER, 'true');
      reply.header('x-market-fetched-at', new Date(answer.fetchedAt).toISOString());
    }
    return answer.value;
  } catch (error) {
    if (error instanceof MarketNotFoundError) throw new AppError('not_found');
    if (error instanceof UpstreamUnavailableError) {
      throw new AppError('rate_unavailable', 'Market data is unavailable right now');
    }
    throw error;
  }
}

/**
 * Spec section 7's market data and crypto data providers, fronted by this server (decision 0027):
 * public calls like the rates call, limited per address, answered from one shared cache.
 */
export async function marketRoutes(app: FastifyInstance): Promise<void> {
  const { market } = app.services;
  const limit = { perMinute: MARKET_PER_MINUTE };
  route(app, getMarketGlobal, ({ reply }) => serve(reply, () => market.global()), limit);
  route(
    app,
    listMarketCoins,
    ({ query, reply }) =>
      serve(reply, () =>
        market.markets({
          vs_currency: query.vs_currency,
          ids: query.ids?.split(','),
          order: query.order,
          per_page: query.per_page,
          page: query.page,
          sparkline: query.sparkline,
          price_change_percentage: query.price_change_percentage,
        }),
      ),
    limit,
  );
  route(app, getMarketCoin, ({ params, reply }) => serve(reply, () => market.coin(params.id)), limit);
  route(
    app,
    getMarketChart,
    ({ params, query, reply }) => serve(reply, () => market.chart(params.id, query.vs_currency, query.days)),
    limit,
  );
  route(app, getTopTotalVol, ({ query, reply }) => serve(reply, () => market.topTotalVol(query)), limit);
  route(app, getTopExchanges, ({ query, reply }) => serve(reply, () => market.topExchanges(query)), limit);
  route(app, getHistoDay, ({ query, reply }) => serve(reply, () => market.histoDay(query)), limit);
  route(app, getTopPairs, ({ query, reply }) => serve(reply, () => market.topPairs(query)), limit);
  route(app, getNews, ({ query, reply }) => serve(reply, () => market.news(query.lang)), limit);
}
