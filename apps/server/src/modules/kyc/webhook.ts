import { createHmac, timingSafeEqual } from 'node:crypto';
import { kycWebhook } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { route } from '../../http/routes';
import { reviewDocuments } from './review';

/** HMAC-SHA256 of the raw body, hex, as the provider sends it in `X-Signature: sha256=<hex>`. */
export function signWebhook(secret: string, body: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

function signatureMatches(secret: string, body: Buffer, header: unknown): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signWebhook(secret, body));
  const given = Buffer.from(header.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The KYC provider's webhook (Sumsub/Onfido style, decision 0023). Its own JSON parser checks the
 * signature over the raw bytes before anything is parsed: a forged or unsigned request is
 * `access_denied`; without KYC_WEBHOOK_SECRET the call is `not_found`. An event id seen before is
 * acknowledged and ignored.
 */
export async function kycWebhookRoutes(app: FastifyInstance): Promise<void> {
  const secret = app.services.config.kycWebhookSecret;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
    if (!secret) return done(new AppError('not_found'));
    if (!signatureMatches(secret, body as Buffer, request.headers['x-signature'])) {
      return done(new AppError('access_denied', 'Bad webhook signature'));
    }
    try {
      done(null, JSON.parse((body as Buffer).toString('utf8')));
    } catch {
      done(new AppError('bad_request', 'The body is not JSON'));
    }
  });

  route(app, kycWebhook, async ({ body, services }) => {
    if (!secret) throw new AppError('not_found');
    const [seen] = await services.db.query('SELECT 1 FROM kyc_provider_events WHERE event_id = $1', [body.eventId]);
    if (seen) return { received: true as const, duplicate: true };
    const [doc] = await services.db.query<{ user_id: string }>('SELECT user_id FROM kyc_documents WHERE id = $1', [
      body.documentId,
    ]);
    if (!doc) throw new AppError('not_found', 'No such document');
    if (body.result === 'REJECTED' && !body.reason) {
      throw new AppError('bad_params', 'A rejection needs a reason', {
        issues: [{ path: 'reason', message: 'Required', code: 'invalid' }],
      });
    }
    const decision =
      body.result === 'REJECTED' && body.reason
        ? ({ result: 'REJECTED', reason: body.reason } as const)
        : ({ result: 'CONFIRMED' } as const);
    await reviewDocuments(services, doc.user_id, decision, [body.documentId]);
    const inserted = await services.db.query(
      'INSERT INTO kyc_provider_events (event_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING event_id',
      [body.eventId],
    );
    return { received: true as const, duplicate: inserted.length === 0 };
  });
}
