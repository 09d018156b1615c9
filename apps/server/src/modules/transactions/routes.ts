import { getTransaction, listTransactions as listAll, listWalletTransactions } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { authedRoute } from '../../http/routes';
import { findOwnWallet } from '../wallets/service';
import { findOwnTransaction, listTransactions } from './list';
import { transactionView } from './records';

export async function transactionRoutes(app: FastifyInstance): Promise<void> {
  authedRoute(app, listWalletTransactions, async ({ params, query, services, auth }) => {
    const wallet = await findOwnWallet(services, auth.user.id, params.id);
    return listTransactions(services.db, { kind: 'wallet', walletId: wallet.id }, query);
  });

  authedRoute(app, listAll, async ({ query, services, auth }) =>
    listTransactions(services.db, { kind: 'user', userId: auth.user.id }, query),
  );

  authedRoute(app, getTransaction, async ({ params, services, auth }) =>
    transactionView(await findOwnTransaction(services.db, auth.user.id, params.id)),
  );
}
