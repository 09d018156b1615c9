-- Wallets (docs/decisions/0008-wallets-and-prices.md). A wallet is a user's ledger account in one coin,
-- plus where it receives money. Its balance lives in ledger_accounts, never here.
CREATE SEQUENCE wallet_number_seq START 1;

CREATE TABLE wallets (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  coin text NOT NULL,
  ledger_account_id uuid NOT NULL UNIQUE REFERENCES ledger_accounts (id),
  -- Unique per wallet and never reused: the sandbox chain derives the address, IBAN account number,
  -- GBP account number or XRP destination tag from it.
  number bigint NOT NULL UNIQUE,
  address text NOT NULL,
  extra jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT wallets_user_coin UNIQUE (user_id, coin)
);
-- Later features find the Coffer wallet behind a destination (internal transfers, deposits).
-- XRP wallets share one platform address and differ by tag.
CREATE UNIQUE INDEX wallets_address ON wallets (coin, address) WHERE coin <> 'XRP';
CREATE UNIQUE INDEX wallets_xrp_tag ON wallets ((extra ->> 'tag')) WHERE coin = 'XRP';
