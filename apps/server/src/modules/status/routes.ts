import { getAccountStatus } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { isMaintenanceOn } from '../../http/maintenance';
import { route } from '../../http/routes';
import { optionalAuthenticate } from '../auth/authenticate';
import { MIN_TRANSFER, supportedCoins } from './coins';

export async function statusRoutes(app: FastifyInstance): Promise<void> {
  route(app, getAccountStatus, async ({ services, request }) => {
    const auth = await optionalAuthenticate(services, request);
    const coins = supportedCoins(services.config.production, services.config.bankProvider);
    return {
      supported_coins: coins,
      supported_deposit_coins: coins,
      supported_withdrawal_coins: coins,
      network: services.config.network,
      coins: coins.map((code) => ({
        code,
        maintenance: false,
        deposit: true,
        withdraw: true,
        min_transfer: MIN_TRANSFER[code],
      })),
      maintenance: await isMaintenanceOn(services),
      ...(auth ? { identityConfirmed: auth.user.identityConfirmed, createdAt: auth.user.createdAt.toISOString() } : {}),
    };
  });
}
