-- Per-address and per-account request limits shared by every instance on one PostgreSQL (decision 0022).
-- A fixed window per key: it opens at the key's first hit and ends at window_end. The key is a SHA-256
-- of the limit's name, so no address or email is stored. Rows whose window ended are deleted by the
-- instances as they count (the embedded database counts in memory and leaves the table empty).
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_end timestamptz NOT NULL,
  hits integer NOT NULL
);
CREATE INDEX rate_limits_window_end ON rate_limits (window_end);
