-- Payment cards (issue 15, docs/decisions/0025 and 0026). Coffer keeps only the issuer's token, the last
-- four digits and the expiry: the card number, CVC2 and PIN live with the issuer (the sandbox issuer's
-- vault, 0021), never here.
CREATE TABLE cards (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  wallet_id uuid NOT NULL REFERENCES wallets (id),
  issuer_token text NOT NULL UNIQUE,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  expiration text NOT NULL CHECK (expiration ~ '^[0-9]{2}/[0-9]{2}$'),
  status text NOT NULL CHECK (status IN ('NOT_ACTIVATED', 'ACTIVE', 'PIN_BLOCKED', 'SUSPENDED', 'LOST', 'STOLEN', 'RISK', 'FRAUD')),
  -- Whole EUR per calendar month (spec section 5: 300 to 4000).
  monthly_limit integer NOT NULL CHECK (monthly_limit BETWEEN 300 AND 4000),
  delivery_street text NOT NULL,
  delivery_street_number text NOT NULL,
  delivery_town text NOT NULL,
  delivery_post_code text NOT NULL,
  delivery_country text NOT NULL CHECK (delivery_country = 'GB'),
  shipped_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX cards_user ON cards (user_id, created_at);
-- One live card per user: a reported (final) card no longer counts.
CREATE UNIQUE INDEX cards_one_live ON cards (user_id) WHERE status NOT IN ('LOST', 'STOLEN', 'FRAUD');

-- Card operations (spec section 3). Amounts: `amount` in the funding wallet's atomic units (what the
-- wallet pays, fees excluded), `transaction_amount` in the merchant's currency cents, `amount_eur` in EUR cents.
CREATE TABLE card_operations (
  id uuid PRIMARY KEY,
  seq bigserial NOT NULL UNIQUE,
  card_id uuid NOT NULL REFERENCES cards (id),
  user_id uuid NOT NULL REFERENCES users (id),
  wallet_id uuid NOT NULL REFERENCES wallets (id),
  coin text NOT NULL,
  type text NOT NULL CHECK (type IN ('PURCHASE', 'ATM', 'REFUND')),
  status text NOT NULL CHECK (status IN ('AUTHORIZED', 'CONFIRMED', 'CANCELED', 'REJECTED', 'REFUNDED')),
  decline_reason text,
  amount numeric(78, 0) NOT NULL CHECK (amount >= 0),
  fees numeric(78, 0) NOT NULL DEFAULT 0 CHECK (fees >= 0),
  -- What was first authorised (the hold), when clearing changed the amount.
  authorized_amount numeric(78, 0) NOT NULL DEFAULT 0,
  -- Over-capture the wallet could not cover, carried by Coffer's card_losses account.
  uncollected numeric(78, 0) NOT NULL DEFAULT 0,
  refunded numeric(78, 0) NOT NULL DEFAULT 0,
  transaction_amount numeric(78, 0) NOT NULL CHECK (transaction_amount >= 0),
  transaction_currency text NOT NULL,
  amount_eur numeric(78, 0) NOT NULL DEFAULT 0,
  country text,
  merchant_id text,
  merchant_name text,
  merchant_category_code text,
  parent_id uuid REFERENCES card_operations (id),
  hold_transfer_id uuid REFERENCES ledger_transfers (id),
  settle_transfer_id uuid REFERENCES ledger_transfers (id),
  extra_transfer_id uuid REFERENCES ledger_transfers (id),
  transfer_id uuid REFERENCES ledger_transfers (id),
  transaction_id uuid REFERENCES transactions (id),
  cashback_transaction_id uuid REFERENCES transactions (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX card_operations_user ON card_operations (user_id, created_at, seq);
CREATE INDEX card_operations_wallet ON card_operations (wallet_id, created_at, seq);
CREATE INDEX card_operations_card_month ON card_operations (card_id, created_at);

-- Inbound issuer events by the issuer's id: a repeated event is answered from here, applied once.
CREATE TABLE card_issuer_events (
  event_id text PRIMARY KEY,
  kind text NOT NULL,
  operation_id uuid REFERENCES card_operations (id),
  created_at timestamptz NOT NULL
);
