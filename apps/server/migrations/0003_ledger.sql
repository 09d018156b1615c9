-- Double-entry ledger (docs/decisions/0006-ledger.md). Amounts are atomic units of the account's coin.
CREATE TABLE ledger_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  coin text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('user', 'system')),
  -- System accounts: 'world', 'fees', ...; user accounts: which of the owner's balances ('main', 'earn', ...).
  code text NOT NULL,
  owner_id uuid REFERENCES users (id),
  balance numeric(78, 0) NOT NULL DEFAULT 0,
  debits_pending numeric(78, 0) NOT NULL DEFAULT 0 CHECK (debits_pending >= 0),
  no_overdraft boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'user') = (owner_id IS NOT NULL)),
  CHECK (kind = 'system' OR no_overdraft),
  -- The code checks this first and answers insufficient_funds; the constraint is the last line of defence.
  CONSTRAINT ledger_accounts_no_overdraft CHECK (NOT no_overdraft OR balance - debits_pending >= 0)
);
CREATE UNIQUE INDEX ledger_accounts_system ON ledger_accounts (coin, code) WHERE kind = 'system';
CREATE UNIQUE INDEX ledger_accounts_user ON ledger_accounts (owner_id, coin, code) WHERE kind = 'user';

CREATE TABLE ledger_transfers (
  id uuid PRIMARY KEY,
  kind text NOT NULL,
  status text NOT NULL CHECK (status IN ('posted', 'pending', 'posted_from_pending', 'voided')),
  pending_id uuid REFERENCES ledger_transfers (id),
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status IN ('posted_from_pending', 'voided')) = (pending_id IS NOT NULL))
);
-- A hold is resolved (posted or voided) at most once.
CREATE UNIQUE INDEX ledger_transfers_pending ON ledger_transfers (pending_id) WHERE pending_id IS NOT NULL;

CREATE TABLE ledger_postings (
  id bigserial PRIMARY KEY,
  transfer_id uuid NOT NULL REFERENCES ledger_transfers (id),
  account_id uuid NOT NULL REFERENCES ledger_accounts (id),
  coin text NOT NULL,
  amount numeric(78, 0) NOT NULL CHECK (amount <> 0),
  -- Null while the posting belongs to a pending transfer: it has not moved the balance.
  balance_after numeric(78, 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_postings_account ON ledger_postings (account_id, id DESC);
CREATE INDEX ledger_postings_transfer ON ledger_postings (transfer_id);

-- Transfers and postings are history: nothing rewrites or removes them (balances are the only mutable cache).
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger history is append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END
$$;
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
