-- Issue 13 (docs/decisions/0035-money-path.md): the dense per-wallet and per-user entry numbers
-- (decision 0031) are counted in narrow rows of their own instead of the wide users and wallets rows.
-- Every movement wrote both of those rows, and each users update ran the coffer_auth trigger on the
-- whole row; now a movement touches no user or wallet row at all. A missing row counts 0 (the first
-- entry inserts it). Writers take the rows in id order, so concurrent batches queue instead of deadlocking.
CREATE TABLE wallet_entry_counts (
  wallet_id uuid PRIMARY KEY REFERENCES wallets (id),
  n bigint NOT NULL CHECK (n >= 0)
);
CREATE TABLE user_entry_counts (
  user_id uuid PRIMARY KEY REFERENCES users (id),
  n bigint NOT NULL CHECK (n >= 0)
);
INSERT INTO wallet_entry_counts (wallet_id, n) SELECT id, tx_count FROM wallets WHERE tx_count > 0;
INSERT INTO user_entry_counts (user_id, n) SELECT id, tx_count FROM users WHERE tx_count > 0;
ALTER TABLE wallets DROP COLUMN tx_count;
ALTER TABLE users DROP COLUMN tx_count;

-- Migration 0036's function without the counter it no longer needs to leave out.
CREATE OR REPLACE FUNCTION coffer_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    IF TG_OP = 'DELETE' OR (to_jsonb(OLD) - 'last_used_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_used_at') THEN
      PERFORM pg_notify('coffer_auth', OLD.user_id::text);
    END IF;
  ELSIF TG_OP = 'DELETE'
     OR (to_jsonb(OLD) - 'two_factor_last_step') IS DISTINCT FROM (to_jsonb(NEW) - 'two_factor_last_step') THEN
    PERFORM pg_notify('coffer_auth', OLD.id::text);
  END IF;
  RETURN NULL;
END
$$;
