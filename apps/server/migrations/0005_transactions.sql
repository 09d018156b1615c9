-- Transactions, sends, proofs of funds, idempotency and tiers (docs/decisions/0009-transactions-and-sends.md).
-- A transaction is the user-facing record of a movement; the money itself is in the ledger transfer it points at.
CREATE TABLE transactions (
  id uuid PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('INCOMING', 'OUTGOING', 'DEPOSIT', 'WITHDRAW', 'INTERNAL')),
  status text NOT NULL CHECK (status IN ('UNCONFIRMED', 'PENDING', 'CONFIRMED', 'BLOCKED', 'REFUNDED', 'CANCELED', 'ERROR')),
  coin text NOT NULL,
  amount numeric(78, 0) NOT NULL CHECK (amount > 0),
  fees numeric(78, 0) NOT NULL DEFAULT 0 CHECK (fees >= 0),
  -- EUR cents at the transaction's time.
  amount_eur numeric(78, 0) NOT NULL DEFAULT 0,
  wallet_id uuid REFERENCES wallets (id),
  wallet_to_id uuid REFERENCES wallets (id),
  from_address text,
  to_address text,
  tx_id text,
  extra jsonb NOT NULL DEFAULT '{}'::jsonb,
  refund_transaction_id text,
  -- The ledger transfer (or hold) carrying the money, and the one that posted or voided the hold.
  transfer_id uuid REFERENCES ledger_transfers (id),
  settle_transfer_id uuid REFERENCES ledger_transfers (id),
  -- Sandbox chain: the height the movement was seen at and the confirmations it needs.
  seen_height bigint,
  confirmations_required integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (wallet_id IS NOT NULL OR wallet_to_id IS NOT NULL)
);
CREATE INDEX transactions_open ON transactions (status) WHERE status IN ('UNCONFIRMED', 'PENDING');
CREATE INDEX transactions_withdrawals ON transactions (wallet_id, created_at) WHERE type = 'WITHDRAW';

-- Each party's view of a transaction, numbered densely per wallet and per user: page N of a list is an
-- index range (seq between n - offset - limit and n - offset), as cheap deep in a long history as on page 1.
ALTER TABLE wallets ADD COLUMN tx_count bigint NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN tx_count bigint NOT NULL DEFAULT 0;
CREATE TABLE transaction_entries (
  transaction_id uuid NOT NULL REFERENCES transactions (id),
  user_id uuid NOT NULL REFERENCES users (id),
  wallet_id uuid NOT NULL REFERENCES wallets (id),
  wallet_seq bigint NOT NULL,
  user_seq bigint NOT NULL,
  type text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (wallet_id, wallet_seq),
  UNIQUE (user_id, user_seq),
  UNIQUE (transaction_id, wallet_id)
);
CREATE INDEX transaction_entries_wallet_time ON transaction_entries (wallet_id, created_at, wallet_seq);
CREATE INDEX transaction_entries_user_time ON transaction_entries (user_id, created_at, user_seq);

CREATE TABLE proofs_of_fund (
  id uuid PRIMARY KEY,
  transaction_id uuid NOT NULL REFERENCES transactions (id),
  user_id uuid NOT NULL REFERENCES users (id),
  status text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  storage_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX proofs_of_fund_transaction ON proofs_of_fund (transaction_id);

-- Recipients a user confirmed an internal send to with a code: later internal sends to them need none.
CREATE TABLE trusted_recipients (
  user_id uuid NOT NULL REFERENCES users (id),
  wallet_id uuid NOT NULL REFERENCES wallets (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, wallet_id)
);

-- A money-moving request's key: claimed while it runs, then holding the response a replay returns.
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users (id),
  key text NOT NULL,
  request_hash text NOT NULL,
  response jsonb,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

ALTER TABLE users ADD COLUMN tier text NOT NULL DEFAULT 'TIER_0';
-- A special tier (ICO, BNKF) granted to this user by an operator; only they see it.
ALTER TABLE users ADD COLUMN special_tier text;
ALTER TABLE users ADD COLUMN tier_changed_at timestamptz;

-- The monthly tier fee, charged once per user and calendar month.
CREATE TABLE tier_fees (
  user_id uuid NOT NULL REFERENCES users (id),
  month text NOT NULL,
  transaction_id uuid REFERENCES transactions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, month)
);

-- Uploaded documents (proofs of funds), kept in the database so every server instance sees them and a
-- backup holds them with the records that name them (docs/decisions/0009).
CREATE TABLE stored_files (
  key uuid PRIMARY KEY,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
