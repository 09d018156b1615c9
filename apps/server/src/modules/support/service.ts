import { randomUUID } from 'node:crypto';
import type { SupportMessage, SupportTicket } from '@coffer/contract';
import {
  compareQueue,
  isPremiumConversation,
  type SupportAuthor,
  type SupportCategory,
  supportAnswerNeedsEmail,
} from '@coffer/domain';
import { sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { Services } from '../../services';
import { inTransaction } from '../ledger/index';
import { publish } from '../live/bus';
import { isPresent } from '../live/presence';
import { notify } from '../notifications/service';
import { findOwnTransaction } from '../transactions/list';
import { cleanUploads, storeAttachments, type Upload } from './attachments';
import { chatwootFor } from './chatwoot';
import { agentTicketView, messagesOf, TICKET_SELECT, type TicketRow, ticketView } from './records';

async function ticketRow(services: Services, id: string): Promise<TicketRow | undefined> {
  const [row] = await services.db.query<TicketRow>(`${TICKET_SELECT} WHERE t.id = $1`, [id]);
  return row;
}

/** The user's own conversation; another user's id, or an unknown one, is not_found. */
export async function ownTicket(services: Services, userId: string, id: string): Promise<TicketRow> {
  const row = await ticketRow(services, id);
  if (!row || row.user_id !== userId) throw new AppError('not_found', 'No such conversation');
  return row;
}

async function anyTicket(services: Services, id: string): Promise<TicketRow> {
  const row = await ticketRow(services, id);
  if (!row) throw new AppError('not_found', 'No such conversation');
  return row;
}

export interface NewTicket {
  subject: string;
  category: SupportCategory;
  message: string;
  transactionId?: string | undefined;
  attachments?: Upload[] | undefined;
}

/** Opens a conversation; premium when the user's active tier has premium support (spec section 6). */
export async function createTicket(services: Services, userId: string, input: NewTicket): Promise<SupportTicket> {
  if (input.transactionId) await findOwnTransaction(services.db, userId, input.transactionId);
  const files = await cleanUploads(input.attachments);
  const id = randomUUID();
  const messageId = randomUUID();
  const now = services.now();
  await inTransaction(services.db, async (q) => {
    const [user] = await q<{ tier: string | null }>(sql`SELECT tier FROM users WHERE id = ${userId}`);
    await q(sql`INSERT INTO support_tickets (id, user_id, subject, category, transaction_id, premium, waiting_since,
        last_message_at, user_read_at, created_at)
      VALUES (${id}, ${userId}, ${input.subject}, ${input.category}, ${input.transactionId ?? null},
        ${isPremiumConversation(user?.tier)}, ${now}, ${now}, ${now}, ${now})`);
    await q(sql`INSERT INTO support_messages (id, ticket_id, author, body, created_at)
      VALUES (${messageId}, ${id}, 'user', ${input.message}, ${now})`);
    await storeAttachments(services, q, id, messageId, files);
  });
  const row = (await ticketRow(services, id)) as TicketRow;
  publish(services.db, { agents: true }, { keys: [['agent', 'tickets']] });
  await chatwootFor(services)?.opened(row, input.message);
  return ticketView(row);
}

export async function listTickets(services: Services, userId: string): Promise<SupportTicket[]> {
  const rows = await services.db.query<TicketRow>(
    `${TICKET_SELECT} WHERE t.user_id = $1 ORDER BY t.last_message_at DESC, t.id`,
    [userId],
  );
  return rows.map(ticketView);
}

/** Reading a conversation marks the other side's messages read, and says so on the other side's stream. */
async function markRead(services: Services, row: TicketRow, reader: SupportAuthor): Promise<void> {
  const column = reader === 'user' ? 'user_read_at' : 'agent_read_at';
  await services.db.query(`UPDATE support_tickets SET ${column} = $2 WHERE id = $1`, [row.id, services.now()]);
  const event = { keys: [['support', row.id]], data: { ticketId: row.id, read: reader } };
  if (reader === 'user') publish(services.db, { agents: true }, event);
  else publish(services.db, { userId: row.user_id }, { ...event, keys: [...event.keys, ['support', 'tickets']] });
}

export async function userConversation(services: Services, userId: string, id: string) {
  const row = await ownTicket(services, userId, id);
  await markRead(services, row, 'user');
  const fresh = (await ticketRow(services, id)) as TicketRow;
  return { ticket: ticketView(fresh), messages: await messagesOf(services.db, id) };
}

export async function agentConversation(services: Services, id: string) {
  const row = await anyTicket(services, id);
  await markRead(services, row, 'agent');
  const fresh = (await ticketRow(services, id)) as TicketRow;
  return { ticket: agentTicketView(fresh), messages: await messagesOf(services.db, id) };
}

/**
 * Adds a message. A user message reopens a closed conversation and puts it back in the queue; an
 * agent message answers it, reaches the user's open streams at once and is emailed (and pushed) as a
 * support_answer notification when the user is away (on every instance). With Chatwoot configured,
 * user messages are mirrored into its conversation and agent answers written here as private notes;
 * an answer that came from Chatwoot (`externalId`, its message id) is not mirrored back.
 */
export async function addMessage(
  services: Services,
  row: TicketRow,
  author: SupportAuthor,
  body: string,
  uploads?: Upload[],
  externalId?: string,
): Promise<SupportMessage> {
  const files = author === 'user' ? await cleanUploads(uploads) : [];
  const id = randomUUID();
  const now = services.now();
  await inTransaction(services.db, async (q) => {
    await q(sql`INSERT INTO support_messages (id, ticket_id, author, body, created_at, external_id)
      VALUES (${id}, ${row.id}, ${author}, ${body}, ${now}, ${externalId ?? null})`);
    await storeAttachments(services, q, row.id, id, files);
    if (author === 'user') {
      await q(sql`UPDATE support_tickets SET status = 'OPEN', last_message_at = ${now}, user_read_at = ${now},
          waiting_since = COALESCE(waiting_since, ${now}) WHERE id = ${row.id}`);
    } else {
      await q(sql`UPDATE support_tickets SET last_message_at = ${now}, agent_read_at = ${now}, waiting_since = NULL
        WHERE id = ${row.id}`);
    }
  });
  const message = (await messagesOf(services.db, row.id)).find((m) => m.id === id) as SupportMessage;
  const event = {
    keys: [
      ['support', row.id],
      ['support', 'tickets'],
    ],
    data: { ticketId: row.id, message },
  };
  publish(services.db, { userId: row.user_id }, event);
  publish(
    services.db,
    { agents: true },
    {
      ...event,
      keys: [
        ['agent', 'tickets'],
        ['agent', row.id],
      ],
    },
  );
  const mirror = chatwootFor(services);
  if (author === 'user') await mirror?.userWrote(row, body, id);
  else {
    if (!externalId) await mirror?.agentWrote(row, body, id);
    await answerNotice(services, row);
  }
  return message;
}

async function answerNotice(services: Services, row: TicketRow): Promise<void> {
  const away = supportAnswerNeedsEmail({
    userOnline: await isPresent(services.db, row.user_id),
    readAfterAnswer: false,
  });
  if (!away) {
    // The user sees the answer live; the centre still lists it, without email or push.
    await services.db.query(
      `INSERT INTO notifications (id, user_id, kind, data, created_at) VALUES ($1, $2, 'support_answer', $3::jsonb, $4)`,
      [randomUUID(), row.user_id, JSON.stringify({ ticketId: row.id, subject: row.subject }), services.now()],
    );
    publish(services.db, { userId: row.user_id }, { keys: [['notifications']] });
    return;
  }
  await notify(services, row.user_id, 'support_answer', { ticketId: row.id, subject: row.subject });
}

export async function closeTicket(services: Services, id: string): Promise<void> {
  const row = await anyTicket(services, id);
  await services.db.query(`UPDATE support_tickets SET status = 'CLOSED', waiting_since = NULL WHERE id = $1`, [id]);
  const event = {
    keys: [
      ['support', id],
      ['support', 'tickets'],
    ],
    data: { ticketId: id, status: 'CLOSED' },
  };
  publish(services.db, { userId: row.user_id }, event);
  publish(
    services.db,
    { agents: true },
    {
      ...event,
      keys: [
        ['agent', 'tickets'],
        ['agent', id],
      ],
    },
  );
}

/** The agents' queue: open, waiting and premium first (domain compareQueue). */
export async function agentQueue(services: Services, status?: 'OPEN' | 'CLOSED') {
  const rows = await services.db.query<TicketRow>(
    `${TICKET_SELECT}${status ? ' WHERE t.status = $1' : ''} ORDER BY t.last_message_at DESC LIMIT 500`,
    status ? [status] : [],
  );
  const queued = rows.map((row) => ({
    row,
    premium: row.premium,
    status: row.status,
    waitingSince: row.waiting_since ? new Date(row.waiting_since) : null,
    lastMessageAt: new Date(row.last_message_at),
  }));
  return queued.sort(compareQueue).map((q) => agentTicketView(q.row));
}

export { anyTicket };
