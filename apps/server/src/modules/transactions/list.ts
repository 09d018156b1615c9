import type { TransactionView } from '@coffer/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { isUuid } from '../ledger/sql';
import { TRANSACTION_COLUMNS, type TransactionRow, transactionView } from './records';

export interface ListFilter {
  limit: number;
  offset: number;
  order: 'asc' | 'desc';
  type?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
}

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** fromDate is inclusive; a bare toDate includes its whole UTC day. */
export function dateRange(filter: Pick<ListFilter, 'fromDate' | 'toDate'>): { from: Date | null; to: Date | null } {
  const from = filter.fromDate
    ? new Date(BARE_DATE.test(filter.fromDate) ? `${filter.fromDate}T00:00:00Z` : filter.fromDate)
    : null;
  let to: Date | null = null;
  if (filter.toDate) {
    to = new Date(BARE_DATE.test(filter.toDate) ? `${filter.toDate}T00:00:00Z` : filter.toDate);
    if (BARE_DATE.test(filter.toDate)) to = new Date(to.getTime() + 86_400_000);
  }
  if (from && to && from >= to) throw new AppError('bad_params', 'fromDate must be before toDate');
  return { from, to };
}

type Scope = { kind: 'wallet'; walletId: string } | { kind: 'user'; userId: string };

/**
 * One page of a wallet's or a user's transactions. Without filters the page is a range of the dense
 * per-wallet (or per-user) numbers, so page 100,000 costs what page 1 costs; with filters it is an
 * index range on (owner[, type], created_at, seq) in time order (docs/decisions/0031-flat-history.md).
 */
export async function listTransactions(db: Database, scope: Scope, filter: ListFilter): Promise<TransactionView[]> {
  const [owner, seq, counter]: [SQL, SQL, SQL] =
    scope.kind === 'wallet'
      ? [
          sql`e.wallet_id = ${scope.walletId}`,
          sql.raw('e.wallet_seq'),
          sql`coalesce((SELECT n FROM wallet_entry_counts WHERE wallet_id = ${scope.walletId}), 0)`,
        ]
      : [
          sql`e.user_id = ${scope.userId}`,
          sql.raw('e.user_seq'),
          sql`coalesce((SELECT n FROM user_entry_counts WHERE user_id = ${scope.userId}), 0)`,
        ];
  const direction = sql.raw(filter.order === 'asc' ? 'ASC' : 'DESC');
  const { from, to } = dateRange(filter);
  const filtered = Boolean(filter.type || from || to);

  let page: SQL;
  if (!filtered) {
    const bound =
      filter.order === 'asc' ? sql`${seq} > ${filter.offset}` : sql`${seq} <= ${counter} - ${filter.offset}`;
    page = sql`SELECT e.transaction_id, ${seq} AS seq FROM transaction_entries e
      WHERE ${owner} AND ${bound} ORDER BY ${seq} ${direction} LIMIT ${filter.limit}`;
  } else {
    const conditions = [owner];
    if (filter.type) conditions.push(sql`e.type = ${filter.type}`);
    if (from) conditions.push(sql`e.created_at >= ${from}`);
    if (to) conditions.push(sql`e.created_at < ${to}`);
    // Time order (then the dense number) walks the (owner[, type], created_at, seq) index from the
    // filter's edge, so a filtered page deep in the history costs what the newest one costs.
    page = sql`SELECT e.transaction_id, ${seq} AS seq, e.created_at FROM transaction_entries e
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY e.created_at ${direction}, ${seq} ${direction} LIMIT ${filter.limit} OFFSET ${filter.offset}`;
  }
  const result = (await db.orm.execute(sql`SELECT ${sql.raw(TRANSACTION_COLUMNS)} FROM (${page}) p
      JOIN transactions t ON t.id = p.transaction_id ORDER BY ${filtered ? sql`p.created_at ${direction}, ` : sql``}p.seq ${direction}`)) as unknown as {
    rows: TransactionRow[];
  };
  return result.rows.map(transactionView);
}

/** A transaction one of the user's wallets takes part in; anyone else's (or none) is `not_found`. */
export async function findOwnTransaction(db: Database, userId: string, id: string): Promise<TransactionRow> {
  if (!isUuid(id)) throw new AppError('not_found', 'No such transaction');
  const result = (await db.orm.execute(sql`SELECT ${sql.raw(TRANSACTION_COLUMNS)} FROM transactions t
      WHERE t.id = ${id} AND EXISTS (SELECT 1 FROM transaction_entries e WHERE e.transaction_id = t.id AND e.user_id = ${userId})`)) as unknown as {
    rows: TransactionRow[];
  };
  const row = result.rows[0];
  if (!row) throw new AppError('not_found', 'No such transaction');
  return row;
}
