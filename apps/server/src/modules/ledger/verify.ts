import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { TxQuery } from './sql';

export type ViolationCheck =
  | 'transfer_unbalanced'
  | 'coin_mismatch'
  | 'balance_mismatch'
  | 'pending_mismatch'
  | 'balance_after_mismatch'
  | 'posting_shape'
  | 'bad_resolution'
  | 'overdraft'
  | 'record_without_transfer'
  | 'record_amount_mismatch';

export interface LedgerViolation {
  check: ViolationCheck;
  /** The transfer, account or posting at fault. */
  ref: string;
  detail: string;
}

// A tampered database could yield millions of rows; the first hundred per check tell the operator enough.
const CAP = 100;

const POSTED = `t.status IN ('posted', 'posted_from_pending')`;

/**
 * Re-derives every stored fact from the postings and reports each disagreement. Balances and
 * balance_after are caches of the postings; this is what proves the caches were kept honestly.
 */
export async function verifyLedger(db: Database): Promise<LedgerViolation[]> {
  // One snapshot, so writers running meanwhile cannot produce false alarms.
  return db.orm.transaction(
    async (tx) => {
      const q: TxQuery = async <R>(statement: ReturnType<typeof sql>) =>
        ((await tx.execute(statement)) as unknown as { rows: R[] }).rows;
      const found: LedgerViolation[] = [];
      for (const check of CHECKS) {
        const rows = await q<{ ref: string; detail: string }>(sql.raw(`${check.query} LIMIT ${CAP}`));
        for (const row of rows) found.push({ check: check.check, ref: row.ref, detail: row.detail });
      }
      return found;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

const CHECKS: { check: ViolationCheck; query: string }[] = [
  {
    check: 'transfer_unbalanced',
    query: `SELECT transfer_id::text AS ref, coin || ' postings sum to ' || sum(amount) AS detail
              FROM ledger_postings GROUP BY transfer_id, coin HAVING sum(amount) <> 0`,
  },
  {
    check: 'coin_mismatch',
    query: `SELECT p.id::text AS ref, 'posting in ' || p.coin || ' on an account in ' || a.coin AS detail
              FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE p.coin <> a.coin`,
  },
  {
    check: 'balance_mismatch',
    query: `SELECT a.id::text AS ref, 'balance ' || a.balance || ', posted postings sum to ' || coalesce(s.total, 0) AS detail
              FROM ledger_accounts a
              LEFT JOIN (SELECT p.account_id, sum(p.amount) AS total
                           FROM ledger_postings p JOIN ledger_transfers t ON t.id = p.transfer_id
                          WHERE ${POSTED} GROUP BY p.account_id) s ON s.account_id = a.id
             WHERE a.balance <> coalesce(s.total, 0)`,
  },
  {
    check: 'pending_mismatch',
    query: `SELECT a.id::text AS ref, 'debits_pending ' || a.debits_pending || ', open holds debit ' || coalesce(s.total, 0) AS detail
              FROM ledger_accounts a
              LEFT JOIN (SELECT p.account_id, sum(-p.amount) AS total
                           FROM ledger_postings p JOIN ledger_transfers t ON t.id = p.transfer_id
                          WHERE t.status = 'pending' AND p.amount < 0
                            AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = t.id)
                          GROUP BY p.account_id) s ON s.account_id = a.id
             WHERE a.debits_pending <> coalesce(s.total, 0)`,
  },
  {
    // Postings of one account are written under its row lock, so id order is the order they applied.
    check: 'balance_after_mismatch',
    query: `SELECT id::text AS ref, 'balance_after ' || coalesce(balance_after::text, 'null') || ', running sum ' || running AS detail
              FROM (SELECT p.id, p.balance_after,
                           sum(p.amount) OVER (PARTITION BY p.account_id ORDER BY p.id) AS running
                      FROM ledger_postings p JOIN ledger_transfers t ON t.id = p.transfer_id WHERE ${POSTED}) x
             WHERE balance_after IS DISTINCT FROM running`,
  },
  {
    check: 'posting_shape',
    query: `SELECT p.id::text AS ref, 'a posting of a ' || t.status || ' transfer has balance_after ' || p.balance_after AS detail
              FROM ledger_postings p JOIN ledger_transfers t ON t.id = p.transfer_id
             WHERE t.status IN ('pending', 'voided') AND (t.status = 'voided' OR p.balance_after IS NOT NULL)`,
  },
  {
    check: 'bad_resolution',
    query: `SELECT r.id::text AS ref, 'resolves a ' || h.status || ' transfer' AS detail
              FROM ledger_transfers r JOIN ledger_transfers h ON h.id = r.pending_id WHERE h.status <> 'pending'
            UNION ALL
            SELECT r.id::text, 'posts ' || p.amount || ' where the hold has ' || coalesce(hp.amount::text, 'nothing')
              FROM ledger_transfers r
              JOIN ledger_postings p ON p.transfer_id = r.id
              LEFT JOIN ledger_postings hp ON hp.transfer_id = r.pending_id AND hp.account_id = p.account_id
             WHERE r.status = 'posted_from_pending'
               AND (hp.id IS NULL OR sign(hp.amount) <> sign(p.amount) OR abs(p.amount) > abs(hp.amount))`,
  },
  {
    check: 'overdraft',
    query: `SELECT id::text AS ref, 'balance ' || balance || ' minus pending ' || debits_pending || ' is below zero' AS detail
              FROM ledger_accounts WHERE (no_overdraft OR kind = 'user') AND balance - debits_pending < 0`,
  },
  {
    // Every user record whose money moved points at a ledger transfer that names it back.
    check: 'record_without_transfer',
    query: `SELECT x.id::text AS ref, 'a ' || x.status || ' ' || x.type || ' has no ledger transfer naming it' AS detail
              FROM transactions x LEFT JOIN ledger_transfers t ON t.id = x.transfer_id
             WHERE x.status <> 'UNCONFIRMED' AND (t.id IS NULL OR t.metadata ->> 'transactionId' IS DISTINCT FROM x.id::text)`,
  },
  {
    // A send or withdrawal takes exactly amount + fees out of its wallet's account.
    check: 'record_amount_mismatch',
    query: `SELECT x.id::text AS ref, 'the wallet posting is ' || p.amount || ', the record says ' || (x.amount + x.fees) AS detail
              FROM transactions x
              JOIN wallets w ON w.id = x.wallet_id
              JOIN ledger_postings p ON p.transfer_id = x.transfer_id AND p.account_id = w.ledger_account_id
             WHERE x.type IN ('INTERNAL', 'WITHDRAW') AND p.amount <> -(x.amount + x.fees)`,
  },
];

/** How much the ledger holds, for the `ledger verify` summary line. */
export async function ledgerStats(db: Database): Promise<{ accounts: number; transfers: number }> {
  const [row] = await db.query<{ accounts: number; transfers: number }>(
    `SELECT (SELECT count(*) FROM ledger_accounts)::int AS accounts,
            (SELECT count(*) FROM ledger_transfers)::int AS transfers`,
  );
  return row!;
}
