import {
  removeEmptyStrings,
  SUPPORT_AUTHORS,
  SUPPORT_CATEGORIES,
  SUPPORT_MAX_ATTACHMENTS,
  SUPPORT_STATUSES,
} from '@coffer/domain';
import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { idField, isoDate, ok } from '../fields';

const attachmentUpload = z.object({
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  /** The file in base64 (a data: URL prefix is accepted); JPEG, PNG or PDF, at most 6 MB. */
  file: z.string().check(z.minLength(1), z.maxLength(8_500_000)),
});

const messageText = z.string().check(z.trim(), z.minLength(1), z.maxLength(4000));

export const supportAttachment = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.int(),
});

export const supportMessage = z.object({
  id: z.string(),
  ticketId: z.string(),
  author: z.enum(SUPPORT_AUTHORS),
  body: z.string(),
  createdAt: isoDate(),
  attachments: z.array(supportAttachment),
});
export type SupportMessage = z.infer<typeof supportMessage>;

export const supportTicket = z.object({
  id: z.string(),
  subject: z.string(),
  category: z.enum(SUPPORT_CATEGORIES),
  status: z.enum(SUPPORT_STATUSES),
  transactionId: z.nullable(z.string()),
  premium: z.boolean(),
  /** Support messages the user has not read yet. */
  unread: z.int(),
  lastMessageAt: isoDate(),
  createdAt: isoDate(),
});
export type SupportTicket = z.infer<typeof supportTicket>;

export const createSupportTicket = endpoint({
  method: 'POST',
  path: '/support/create',
  summary: 'Opens a support conversation with its first message (empty strings are removed first)',
  tag: 'support',
  auth: true,
  body: () =>
    z.pipe(
      z.transform((body) =>
        body && typeof body === 'object' && !Array.isArray(body)
          ? removeEmptyStrings(body as Record<string, unknown>)
          : body,
      ),
      z.object({
        subject: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
        category: z.enum(SUPPORT_CATEGORIES),
        message: messageText,
        transactionId: z.optional(idField()),
        attachments: z.optional(z.array(attachmentUpload).check(z.maxLength(SUPPORT_MAX_ATTACHMENTS))),
      }),
    ),
  response: () => supportTicket,
});

export const listSupportTickets = endpoint({
  method: 'GET',
  path: '/support/tickets',
  summary: "The user's conversations, the latest first",
  tag: 'support',
  auth: true,
  response: () => z.array(supportTicket),
});

export const listSupportMessages = endpoint({
  method: 'GET',
  path: '/support/tickets/{id}/messages',
  summary: 'A conversation and its messages, oldest first; reading it marks the answers read',
  tag: 'support',
  auth: true,
  params: () => z.object({ id: idField() }),
  response: () => z.object({ ticket: supportTicket, messages: z.array(supportMessage) }),
});

export const postSupportMessage = endpoint({
  method: 'POST',
  path: '/support/tickets/{id}/messages',
  summary: 'Writes in a conversation (a closed one opens again)',
  tag: 'support',
  auth: true,
  params: () => z.object({ id: idField() }),
  body: () =>
    z.object({
      message: messageText,
      attachments: z.optional(z.array(attachmentUpload).check(z.maxLength(SUPPORT_MAX_ATTACHMENTS))),
    }),
  response: () => supportMessage,
});

export const getSupportAttachment = endpoint({
  method: 'GET',
  path: '/support/tickets/{id}/attachments/{attachmentId}',
  summary: "One file of the user's own conversation, in base64",
  tag: 'support',
  auth: true,
  params: () => z.object({ id: idField(), attachmentId: idField() }),
  response: () => z.object({ fileName: z.string(), contentType: z.string(), file: z.string() }),
});

export const getSupportConfig = endpoint({
  method: 'GET',
  path: '/support/config',
  summary: "Which support runs: the built-in conversation, or a self-hosted Chatwoot's widget",
  tag: 'support',
  auth: true,
  response: () =>
    z.object({
      provider: z.enum(['builtin', 'chatwoot']),
      chatwoot: z.nullable(z.object({ url: z.string(), websiteToken: z.string(), identifier: z.string() })),
    }),
});

/** The agent page's calls: an operator credential in X-Operator-Token, not_found to anyone else. */
export const agentTicket = z.extend(supportTicket, {
  userEmail: z.string(),
  userName: z.string(),
  waiting: z.boolean(),
  /** User messages the agents have not read yet. */
  unread: z.int(),
});

export const listAgentTickets = endpoint({
  method: 'GET',
  path: '/agent/tickets',
  summary: 'The support queue: open, waiting and premium conversations first',
  tag: 'support',
  auth: false,
  response: () => z.array(agentTicket),
});

export const listAgentMessages = endpoint({
  method: 'GET',
  path: '/agent/tickets/{id}/messages',
  summary: 'A conversation as the agent sees it',
  tag: 'support',
  auth: false,
  params: () => z.object({ id: idField() }),
  response: () => z.object({ ticket: agentTicket, messages: z.array(supportMessage) }),
});

export const postAgentMessage = endpoint({
  method: 'POST',
  path: '/agent/tickets/{id}/messages',
  summary: 'Answers a conversation as support',
  tag: 'support',
  auth: false,
  params: () => z.object({ id: idField() }),
  body: () => z.object({ message: messageText }),
  response: () => supportMessage,
});

export const closeAgentTicket = endpoint({
  method: 'POST',
  path: '/agent/tickets/{id}/close',
  summary: 'Closes a conversation',
  tag: 'support',
  auth: false,
  params: () => z.object({ id: idField() }),
  response: () => ok(),
});

/**
 * Chatwoot's webhook (agents' answers written in Chatwoot, decision 0034). Authenticated by
 * X-Chatwoot-Signature (HMAC-SHA256 of `timestamp.body` under CHATWOOT_WEBHOOK_SECRET, Chatwoot 4.13+)
 * or by `token` (the same secret in the URL, for older Chatwoot); not_found when no secret is set.
 * Only `message_created` of an outgoing, non-private message in a known conversation is taken; anything
 * else, a replay included, is acknowledged and ignored.
 */
export const chatwootWebhook = endpoint({
  method: 'POST',
  path: '/support/chatwoot/webhook',
  summary: 'Answers written in Chatwoot, from its API inbox webhook (signed, or with the secret as token)',
  tag: 'support',
  auth: false,
  query: () => z.object({ token: z.optional(z.string().check(z.maxLength(500))) }),
  body: () =>
    z.looseObject({
      event: z.string().check(z.minLength(1), z.maxLength(100)),
      id: z.optional(z.int().check(z.positive())),
      content: z.optional(z.nullable(z.string().check(z.maxLength(150_000)))),
      message_type: z.optional(z.union([z.string().check(z.maxLength(50)), z.int()])),
      private: z.optional(z.boolean()),
      conversation: z.optional(z.looseObject({ id: z.int().check(z.positive()) })),
      inbox: z.optional(z.looseObject({ id: z.int().check(z.positive()) })),
      account: z.optional(z.looseObject({ id: z.int().check(z.positive()) })),
    }),
  response: () => z.object({ received: z.literal(true), taken: z.boolean() }),
});
