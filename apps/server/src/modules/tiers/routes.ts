import { listTiers as listTiersEndpoint, updateTier } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { authedRoute } from '../../http/routes';
import { changeTier, listTiers } from './service';

export async function tierRoutes(app: FastifyInstance): Promise<void> {
  authedRoute(app, listTiersEndpoint, async ({ services, auth }) => listTiers(services, auth.user.id));

  authedRoute(app, updateTier, async ({ body, services, auth }) => {
    await changeTier(services, auth.user.id, body.label);
    return listTiers(services, auth.user.id);
  });
}
