import {
  getInterestRates,
  invest,
  listInterests as listAllInterests,
  listInvestments as listAllInvestments,
  listWalletInterests,
  listWalletInvestments,
  withdrawInvestment,
} from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { authedRoute } from '../../http/routes';
import { findOwnWallet } from '../wallets/service';
import { listInterests, listInvestments } from './records';
import { earnRatesView, invest as investIn, withdraw } from './service';

export async function earnRoutes(app: FastifyInstance): Promise<void> {
  authedRoute(app, getInterestRates, async ({ services }) => earnRatesView(services));

  // Both claim their Idempotency-Key first thing in the money's transaction.
  const claims = { claimsIdempotencyKey: true };
  authedRoute(
    app,
    invest,
    async ({ body, services, auth, idempotency }) => investIn(services, auth.user.id, body, idempotency),
    claims,
  );

  authedRoute(
    app,
    withdrawInvestment,
    async ({ body, services, auth, idempotency }) => withdraw(services, auth.user.id, body, idempotency),
    claims,
  );

  authedRoute(app, listAllInvestments, async ({ query, services, auth }) =>
    listInvestments(services.db, { kind: 'user', userId: auth.user.id }, query),
  );

  authedRoute(app, listAllInterests, async ({ query, services, auth }) =>
    listInterests(services.db, { kind: 'user', userId: auth.user.id }, query),
  );

  authedRoute(app, listWalletInvestments, async ({ params, query, services, auth }) => {
    const wallet = await findOwnWallet(services, auth.user.id, params.id);
    return listInvestments(services.db, { kind: 'wallet', walletId: wallet.id }, query);
  });

  authedRoute(app, listWalletInterests, async ({ params, query, services, auth }) => {
    const wallet = await findOwnWallet(services, auth.user.id, params.id);
    return listInterests(services.db, { kind: 'wallet', walletId: wallet.id }, query);
  });
}
