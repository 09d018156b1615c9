-- Live prices (issue 16, decision 0027): each tick of the price stream is priced once for every
-- server instance sharing this database. The first instance to reach a tick stores its price table;
-- every instance then sends the stored table, so clients of different instances see the same prices.
-- Old ticks are pruned by the instances as they go.
CREATE TABLE market_ticks (
  tick bigint PRIMARY KEY,
  prices jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
