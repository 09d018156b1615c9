import type { Database } from '../../db/client';

export interface CardViolation {
  check: string;
  ref: string;
  detail: string;
}

const CAP = 100;

/** The wallet-side sum of one transfer's postings (the funding wallet's ledger account). */
const walletLeg = (transfer: string) => `coalesce((SELECT sum(p.amount) FROM ledger_postings p
  WHERE p.transfer_id = ${transfer} AND p.account_id = w.ledger_account_id), 0)`;

/**
 * Card money against the ledger (part of `ledger verify`): each operation's hold, clearing, reversal
 * and refund is the transfer it names, for the amount it records, in the state its status says; the
 * wallet's transaction agrees; card_settlement holds exactly the cleared spend less the refunds.
 */
const CHECKS: { check: string; query: string }[] = [
  {
    check: 'card_hold_mismatch',
    query: `SELECT o.id::text AS ref, o.status || ': hold debits ' || ${walletLeg('o.hold_transfer_id')} || ', recorded ' || (o.authorized_amount + o.fees) AS detail
      FROM card_operations o JOIN wallets w ON w.id = o.wallet_id
      WHERE o.type IN ('PURCHASE', 'ATM') AND o.status <> 'REJECTED'
        AND (o.hold_transfer_id IS NULL OR ${walletLeg('o.hold_transfer_id')} <> -(o.authorized_amount + o.fees))`,
  },
  {
    check: 'card_hold_state',
    query: `SELECT o.id::text AS ref, o.status || ' with hold resolved as ' || coalesce(r.status, 'open') AS detail
      FROM card_operations o LEFT JOIN ledger_transfers r ON r.pending_id = o.hold_transfer_id
      WHERE o.hold_transfer_id IS NOT NULL AND NOT (
        (o.status = 'AUTHORIZED' AND r.id IS NULL) OR
        (o.status = 'CONFIRMED' AND r.status = 'posted_from_pending' AND r.id = o.settle_transfer_id) OR
        (o.status = 'CANCELED' AND r.status = 'voided' AND r.id = o.settle_transfer_id))`,
  },
  {
    check: 'card_declined_moved_money',
    query: `SELECT o.id::text AS ref, 'REJECTED operation names a transfer' AS detail FROM card_operations o
      WHERE o.status = 'REJECTED' AND (o.hold_transfer_id IS NOT NULL OR o.transfer_id IS NOT NULL OR o.transaction_id IS NOT NULL)`,
  },
  {
    check: 'card_clearing_mismatch',
    query: `SELECT o.id::text AS ref, 'wallet paid ' || -(${walletLeg('o.settle_transfer_id')} + ${walletLeg('o.extra_transfer_id')}) || ', recorded ' || (o.amount + o.fees - o.uncollected) AS detail
      FROM card_operations o JOIN wallets w ON w.id = o.wallet_id
      WHERE o.status = 'CONFIRMED' AND -(${walletLeg('o.settle_transfer_id')} + ${walletLeg('o.extra_transfer_id')}) <> o.amount + o.fees - o.uncollected`,
  },
  {
    check: 'card_refund_mismatch',
    query: `SELECT o.id::text AS ref, 'refund credits ' || ${walletLeg('o.transfer_id')} || ', recorded ' || o.amount AS detail
      FROM card_operations o JOIN wallets w ON w.id = o.wallet_id
      WHERE o.type = 'REFUND' AND (o.status <> 'REFUNDED' OR o.transfer_id IS NULL OR ${walletLeg('o.transfer_id')} <> o.amount)`,
  },
  {
    check: 'card_refund_total',
    query: `SELECT o.id::text AS ref, 'refunded ' || o.refunded || ', refunds sum to ' || coalesce(s.total, 0) || ', paid ' || (o.amount - o.uncollected) AS detail
      FROM card_operations o LEFT JOIN (SELECT parent_id, sum(amount) AS total FROM card_operations WHERE type = 'REFUND' GROUP BY parent_id) s
        ON s.parent_id = o.id
      WHERE o.refunded <> coalesce(s.total, 0) OR o.refunded > o.amount - o.uncollected`,
  },
  {
    check: 'card_transaction_mismatch',
    query: `SELECT o.id::text AS ref, o.status || ' operation, transaction ' || coalesce(t.status, 'missing') AS detail
      FROM card_operations o LEFT JOIN transactions t ON t.id = o.transaction_id
      WHERE o.status <> 'REJECTED' AND (t.id IS NULL OR t.status <> CASE o.status WHEN 'AUTHORIZED' THEN 'PENDING'
        WHEN 'CANCELED' THEN 'CANCELED' ELSE 'CONFIRMED' END OR t.amount <> o.amount - o.uncollected OR t.fees <> o.fees)`,
  },
  {
    check: 'card_settlement_balance',
    query: `SELECT a.id::text AS ref, a.coin || ' card_settlement ' || a.balance || ', cleared less refunded ' || coalesce(s.total, 0) AS detail
      FROM ledger_accounts a LEFT JOIN (SELECT coin, sum(CASE WHEN status = 'CONFIRMED' THEN amount ELSE -amount END) AS total
        FROM card_operations WHERE status IN ('CONFIRMED', 'REFUNDED') GROUP BY coin) s ON s.coin = a.coin
      WHERE a.kind = 'system' AND a.code = 'card_settlement' AND a.balance <> coalesce(s.total, 0)`,
  },
];

export async function verifyCards(db: Database): Promise<CardViolation[]> {
  const found: CardViolation[] = [];
  for (const { check, query } of CHECKS) {
    const rows = await db.query<{ ref: string; detail: string }>(`${query} LIMIT ${CAP}`);
    for (const row of rows) found.push({ check, ref: row.ref, detail: row.detail });
  }
  return found;
}
