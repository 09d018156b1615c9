import type { SupportMessage, SupportTicket } from '@coffer/contract';
import type { SupportAuthor, SupportCategory, SupportStatus } from '@coffer/domain';
import type { Queryable } from '../../db/client';
import { iso } from '../transactions/records';

export interface TicketRow {
  id: string;
  user_id: string;
  subject: string;
  category: SupportCategory;
  status: SupportStatus;
  transaction_id: string | null;
  premium: boolean;
  waiting_since: Date | string | null;
  last_message_at: Date | string;
  user_read_at: Date | string | null;
  agent_read_at: Date | string | null;
  external_id: string | null;
  created_at: Date | string;
  unread_user: number;
  unread_agent: number;
  email: string;
  first_name: string;
  last_name: string;
}

/** A ticket with both sides' unread counts and its owner's name. */
export const TICKET_SELECT = `SELECT t.*, u.email, u.first_name, u.last_name,
  (SELECT count(*)::int FROM support_messages m WHERE m.ticket_id = t.id AND m.author = 'agent'
     AND (t.user_read_at IS NULL OR m.created_at > t.user_read_at)) AS unread_user,
  (SELECT count(*)::int FROM support_messages m WHERE m.ticket_id = t.id AND m.author = 'user'
     AND (t.agent_read_at IS NULL OR m.created_at > t.agent_read_at)) AS unread_agent
  FROM support_tickets t JOIN users u ON u.id = t.user_id`;

export function ticketView(row: TicketRow): SupportTicket {
  return {
    id: row.id,
    subject: row.subject,
    category: row.category,
    status: row.status,
    transactionId: row.transaction_id,
    premium: row.premium,
    unread: row.unread_user,
    lastMessageAt: iso(row.last_message_at),
    createdAt: iso(row.created_at),
  };
}

export function agentTicketView(row: TicketRow) {
  return {
    ...ticketView(row),
    unread: row.unread_agent,
    userEmail: row.email,
    userName: `${row.first_name} ${row.last_name}`,
    waiting: row.waiting_since !== null,
  };
}

interface MessageRow {
  id: string;
  ticket_id: string;
  author: SupportAuthor;
  body: string;
  created_at: Date | string;
}

interface AttachmentRow {
  id: string;
  message_id: string;
  file_name: string;
  content_type: string;
  size: number;
}

export async function messagesOf(db: Queryable, ticketId: string): Promise<SupportMessage[]> {
  const rows = await db.query<MessageRow>(
    'SELECT id, ticket_id, author, body, created_at FROM support_messages WHERE ticket_id = $1 ORDER BY seq',
    [ticketId],
  );
  const files = await db.query<AttachmentRow>(
    'SELECT id, message_id, file_name, content_type, size FROM support_attachments WHERE ticket_id = $1 ORDER BY file_name',
    [ticketId],
  );
  return rows.map((row) => ({
    id: row.id,
    ticketId: row.ticket_id,
    author: row.author,
    body: row.body,
    createdAt: iso(row.created_at),
    attachments: files
      .filter((f) => f.message_id === row.id)
      .map((f) => ({ id: f.id, fileName: f.file_name, contentType: f.content_type, size: f.size })),
  }));
}
