-- Issue 13 (docs/decisions/0050-sends-planned-on-known-balances.md): a batch of sends may be planned on the
-- balances its own server instance last wrote, and then sends both of its statements in one round trip.
-- Its first statement claims the keys, locks the accounts and checks each guess under those locks; a wrong
-- guess (another writer moved an account, a key was taken) fails the transaction with SQLSTATE CF001, so
-- nothing of the batch is written and the instance plans it again on the locked rows.
CREATE FUNCTION coffer_expect(ok boolean) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF ok IS NOT TRUE THEN
    RAISE EXCEPTION 'a batch was planned on account states that are not the current ones' USING ERRCODE = 'CF001';
  END IF;
  RETURN true;
END
$$;
