-- Issue 18: live support conversations (docs/decisions/0034-support-and-referrals.md). premium is
-- fixed when the conversation opens, from the user's active tier (spec section 6); waiting_since is
-- set while the user waits for an answer; the read marks drive unread counts on both sides.
CREATE TABLE support_tickets (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject text NOT NULL,
  category text NOT NULL,
  transaction_id uuid,
  status text NOT NULL DEFAULT 'OPEN',
  premium boolean NOT NULL,
  waiting_since timestamptz,
  last_message_at timestamptz NOT NULL,
  user_read_at timestamptz,
  agent_read_at timestamptz,
  external_id text,
  created_at timestamptz NOT NULL
);
CREATE INDEX support_tickets_user ON support_tickets (user_id, last_message_at DESC);
CREATE INDEX support_tickets_queue ON support_tickets (status, premium DESC, waiting_since);

CREATE TABLE support_messages (
  id uuid PRIMARY KEY,
  ticket_id uuid NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
  author text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL,
  seq bigserial
);
CREATE INDEX support_messages_ticket ON support_messages (ticket_id, seq);

-- Files are checked by their first bytes, images re-encoded, and the bytes kept encrypted in
-- stored_files; only the conversation's owner and the agents read them.
CREATE TABLE support_attachments (
  id uuid PRIMARY KEY,
  message_id uuid NOT NULL REFERENCES support_messages (id) ON DELETE CASCADE,
  ticket_id uuid NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  storage_key uuid NOT NULL
);
CREATE INDEX support_attachments_message ON support_attachments (message_id);

-- Operator credentials for the agent page: only their SHA-256 is kept.
CREATE TABLE support_agent_tokens (
  token_hash text PRIMARY KEY,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
