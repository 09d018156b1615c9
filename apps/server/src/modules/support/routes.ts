import {
  closeAgentTicket,
  createSupportTicket,
  getSupportAttachment,
  getSupportConfig,
  listAgentMessages,
  listAgentTickets,
  listSupportMessages,
  listSupportTickets,
  postAgentMessage,
  postSupportMessage,
} from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { authedRoute, route } from '../../http/routes';
import { openStream } from '../live/stream';
import { assertAgent } from './agents';
import { readAttachment } from './attachments';
import { chatwootIdentifier } from './chatwoot';
import { chatwootWebhookRoutes } from './chatwoot-webhook';
import {
  addMessage,
  agentConversation,
  agentQueue,
  anyTicket,
  closeTicket,
  createTicket,
  listTickets,
  ownTicket,
  userConversation,
} from './service';

/** Bodies with attachments: three files of 6 MB in base64. */
const UPLOAD_LIMIT = 26 * 1024 * 1024;

export async function supportRoutes(app: FastifyInstance): Promise<void> {
  authedRoute(app, createSupportTicket, ({ services, auth, body }) => createTicket(services, auth.user.id, body), {
    bodyLimit: UPLOAD_LIMIT,
  });
  authedRoute(app, listSupportTickets, ({ services, auth }) => listTickets(services, auth.user.id));
  authedRoute(app, listSupportMessages, ({ services, auth, params }) =>
    userConversation(services, auth.user.id, params.id),
  );
  authedRoute(
    app,
    postSupportMessage,
    async ({ services, auth, params, body }) => {
      const row = await ownTicket(services, auth.user.id, params.id);
      return addMessage(services, row, 'user', body.message, body.attachments);
    },
    { bodyLimit: UPLOAD_LIMIT },
  );
  authedRoute(app, getSupportAttachment, async ({ services, auth, params }) => {
    await ownTicket(services, auth.user.id, params.id);
    const file = await readAttachment(services, params.id, params.attachmentId);
    if (!file) throw new AppError('not_found', 'No such file');
    return file;
  });
  authedRoute(app, getSupportConfig, ({ services, auth }) => {
    const chatwoot = services.config.engagement.chatwoot;
    return chatwoot?.websiteToken
      ? {
          provider: 'chatwoot' as const,
          chatwoot: {
            url: chatwoot.url,
            websiteToken: chatwoot.websiteToken,
            identifier: chatwootIdentifier(services, auth.user.id),
          },
        }
      : { provider: 'builtin' as const, chatwoot: null };
  });

  route(app, listAgentTickets, async ({ services, request }) => {
    await assertAgent(services.db, request);
    return agentQueue(services);
  });
  route(app, listAgentMessages, async ({ services, request, params }) => {
    await assertAgent(services.db, request);
    return agentConversation(services, params.id);
  });
  route(app, postAgentMessage, async ({ services, request, params, body }) => {
    await assertAgent(services.db, request);
    return addMessage(services, await anyTicket(services, params.id), 'agent', body.message);
  });
  route(app, closeAgentTicket, async ({ services, request, params }) => {
    await assertAgent(services.db, request);
    await closeTicket(services, params.id);
    return { success: true as const };
  });

  await app.register(chatwootWebhookRoutes);

  // The agents' live stream (not in the contract: a stream, not a JSON answer).
  app.get('/api/agent/live', { schema: { hide: true } }, async (request, reply) => {
    await assertAgent(app.services.db, request);
    openStream(app.services.db, request, reply, { agents: true });
  });
}
