import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { cardIssuer } from '../../providers/card-issuer/index';
import { DETAILS_PATH } from '../../providers/card-issuer/sandbox';

/** The issuer page's own policy: no script at all, inline style only, framed by Coffer's pages only. */
const DETAILS_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/**
 * The sandbox issuer's card-details page (docs/decisions/0026): the only place a card number is ever
 * shown. The handle in the URL works once and for DETAILS_TTL_MS; the page is never cached.
 */
export function cardDetailsPage(app: FastifyInstance): void {
  // Not an API call of the contract (an HTML page of the issuer): kept out of the OpenAPI document.
  app.get<{ Params: { handle: string } }>(
    `${DETAILS_PATH}:handle`,
    { schema: { hide: true } },
    async (request, reply) => {
      const handle = request.params.handle;
      const page = /^[A-Za-z0-9_-]{43}$/.test(handle)
        ? await cardIssuer(app.services).consumeDetailsSession(handle, app.services.now())
        : null;
      if (!page) throw new AppError('not_found', 'This card-details link has expired');
      return reply
        .header('content-security-policy', DETAILS_CSP)
        .header('x-frame-options', 'SAMEORIGIN')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(page);
    },
  );
}
