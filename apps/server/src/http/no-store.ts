import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-path';

/**
 * Every `/api` answer is `Cache-Control: no-store` (tokens, balances, personal data), errors included;
 * a route serving public text may set its own header (the terms). The web app's files keep theirs.
 */
export function installNoStore(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isApiPath(request.url)) {
      reply.header('cache-control', 'no-store');
    }
  });
}
