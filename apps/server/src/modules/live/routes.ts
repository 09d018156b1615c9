import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/authenticate';
import { openStream } from './stream';

/** How often a stream on PostgreSQL checks for changes made by other instances (and the ops CLI). */
const POSTGRES_POLL_MS = 3_000;

/**
 * GET /api/live: the signed-in user's server-sent event stream (decision 0033). Each event names the
 * cached items to reload (query keys) and may carry the new support message itself. Hidden from the
 * OpenAPI document: it never ends, so it is not a contract call.
 */
export async function liveRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/live', { schema: { hide: true } }, async (request, reply) => {
    const { services } = app;
    const auth = await authenticate(services, request);
    const userId = auth.user.id;
    openStream(
      services.db,
      request,
      reply,
      { userId },
      services.db.kind === 'postgres'
        ? {
            pollMs: POSTGRES_POLL_MS,
            keys: [['notifications'], ['support', 'tickets'], ['wallets'], ['wallet'], ['transaction']],
            changed: async () => {
              const [row] = await services.db.query<{ mark: string }>(
                `SELECT concat((SELECT max(created_at) FROM notifications WHERE user_id = $1), '|',
                   (SELECT max(last_message_at) FROM support_tickets WHERE user_id = $1)) AS mark`,
                [userId],
              );
              return row?.mark ?? '';
            },
          }
        : undefined,
    );
  });
}
