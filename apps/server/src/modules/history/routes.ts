import { listWalletHistory } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { authedRoute } from '../../http/routes';
import { findOwnWallet } from '../wallets/service';
import { listWalletHistory as readHistory } from './list';

export async function historyRoutes(app: FastifyInstance): Promise<void> {
  authedRoute(app, listWalletHistory, async ({ params, query, services, auth }) =>
    readHistory(services.db, await findOwnWallet(services, auth.user.id, params.id), query),
  );
}
