-- Exchange between a user's wallets (docs/decisions/0010-exchange.md).

-- Quotes: the oracle prices (EUR per coin) and spread every rate of one moment was derived from. One row
-- per distinct set; quoting the same set again only moves last_quoted_at. A rate sent back with an
-- exchange is honoured if a set quoted within RATE_TTL_SECONDS gives exactly that rate for the pair.
CREATE TABLE exchange_quotes (
  hash text PRIMARY KEY,
  prices jsonb NOT NULL,
  spread text NOT NULL,
  last_quoted_at timestamptz NOT NULL
);
CREATE INDEX exchange_quotes_recent ON exchange_quotes (last_quoted_at);

-- Pairs an operator switched off (`ops exchange disable FROM TO`); ('*', '*') switches off every pair.
CREATE TABLE exchange_disabled_pairs (
  from_coin text NOT NULL,
  to_coin text NOT NULL,
  disabled_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (from_coin, to_coin)
);

-- The Exchange entity. Its money is one ledger transfer (transfer_id) through the per-coin
-- exchange_inventory accounts; the tier cashback, when one was due, is a transaction of its own.
CREATE TABLE exchanges (
  id uuid PRIMARY KEY,
  -- Insertion order: breaks ties between exchanges made in the same instant.
  seq bigserial NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id),
  wallet_from_id uuid NOT NULL REFERENCES wallets (id),
  wallet_to_id uuid NOT NULL REFERENCES wallets (id),
  from_coin text NOT NULL,
  to_coin text NOT NULL,
  amount_from numeric(78, 0) NOT NULL CHECK (amount_from > 0),
  amount_to numeric(78, 0) NOT NULL CHECK (amount_to > 0),
  -- EUR cents of the amount sold at the quote.
  amount_eur numeric(78, 0) NOT NULL,
  rate text NOT NULL,
  transfer_id uuid NOT NULL REFERENCES ledger_transfers (id),
  transaction_cashback uuid REFERENCES transactions (id),
  created_at timestamptz NOT NULL,
  CHECK (wallet_from_id <> wallet_to_id)
);
CREATE INDEX exchanges_user_time ON exchanges (user_id, created_at, seq);
CREATE INDEX exchanges_from_time ON exchanges (wallet_from_id, created_at, seq);
CREATE INDEX exchanges_to_time ON exchanges (wallet_to_id, created_at, seq);

-- EUR cents each user exchanged per UTC day: the daily limit is one conditional upsert of this row,
-- taken after the ledger locks like a user row.
CREATE TABLE exchange_daily_totals (
  user_id uuid NOT NULL REFERENCES users (id),
  day date NOT NULL,
  eur_cents numeric(78, 0) NOT NULL,
  PRIMARY KEY (user_id, day)
);
