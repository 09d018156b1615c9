import { createHmac, timingSafeEqual } from 'node:crypto';
import { chatwootWebhook } from '@coffer/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { route } from '../../http/routes';
import type { Services } from '../../services';
import type { ChatwootConfig } from '../engagement/config';
import { TICKET_SELECT, type TicketRow } from './records';
import { addMessage } from './service';

/** How far X-Chatwoot-Timestamp may be from our clock (Chatwoot's advice: about five minutes). */
const TIMESTAMP_TOLERANCE_SECONDS = 300;

/** Chatwoot's signature: `sha256=` and the hex HMAC-SHA256 of `${timestamp}.${raw body}` under the secret. */
export function signChatwoot(secret: string, timestamp: string, body: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex')}`;
}

function sameText(a: string, b: string): boolean {
  // Digests of both sides: equal lengths, so the comparison time says nothing about the secret.
  const da = createHmac('sha256', 'compare').update(a).digest();
  const db = createHmac('sha256', 'compare').update(b).digest();
  return timingSafeEqual(da, db);
}

/** Whether the request comes from Chatwoot: a fresh valid signature, or the secret as `?token=`. */
function authentic(services: Services, secret: string, request: FastifyRequest, raw: Buffer): boolean {
  const signature = request.headers['x-chatwoot-signature'];
  const timestamp = request.headers['x-chatwoot-timestamp'];
  if (typeof signature === 'string' && typeof timestamp === 'string' && /^\d{1,12}$/.test(timestamp)) {
    const skew = Math.abs(services.now().getTime() / 1000 - Number(timestamp));
    if (skew <= TIMESTAMP_TOLERANCE_SECONDS && sameText(signChatwoot(secret, timestamp, raw), signature.trim())) {
      return true;
    }
  }
  const token = (request.query as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' && sameText(token, secret);
}

const raws = new WeakMap<FastifyRequest, { raw: Buffer; json: boolean }>();

/**
 * POST /api/support/chatwoot/webhook (decision 0034). The raw bytes are kept for the signature; an
 * unauthenticated call is access_denied before its body is looked at, and without
 * CHATWOOT_WEBHOOK_SECRET the call is not_found. An agent's public answer (`message_created`,
 * outgoing, not private) in a conversation we mirrored is added as the agent's message, exactly as an
 * ops CLI reply: live on the user's streams, and notified or emailed when the user is away. The
 * user's own messages (incoming), private notes (our mirrored answers among them), other events,
 * unknown conversations and a Chatwoot message already taken (a replay) are acknowledged and ignored.
 */
export async function chatwootWebhookRoutes(app: FastifyInstance): Promise<void> {
  const config = app.services.config.engagement.chatwoot;
  const secret = config?.webhookSecret;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = body as Buffer;
    let parsed: unknown;
    let json = true;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch {
      json = false;
    }
    raws.set(request, { raw, json });
    done(null, parsed);
  });
  app.addHook('preValidation', async (request) => {
    if (!config || !secret) throw new AppError('not_found');
    const seen = raws.get(request) ?? { raw: Buffer.alloc(0), json: false };
    if (!authentic(app.services, secret, request, seen.raw)) {
      throw new AppError('access_denied', 'Bad webhook signature or token');
    }
    if (!seen.json) throw new AppError('bad_request', 'The body is not JSON');
  });

  route(app, chatwootWebhook, async ({ services, body }) => {
    if (!config) throw new AppError('not_found');
    const taken = await takeAnswer(services, config, body);
    return { received: true as const, taken };
  });
}

type WebhookBody = {
  event: string;
  id?: number | undefined;
  content?: string | null | undefined;
  message_type?: string | number | undefined;
  private?: boolean | undefined;
  conversation?: { id: number } | undefined;
  inbox?: { id: number } | undefined;
  account?: { id: number } | undefined;
};

async function takeAnswer(services: Services, config: ChatwootConfig, body: WebhookBody): Promise<boolean> {
  if (body.event !== 'message_created' || body.private === true) return false;
  // Chatwoot names the type in webhooks ('outgoing'); its numeric form (1) is accepted too.
  if (body.message_type !== 'outgoing' && body.message_type !== 1) return false;
  if (body.inbox && body.inbox.id !== config.inboxId) return false;
  if (body.account && body.account.id !== config.accountId) return false;
  const text = body.content?.trim();
  if (!body.id || !body.conversation || !text) return false;
  const externalId = String(body.id);
  const [row] = await services.db.query<TicketRow>(`${TICKET_SELECT} WHERE t.external_id = $1`, [
    String(body.conversation.id),
  ]);
  if (!row) return false;
  const [seen] = await services.db.query('SELECT 1 FROM support_messages WHERE external_id = $1', [externalId]);
  if (seen) return false;
  try {
    // Kept whole: Chatwoot's own limit (150 000 characters) is the bound, not our composer's.
    await addMessage(services, row, 'agent', text, undefined, externalId);
    return true;
  } catch (error) {
    // Two deliveries of one message at the same moment: the unique index keeps one.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
