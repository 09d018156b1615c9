-- Accounts, sessions, single-use codes, login failures, banned addresses and the sandbox outbox.
CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  country_code text NOT NULL,
  language text NOT NULL,
  mobile text,
  verify_mobile boolean NOT NULL DEFAULT false,
  nationality text,
  birthday text,
  verify_email boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  banned boolean NOT NULL DEFAULT false,
  terms_version text,
  terms_investment_version text,
  terms_card_version text,
  delivery_street text,
  delivery_street_number text,
  delivery_town text,
  delivery_post_code text,
  delivery_country text,
  referral_code text NOT NULL UNIQUE,
  referred_by uuid REFERENCES users (id),
  two_factor_secret text,
  two_factor_pending_secret text,
  two_factor_last_step bigint,
  identity_confirmed boolean NOT NULL DEFAULT false,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_mobile ON users (mobile) WHERE verify_mobile;

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  token_hash text NOT NULL UNIQUE,
  device_id text,
  apps_flyer_id text,
  app_version text,
  user_agent text,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id, created_at DESC);

-- Login pins, reset and email-change tokens, SMS pins: stored only as keyed hashes.
CREATE TABLE one_time_codes (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  purpose text NOT NULL,
  code_hash text NOT NULL,
  target text,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_codes_lookup ON one_time_codes (user_id, purpose, created_at DESC);
CREATE UNIQUE INDEX one_time_codes_hash ON one_time_codes (purpose, code_hash);

CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_user ON login_failures (user_id, created_at DESC);

CREATE TABLE banned_ips (
  ip text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  channel text NOT NULL,
  kind text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_to ON outbox (to_address, id DESC);
