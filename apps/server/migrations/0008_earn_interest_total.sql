-- The interest Earn has credited to a wallet so far, kept on its earn account by the accrual that credits it,
-- so the wallet view reads one row instead of summing every accrued day (`ledger verify` checks it against
-- the accruals).
ALTER TABLE earn_accounts ADD COLUMN interest_total numeric(78, 0) NOT NULL DEFAULT 0 CHECK (interest_total >= 0);

UPDATE earn_accounts e
   SET interest_total = s.total
  FROM (SELECT account_id, sum(interest) AS total FROM earn_accruals
         WHERE transaction_id IS NOT NULL GROUP BY account_id) s
 WHERE s.account_id = e.account_id;
