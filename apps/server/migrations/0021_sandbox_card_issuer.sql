-- The sandbox card issuer's own tables (issue 15, docs/decisions/0026). They stand for the issuer's
-- systems: Coffer's code reads them only through providers/card-issuer. PAN, CVC2 and PIN are sealed with
-- the server key (AES-256-GCM), so a dump of the database never shows a card number.
CREATE TABLE sandbox_card_vault (
  token text PRIMARY KEY,
  pan_sealed text NOT NULL,
  cvc2_sealed text NOT NULL,
  pin_sealed text NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL
);

-- Card-details pages: a single-use, short-lived handle (stored hashed) for the issuer's iframe page.
CREATE TABLE sandbox_card_sessions (
  handle_hash text PRIMARY KEY,
  token text NOT NULL REFERENCES sandbox_card_vault (token),
  theme text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
