-- Issue 13 (docs/decisions/0035-money-path.md): instances keep the exchange's operator switches in memory;
-- any change of `exchange_disabled_pairs`, whoever writes it, is announced on `coffer_coins` (payload '*')
-- and drops them, as a change of `coin_flags` does (migration 0037).
CREATE FUNCTION coffer_exchange_pairs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('coffer_coins', '*');
  RETURN NULL;
END
$$;

CREATE TRIGGER exchange_disabled_pairs_changed AFTER INSERT OR UPDATE OR DELETE ON exchange_disabled_pairs
  FOR EACH STATEMENT EXECUTE FUNCTION coffer_exchange_pairs_changed();
