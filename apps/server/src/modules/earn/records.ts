import type { InterestView, InvestmentView } from '@coffer/contract';
import { coinDecimals, formatAmount } from '@coffer/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { atomic } from '../ledger/sql';
import { dateRange, type ListFilter } from '../transactions/list';
import { iso } from '../transactions/records';

interface InterestRow {
  id: string;
  wallet_id: string;
  coin: string;
  amount: string;
  amount_eur: string;
  created_at: Date | string;
}

export interface InvestmentRow extends InterestRow {
  removed_at: Date | string | null;
}

/** The fields an Interest and an Investment share (spec section 3). */
function interestView(row: InterestRow): InterestView {
  return {
    id: row.id,
    WalletId: row.wallet_id,
    coinCode: row.coin,
    amount: formatAmount(atomic(row.amount), coinDecimals(row.coin) ?? 0),
    amountEUR: formatAmount(atomic(row.amount_eur), 2),
    createdAt: iso(row.created_at),
  };
}

export function investmentView(row: InvestmentRow): InvestmentView {
  return { ...interestView(row), removedAt: row.removed_at === null ? null : iso(row.removed_at) };
}

export type EarnScope = { kind: 'wallet'; walletId: string } | { kind: 'user'; userId: string };

/** The owner, date and paging conditions of a list over a table aliased `alias`. */
function page(alias: string, scope: EarnScope, filter: ListFilter): { where: SQL; tail: SQL } {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const conditions: SQL[] = [
    scope.kind === 'wallet'
      ? sql`${column('wallet_id')} = ${scope.walletId}`
      : sql`${column('user_id')} = ${scope.userId}`,
  ];
  const { from, to } = dateRange(filter);
  if (from) conditions.push(sql`${column('created_at')} >= ${from}`);
  if (to) conditions.push(sql`${column('created_at')} < ${to}`);
  const direction = sql.raw(filter.order === 'asc' ? 'ASC' : 'DESC');
  return {
    where: sql.join(conditions, sql` AND `),
    // Index (owner, created_at, seq) scans; OFFSET paging, as the lists are a row a day at most.
    tail: sql`ORDER BY ${column('created_at')} ${direction}, ${column('seq')} ${direction}
      LIMIT ${filter.limit} OFFSET ${filter.offset}`,
  };
}

export const INVESTMENT_COLUMNS = `i.id, i.wallet_id, i.coin, i.amount::text AS amount, i.amount_eur::text AS amount_eur,
  i.created_at, i.removed_at`;

/** A page of a wallet's or a user's investments, removed ones included. */
export async function listInvestments(db: Database, scope: EarnScope, filter: ListFilter): Promise<InvestmentView[]> {
  const { where, tail } = page('i', scope, filter);
  const result = (await db.orm.execute(
    sql`SELECT ${sql.raw(INVESTMENT_COLUMNS)} FROM investments i WHERE ${where} ${tail}`,
  )) as unknown as { rows: InvestmentRow[] };
  return result.rows.map(investmentView);
}

/** A page of a wallet's or a user's interests: accrued days that credited something. */
export async function listInterests(db: Database, scope: EarnScope, filter: ListFilter): Promise<InterestView[]> {
  const { where, tail } = page('r', scope, filter);
  const result = (await db.orm.execute(
    sql`SELECT r.transaction_id AS id, r.wallet_id, t.coin, r.interest::text AS amount,
          t.amount_eur::text AS amount_eur, r.created_at
        FROM earn_accruals r JOIN transactions t ON t.id = r.transaction_id
        WHERE r.transaction_id IS NOT NULL AND ${where} ${tail}`,
  )) as unknown as { rows: InterestRow[] };
  return result.rows.map(interestView);
}
