import type { Database } from '../../db/client';
import { atomic } from '../ledger/sql';

/** A wallet's money in atomic units: spendable now, in Earn, and the interest Earn has credited so far. */
export interface WalletFigures {
  available: bigint;
  invested: bigint;
  interest: bigint;
}

interface FiguresRow {
  id: string;
  available: string;
  invested: string;
  interest: string;
}

/**
 * The figures of several wallets in one query (the wallet list must not cost a query per wallet).
 * `available` is the posted balance minus debits held for pending withdrawals; the interest is the
 * running total the accrual keeps on the earn account (`ledger verify` checks it).
 */
export async function walletFigures(db: Database, walletIds: readonly string[]): Promise<Map<string, WalletFigures>> {
  if (walletIds.length === 0) return new Map();
  const rows = await db.query<FiguresRow>(
    `SELECT w.id, (a.balance - a.debits_pending)::text AS available,
            coalesce(ea.balance, 0)::text AS invested, coalesce(e.interest_total, 0)::text AS interest
       FROM wallets w
       JOIN ledger_accounts a ON a.id = w.ledger_account_id
       LEFT JOIN earn_accounts e ON e.wallet_id = w.id
       LEFT JOIN ledger_accounts ea ON ea.id = e.account_id
      WHERE w.id = ANY($1::uuid[])`,
    [walletIds],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      { available: atomic(row.available), invested: atomic(row.invested), interest: atomic(row.interest) },
    ]),
  );
}
