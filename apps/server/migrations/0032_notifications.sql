-- Issue 18: the in-app notification centre, per-kind channel preferences and Web Push subscriptions
-- (docs/decisions/0033-notifications-and-live-stream.md). Kinds are the domain's NOTIFICATION_KINDS.
CREATE TABLE notifications (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  read_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX notifications_user_time ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_user_unread ON notifications (user_id) WHERE read_at IS NULL;

-- A row only where the user changed the default of a kind.
CREATE TABLE notification_preferences (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  push boolean NOT NULL,
  email boolean NOT NULL,
  PRIMARY KEY (user_id, kind)
);

-- One row per browser or device; the endpoint is the push service's address for it.
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  device_id text,
  created_at timestamptz NOT NULL
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);
