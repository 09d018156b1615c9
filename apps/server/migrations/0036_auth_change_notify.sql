-- Issue 13 (docs/decisions/0035-money-path.md): every server instance keeps the sessions it has checked
-- in memory, so a request's token costs no round trip. Whatever changes what a cached session stands for
-- announces it here, whoever writes it (the app, an ops command, psql): any change of a session but its
-- last use, or of its user but the activity counters. Instances LISTEN on `coffer_auth` on every pooled
-- connection (a connection's own notification arrives before its statement's answer) and on one
-- dedicated connection (other instances' changes); they drop the user's sessions from memory.
CREATE FUNCTION coffer_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    IF TG_OP = 'DELETE' OR (to_jsonb(OLD) - 'last_used_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_used_at') THEN
      PERFORM pg_notify('coffer_auth', OLD.user_id::text);
    END IF;
  ELSIF TG_OP = 'DELETE'
     OR (to_jsonb(OLD) - 'tx_count' - 'two_factor_last_step') IS DISTINCT FROM
        (to_jsonb(NEW) - 'tx_count' - 'two_factor_last_step') THEN
    PERFORM pg_notify('coffer_auth', OLD.id::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_auth_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION coffer_auth_changed();
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION coffer_auth_changed();
