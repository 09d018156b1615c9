import { createWallet as createWalletEndpoint, listWallets } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { authedRoute } from '../../http/routes';
import { createWallet, listOwnWallets, walletView, walletViews } from './service';

export async function walletRoutes(app: FastifyInstance): Promise<void> {
  authedRoute(app, createWalletEndpoint, async ({ body, services, auth, request }) => {
    const row = await createWallet(services, auth.user.id, body.coinCode);
    return walletView(services, row, (error) => request.log.warn({ err: error }, 'no price for a new wallet'));
  });

  authedRoute(app, listWallets, async ({ services, auth, request }) => {
    const rows = await listOwnWallets(services.db, auth.user.id);
    const warn = (error: unknown) => request.log.warn({ err: error }, 'no price for a wallet');
    return walletViews(services, rows, warn);
  });
}
