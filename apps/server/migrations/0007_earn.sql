-- Earn: investments, daily interest and its carried remainder (docs/decisions/0011-earn.md).

-- The spec's Transaction.ref (EXCHANGE, CARD_OPERATION, INVESTMENT, INTEREST); null for plain movements.
ALTER TABLE transactions ADD COLUMN ref text CHECK (ref IN ('EXCHANGE', 'CARD_OPERATION', 'INVESTMENT', 'INTEREST'));

-- A wallet's Earn balance: the owner's ledger user account with code 'earn' in the wallet's coin. The row
-- keeps the accrual's progress: the last UTC day accrued and the remainder below one atomic unit carried
-- to the next day, as a numerator over the domain's EARN_ACCRUAL_DENOMINATOR (365,000,000).
CREATE TABLE earn_accounts (
  account_id uuid PRIMARY KEY REFERENCES ledger_accounts (id),
  wallet_id uuid NOT NULL UNIQUE REFERENCES wallets (id),
  user_id uuid NOT NULL REFERENCES users (id),
  coin text NOT NULL,
  carried numeric(78, 0) NOT NULL DEFAULT 0 CHECK (carried >= 0),
  accrued_through date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX earn_accounts_due ON earn_accounts (coin, accrued_through);

-- The spec's Investment. A deposit is one row; a withdrawal sets removed_at on the oldest rows, splitting
-- one when it takes part of it, so the rows without removed_at add up to the earn account's balance.
-- Pieces of a split keep the deposit's created_at and transfer_id.
CREATE TABLE investments (
  id uuid PRIMARY KEY,
  -- Insertion order: breaks ties between rows of the same instant (FIFO and list order).
  seq bigserial NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id),
  wallet_id uuid NOT NULL REFERENCES wallets (id),
  coin text NOT NULL,
  amount numeric(78, 0) NOT NULL CHECK (amount > 0),
  -- EUR cents when invested (a split shares its deposit's cents out).
  amount_eur numeric(78, 0) NOT NULL DEFAULT 0,
  transfer_id uuid NOT NULL REFERENCES ledger_transfers (id),
  removed_transfer_id uuid REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL,
  removed_at timestamptz,
  CHECK ((removed_at IS NULL) = (removed_transfer_id IS NULL))
);
CREATE INDEX investments_user_time ON investments (user_id, created_at, seq);
CREATE INDEX investments_wallet_time ON investments (wallet_id, created_at, seq);
CREATE INDEX investments_active ON investments (wallet_id, seq) WHERE removed_at IS NULL;

-- One row per earn account and accrued day with a positive balance: it claims the day (a second run
-- or instance conflicts on the key) and keeps the arithmetic, so that
-- interest × 365,000,000 + carried_after = balance × rate_ppm + carried_before can be checked later.
-- A row with interest is the spec's Interest; its id is the INTEREST transaction's.
CREATE TABLE earn_accruals (
  account_id uuid NOT NULL REFERENCES earn_accounts (account_id),
  day date NOT NULL,
  seq bigserial NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id),
  wallet_id uuid NOT NULL REFERENCES wallets (id),
  balance numeric(78, 0) NOT NULL CHECK (balance > 0),
  rate_ppm numeric(78, 0) NOT NULL CHECK (rate_ppm > 0),
  carried_before numeric(78, 0) NOT NULL,
  carried_after numeric(78, 0) NOT NULL,
  interest numeric(78, 0) NOT NULL CHECK (interest >= 0),
  -- Written before its transaction row in the same database transaction, hence deferred.
  transaction_id uuid UNIQUE REFERENCES transactions (id) DEFERRABLE INITIALLY DEFERRED,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, day),
  CHECK ((interest > 0) = (transaction_id IS NOT NULL))
);
CREATE INDEX interests_user_time ON earn_accruals (user_id, created_at, seq) WHERE transaction_id IS NOT NULL;
CREATE INDEX interests_wallet_time ON earn_accruals (wallet_id, created_at, seq) WHERE transaction_id IS NOT NULL;
