-- Issue 18, follow-up (decisions 0033 and 0034).
-- Chatwoot answers come back through its webhook: a conversation is found by its Chatwoot id, and each
-- message remembers the Chatwoot message it came from (or was mirrored to), so a replayed webhook or our
-- own mirrored note adds nothing.
CREATE INDEX support_tickets_external ON support_tickets (external_id) WHERE external_id IS NOT NULL;
ALTER TABLE support_messages ADD COLUMN external_id text;
CREATE UNIQUE INDEX support_messages_external ON support_messages (external_id) WHERE external_id IS NOT NULL;

-- Who has a live stream open, on which server instance: a row per user and instance while a stream is
-- open, its seen_at renewed by the instance's heartbeat. A row older than the expiry (an instance that
-- died) no longer counts, so "away" (the support answer is emailed) holds across instances.
CREATE TABLE live_presence (
  user_id uuid NOT NULL,
  instance_id uuid NOT NULL,
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, instance_id)
);
CREATE INDEX live_presence_instance ON live_presence (instance_id);
