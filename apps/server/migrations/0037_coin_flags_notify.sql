-- Issue 13 (docs/decisions/0035-money-path.md): instances keep the coins' operator switches in memory for
-- the send path; any change of `coin_flags`, whoever writes it, is announced on `coffer_coins` and drops
-- them (the channel every connection LISTENs on, like `coffer_auth` of migration 0036).
CREATE FUNCTION coffer_coins_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('coffer_coins', COALESCE(NEW.coin, OLD.coin));
  RETURN NULL;
END
$$;

CREATE TRIGGER coin_flags_changed AFTER INSERT OR UPDATE OR DELETE ON coin_flags
  FOR EACH ROW EXECUTE FUNCTION coffer_coins_changed();
