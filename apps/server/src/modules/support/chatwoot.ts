import { createHmac } from 'node:crypto';
import type { Services } from '../../services';
import type { ChatwootConfig } from '../engagement/config';
import type { TicketRow } from './records';

/**
 * The Chatwoot adapter (issue 18, decision 0034): when CHATWOOT_* is set, every conversation is
 * mirrored into a self-hosted Chatwoot's API inbox (contact by user, conversation by ticket, each user
 * message as an incoming message, each answer written in Coffer as a private note), so agents who
 * already work in Chatwoot keep doing so; their answers come back through its webhook
 * (chatwoot-webhook.ts). The built-in conversation stays the record the app shows. Chatwoot being
 * down never fails the user's call.
 */
export interface SupportMirror {
  opened(ticket: TicketRow, firstMessage: string): Promise<void>;
  userWrote(ticket: TicketRow, body: string, messageId: string): Promise<void>;
  agentWrote(ticket: TicketRow, body: string, messageId: string): Promise<void>;
}

type Fetch = typeof fetch;

export function chatwootMirror(services: Services, config: ChatwootConfig, fetchImpl: Fetch = fetch): SupportMirror {
  const base = `${config.url}/api/v1/accounts/${config.accountId}`;
  const call = async (path: string, body: unknown): Promise<Record<string, unknown>> => {
    const res = await fetchImpl(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', api_access_token: config.apiToken },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5_000),
    });
    if (!res.ok) throw new Error(`chatwoot ${res.status}`);
    return (await res.json()) as Record<string, unknown>;
  };
  return {
    async opened(ticket, firstMessage) {
      try {
        const created = await call('/contacts', {
          inbox_id: config.inboxId,
          name: `${ticket.first_name} ${ticket.last_name}`,
          email: ticket.email,
          identifier: chatwootIdentifier(services, ticket.user_id),
        });
        const contact = (created.payload as { contact?: { id: number; contact_inboxes?: { source_id: string }[] } })
          ?.contact;
        const sourceId = contact?.contact_inboxes?.[0]?.source_id;
        if (!contact || !sourceId) return;
        const conversation = await call('/conversations', {
          source_id: sourceId,
          inbox_id: config.inboxId,
          contact_id: contact.id,
          additional_attributes: { coffer_ticket: ticket.id, premium: ticket.premium },
          message: { content: `${ticket.subject}\n\n${firstMessage}` },
        });
        await services.db.query('UPDATE support_tickets SET external_id = $2 WHERE id = $1', [
          ticket.id,
          String(conversation.id),
        ]);
      } catch {
        // Chatwoot being down never stops a user from writing: the built-in conversation has it.
      }
    },
    userWrote: (ticket, body, messageId) =>
      mirrorMessage(ticket, messageId, { content: body, message_type: 'incoming' }),
    // A note, not an outgoing message: Chatwoot's agents see the answer, and its webhook (which skips
    // private messages) cannot hand it back to us as a new one.
    agentWrote: (ticket, body, messageId) =>
      mirrorMessage(ticket, messageId, { content: body, message_type: 'outgoing', private: true }),
  };

  /** Posts into the ticket's Chatwoot conversation and remembers the Chatwoot message id. */
  async function mirrorMessage(ticket: TicketRow, messageId: string, body: Record<string, unknown>): Promise<void> {
    if (!ticket.external_id) return;
    try {
      const created = await call(`/conversations/${ticket.external_id}/messages`, body);
      if (typeof created.id !== 'number') return;
      await services.db.query(
        'UPDATE support_messages SET external_id = $2 WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM support_messages WHERE external_id = $2)',
        [messageId, String(created.id)],
      );
    } catch {
      // Best effort, as above.
    }
  }
}

/** The user's Chatwoot identifier: stable, and not their id (an HMAC of it under the server key). */
export function chatwootIdentifier(services: Services, userId: string): string {
  return createHmac('sha256', services.masterKey).update(`chatwoot:${userId}`).digest('hex').slice(0, 32);
}

const mirrors = new WeakMap<Services, SupportMirror | null>();

export function chatwootFor(services: Services): SupportMirror | null {
  if (!mirrors.has(services)) {
    const config = services.config.engagement.chatwoot;
    mirrors.set(services, config ? chatwootMirror(services, config) : null);
  }
  return mirrors.get(services) ?? null;
}

/** Tests install a mirror with a fake fetch. */
export function setChatwootMirror(services: Services, mirror: SupportMirror | null): void {
  mirrors.set(services, mirror);
}
