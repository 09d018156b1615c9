-- Per-coin operator switches (`ops coin maintenance|deposit|withdraw <COIN> on|off`,
-- docs/decisions/0017-coin-maintenance.md). A coin without a row is open. Every instance reads
-- them per request, so a switch holds everywhere at once.
CREATE TABLE coin_flags (
  coin text PRIMARY KEY,
  -- Maintenance also pauses the coin's deposits and withdrawals, and its exchanges and Earn moves.
  maintenance boolean NOT NULL DEFAULT false,
  -- Deposits seen while this is off stay recorded (UNCONFIRMED) and are credited once it is on again.
  deposit boolean NOT NULL DEFAULT true,
  -- Sends and withdrawals from the coin's wallets are refused while this is off.
  withdraw boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
