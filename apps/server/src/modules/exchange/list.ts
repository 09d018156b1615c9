import type { ExchangeView } from '@coffer/contract';
import { coinDecimals, exchangeSide, formatAmount, walletExchangeSide } from '@coffer/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { atomic } from '../ledger/sql';
import { dateRange, type ListFilter } from '../transactions/list';
import { iso } from '../transactions/records';

export interface ExchangeRow {
  id: string;
  wallet_from_id: string;
  wallet_to_id: string;
  from_coin: string;
  to_coin: string;
  amount_from: string;
  amount_to: string;
  amount_eur: string;
  rate: string;
  transaction_cashback: string | null;
  created_at: Date | string;
}

export const COLUMNS =
  sql.raw(`x.id, x.wallet_from_id, x.wallet_to_id, x.from_coin, x.to_coin, x.amount_from::text AS amount_from,
  x.amount_to::text AS amount_to, x.amount_eur::text AS amount_eur, x.rate, x.transaction_cashback, x.created_at, x.seq`);

/**
 * The wire shape of an Exchange. Seen from one wallet (`walletId`), the side is that wallet's: SELL
 * when its coin was sold, BUY when bought (the balance chart and statement rules); elsewhere it is the
 * market's name for the trade (`exchangeSide`).
 */
export function exchangeView(row: ExchangeRow, walletId?: string): ExchangeView {
  return {
    id: row.id,
    WalletFromId: row.wallet_from_id,
    WalletToId: row.wallet_to_id,
    amountFrom: formatAmount(atomic(row.amount_from), coinDecimals(row.from_coin) ?? 0),
    amountTo: formatAmount(atomic(row.amount_to), coinDecimals(row.to_coin) ?? 0),
    amountEUR: formatAmount(atomic(row.amount_eur), 2),
    rate: row.rate,
    createdAt: iso(row.created_at),
    transactionCashback: row.transaction_cashback,
    fromCoinCode: row.from_coin,
    toCoinCode: row.to_coin,
    side: walletId
      ? walletExchangeSide(walletId, { walletFromId: row.wallet_from_id })
      : exchangeSide(row.from_coin, row.to_coin),
  };
}

type Scope = { kind: 'wallet'; walletId: string } | { kind: 'user'; userId: string };

/**
 * One page of a user's or a wallet's exchanges, ordered by time then insertion. Each side of a
 * wallet's list (sold from it, bought into it) is its own index range, cut at offset + limit before the
 * two are merged, so neither scans more than the page needs.
 */
export async function listExchanges(
  db: Database,
  scope: Scope,
  filter: Omit<ListFilter, 'type'>,
): Promise<ExchangeView[]> {
  const direction = sql.raw(filter.order === 'asc' ? 'ASC' : 'DESC');
  const order = sql`ORDER BY created_at ${direction}, seq ${direction}`;
  const { from, to } = dateRange(filter);
  const when: SQL[] = [];
  if (from) when.push(sql`x.created_at >= ${from}`);
  if (to) when.push(sql`x.created_at < ${to}`);
  const where = (owner: SQL) => sql.join([owner, ...when], sql` AND `);
  let page: SQL;
  if (scope.kind === 'user') {
    page = sql`SELECT ${COLUMNS} FROM exchanges x WHERE ${where(sql`x.user_id = ${scope.userId}`)}
      ${order} LIMIT ${filter.limit} OFFSET ${filter.offset}`;
  } else {
    const reach = filter.offset + filter.limit;
    page = sql`SELECT * FROM (
        (SELECT ${COLUMNS} FROM exchanges x WHERE ${where(sql`x.wallet_from_id = ${scope.walletId}`)} ${order} LIMIT ${reach})
        UNION ALL
        (SELECT ${COLUMNS} FROM exchanges x WHERE ${where(sql`x.wallet_to_id = ${scope.walletId}`)} ${order} LIMIT ${reach})
      ) p ${order} LIMIT ${filter.limit} OFFSET ${filter.offset}`;
  }
  const result = (await db.orm.execute(page)) as unknown as { rows: ExchangeRow[] };
  return result.rows.map((row) => exchangeView(row, scope.kind === 'wallet' ? scope.walletId : undefined));
}
