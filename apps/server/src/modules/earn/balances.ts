import type { Database } from '../../db/client';
import { atomic } from '../ledger/sql';

/** What a wallet has in Earn (its earn account's balance) and the interest credited to it so far. */
export async function earnBalances(db: Database, walletId: string): Promise<{ invested: bigint; interest: bigint }> {
  const [row] = await db.query<{ invested: string; interest: string }>(
    `SELECT coalesce((SELECT a.balance FROM earn_accounts e JOIN ledger_accounts a ON a.id = e.account_id
                       WHERE e.wallet_id = $1), 0)::text AS invested,
            coalesce((SELECT sum(interest) FROM earn_accruals
                       WHERE wallet_id = $1 AND transaction_id IS NOT NULL), 0)::text AS interest`,
    [walletId],
  );
  return { invested: atomic(row?.invested ?? '0'), interest: atomic(row?.interest ?? '0') };
}
