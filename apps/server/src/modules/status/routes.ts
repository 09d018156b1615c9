import { getAccountStatus } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { isMaintenanceOn } from '../../http/maintenance';
import { route } from '../../http/routes';
import { optionalAuthenticate } from '../auth/authenticate';
import { readCoinFlags } from '../coins/flags';
import { MIN_TRANSFER, supportedCoins } from './coins';

export async function statusRoutes(app: FastifyInstance): Promise<void> {
  route(app, getAccountStatus, async ({ services, request }) => {
    const [auth, flags] = await Promise.all([optionalAuthenticate(services, request), readCoinFlags(services.db)]);
    const coins = supportedCoins(services.config.production, services.config.bankProvider);
    return {
      supported_coins: coins,
      supported_deposit_coins: coins.filter((code) => flags.of(code).deposit),
      supported_withdrawal_coins: coins.filter((code) => flags.of(code).withdraw),
      network: services.config.network,
      coins: coins.map((code) => ({ code, ...flags.of(code), min_transfer: MIN_TRANSFER[code] })),
      maintenance: await isMaintenanceOn(services),
      ...(auth ? { identityConfirmed: auth.user.identityConfirmed, createdAt: auth.user.createdAt.toISOString() } : {}),
    };
  });
}
