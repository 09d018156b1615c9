import {
  createExchange,
  getExchangeRate,
  listExchanges as listAll,
  listExchangeRates,
  listWalletExchanges,
} from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { authedRoute } from '../../http/routes';
import { findOwnWallet } from '../wallets/service';
import { listExchanges } from './list';
import { getRate, listRates } from './rates';
import { executeExchange } from './service';

export async function exchangeRoutes(app: FastifyInstance): Promise<void> {
  authedRoute(app, listExchangeRates, ({ services }) => listRates(services));

  authedRoute(app, getExchangeRate, ({ params, services }) => getRate(services, params.from, params.to));

  authedRoute(
    app,
    createExchange,
    ({ body, services, auth, idempotency }) => executeExchange(services, auth, body, idempotency),
    { claimsIdempotencyKey: true },
  );

  authedRoute(app, listAll, ({ query, services, auth }) =>
    listExchanges(services.db, { kind: 'user', userId: auth.user.id }, query),
  );

  authedRoute(app, listWalletExchanges, async ({ params, query, services, auth }) => {
    const wallet = await findOwnWallet(services, auth.user.id, params.id);
    return listExchanges(services.db, { kind: 'wallet', walletId: wallet.id }, query);
  });
}
