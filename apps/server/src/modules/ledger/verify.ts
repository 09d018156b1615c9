import { EARN_ACCRUAL_DENOMINATOR } from '@coffer/domain';
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
  | 'record_amount_mismatch'
  | 'earn_balance_mismatch'
  | 'earn_accrual_mismatch'
  | 'exchange_without_transfer'
  | 'exchange_amount_mismatch'
  | 'dangling_reference';

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

/** The references migration 0040 took from the database: table, how a row is named, column, table named. */
const DANGLING: [string, string, string, string][] = [
  ['transactions', 'x.id::text', 'wallet_id', 'wallets'],
  ['transactions', 'x.id::text', 'wallet_to_id', 'wallets'],
  ['transactions', 'x.id::text', 'transfer_id', 'ledger_transfers'],
  ['transaction_entries', "x.transaction_id || ' ' || x.wallet_id", 'transaction_id', 'transactions'],
  ['transaction_entries', "x.transaction_id || ' ' || x.wallet_id", 'user_id', 'users'],
  ['transaction_entries', "x.transaction_id || ' ' || x.wallet_id", 'wallet_id', 'wallets'],
  ['idempotency_keys', "x.user_id || ' ' || x.key", 'user_id', 'users'],
  ['notifications', 'x.id::text', 'user_id', 'users'],
];

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
  {
    // Every exchange points at a ledger transfer that names it back.
    check: 'exchange_without_transfer',
    query: `SELECT x.id::text AS ref, 'an exchange has no ledger transfer naming it' AS detail
              FROM exchanges x LEFT JOIN ledger_transfers t ON t.id = x.transfer_id
             WHERE t.id IS NULL OR t.metadata ->> 'exchangeId' IS DISTINCT FROM x.id::text`,
  },
  {
    // An exchange takes exactly amountFrom out of one wallet and puts exactly amountTo into the other.
    check: 'exchange_amount_mismatch',
    query: `SELECT x.id::text AS ref, 'wallet postings ' || coalesce(pf.amount::text, 'none') || ' and '
                   || coalesce(pt.amount::text, 'none') || ', the exchange says -' || x.amount_from || ' and ' || x.amount_to AS detail
              FROM exchanges x
              JOIN wallets wf ON wf.id = x.wallet_from_id
              JOIN wallets wt ON wt.id = x.wallet_to_id
              LEFT JOIN ledger_postings pf ON pf.transfer_id = x.transfer_id AND pf.account_id = wf.ledger_account_id
              LEFT JOIN ledger_postings pt ON pt.transfer_id = x.transfer_id AND pt.account_id = wt.ledger_account_id
             WHERE pf.amount IS DISTINCT FROM -x.amount_from OR pt.amount IS DISTINCT FROM x.amount_to`,
  },
  {
    // The records around the money name their wallets, users, transfers and transactions without foreign
    // keys (migration 0040, decision 0045): each reference must still name a row.
    check: 'dangling_reference',
    query: DANGLING.map(
      ([table, ref, column, target]) =>
        `SELECT ${ref} AS ref, '${table}.${column} names a missing ${target} row ' || x.${column} AS detail
           FROM ${table} x WHERE x.${column} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${target} y WHERE y.id = x.${column})`,
    ).join(' UNION ALL '),
  },
  {
    // Earn: the investments still running add up to the earn account's balance, a deposit's pieces to what
    // its transfer put in, and a withdrawal's removed pieces to what its transfer took out.
    check: 'earn_balance_mismatch',
    query: `SELECT e.account_id::text AS ref, 'earn balance ' || a.balance || ', running investments add up to ' || coalesce(s.total, 0) AS detail
              FROM earn_accounts e JOIN ledger_accounts a ON a.id = e.account_id
              LEFT JOIN (SELECT wallet_id, sum(amount) AS total FROM investments WHERE removed_at IS NULL GROUP BY wallet_id) s
                ON s.wallet_id = e.wallet_id
             WHERE a.balance <> coalesce(s.total, 0)
            UNION ALL
            SELECT x.transfer::text, 'investments of the transfer add up to ' || x.total || ', its earn posting is ' || coalesce(p.amount::text, 'missing')
              FROM (SELECT i.transfer_id AS transfer, i.wallet_id, sum(i.amount) AS total, 1 AS sign FROM investments i GROUP BY 1, 2
                    UNION ALL
                    SELECT i.removed_transfer_id, i.wallet_id, sum(i.amount), -1 FROM investments i
                     WHERE i.removed_transfer_id IS NOT NULL GROUP BY 1, 2) x
              JOIN earn_accounts e ON e.wallet_id = x.wallet_id
              LEFT JOIN ledger_postings p ON p.transfer_id = x.transfer AND p.account_id = e.account_id
             WHERE p.amount IS DISTINCT FROM x.sign * x.total`,
  },
  {
    // Earn's accrual loses nothing: each day's interest and carried remainder are exactly balance × rate plus
    // the remainder carried in, which is the previous accrued day's remainder, and the interest was credited.
    check: 'earn_accrual_mismatch',
    query: `SELECT r.account_id || ' ' || r.day AS ref, 'interest ' || r.interest || ' and carry ' || r.carried_after
                   || ' do not make balance ' || r.balance || ' at ' || r.rate_ppm || ' ppm plus carry ' || r.carried_before AS detail
              FROM earn_accruals r
             WHERE r.interest * ${EARN_ACCRUAL_DENOMINATOR} + r.carried_after <> r.balance * r.rate_ppm + r.carried_before
                OR r.carried_after < 0 OR r.carried_after >= ${EARN_ACCRUAL_DENOMINATOR}
            UNION ALL
            SELECT account_id || ' ' || day, 'carried in ' || carried_before || ', the day before left ' || previous
              FROM (SELECT account_id, day, carried_before,
                           lag(carried_after, 1, 0::numeric) OVER (PARTITION BY account_id ORDER BY day) AS previous
                      FROM earn_accruals) c
             WHERE carried_before <> previous
            UNION ALL
            SELECT e.account_id::text, 'carries ' || e.carried || ', its last accrued day left ' || coalesce(l.carried_after, 0)
              FROM earn_accounts e
              LEFT JOIN LATERAL (SELECT carried_after FROM earn_accruals r WHERE r.account_id = e.account_id
                                  ORDER BY day DESC LIMIT 1) l ON true
             WHERE e.carried <> coalesce(l.carried_after, 0)
            UNION ALL
            SELECT e.account_id::text, 'interest total ' || e.interest_total || ', the credited days add up to ' || coalesce(s.total, 0)
              FROM earn_accounts e
              LEFT JOIN (SELECT account_id, sum(interest) AS total FROM earn_accruals
                          WHERE transaction_id IS NOT NULL GROUP BY account_id) s ON s.account_id = e.account_id
             WHERE e.interest_total <> coalesce(s.total, 0)
            UNION ALL
            SELECT r.transaction_id::text, 'interest ' || r.interest || ' was credited as ' || coalesce(t.amount::text, 'nothing')
              FROM earn_accruals r LEFT JOIN transactions t ON t.id = r.transaction_id AND t.ref = 'INTEREST'
             WHERE r.transaction_id IS NOT NULL AND t.amount IS DISTINCT FROM r.interest`,
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
