import type { CardOperationQuery, CardOperationView, CardView } from '@coffer/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { isUuid } from '../ledger/sql';
import { dateRange } from '../transactions/list';
import {
  CARD_COLUMNS,
  CARD_FROM,
  type CardRow,
  cardView,
  monthlySpendCents,
  OPERATION_COLUMNS,
  type OperationRow,
  operationView,
} from './records';

type Rows<T> = { rows: T[] };
type Filter = Required<Pick<CardOperationQuery, 'limit' | 'offset' | 'order'>> & CardOperationQuery;

/** GET /wallet/{id}/cardOperations and GET /cardOperation: the spec's filter query, scoped to the user. */
export async function listOperations(
  db: Database,
  scope: { userId: string; walletId?: string },
  filter: Filter,
): Promise<CardOperationView[]> {
  const { from, to } = dateRange(filter);
  const where: SQL[] = [sql`o.user_id = ${scope.userId}`];
  if (scope.walletId) where.push(sql`o.wallet_id = ${scope.walletId}`);
  if (filter.type) where.push(sql`o.type = ${filter.type}`);
  if (filter.status) where.push(sql`o.status = ${filter.status}`);
  if (filter.cardId) where.push(sql`o.card_id = ${filter.cardId}`);
  if (from) where.push(sql`o.created_at >= ${from}`);
  if (to) where.push(sql`o.created_at < ${to}`);
  const direction = sql.raw(filter.order === 'asc' ? 'ASC' : 'DESC');
  const result = (await db.orm.execute(sql`SELECT ${sql.raw(OPERATION_COLUMNS)} FROM card_operations o
    WHERE ${sql.join(where, sql` AND `)} ORDER BY o.created_at ${direction}, o.seq ${direction}
    LIMIT ${filter.limit} OFFSET ${filter.offset}`)) as unknown as Rows<OperationRow>;
  return result.rows.map(operationView);
}

export async function getOperation(db: Database, userId: string, id: string): Promise<CardOperationView> {
  if (!isUuid(id)) throw new AppError('not_found', 'No such card operation');
  const [row] = await db.query<OperationRow>(
    `SELECT ${OPERATION_COLUMNS} FROM card_operations o WHERE o.id = $1 AND o.user_id = $2`,
    [id, userId],
  );
  if (!row) throw new AppError('not_found', 'No such card operation');
  return operationView(row);
}

export async function listCards(db: Database, userId: string, now: Date): Promise<CardView[]> {
  const rows = await db.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM ${CARD_FROM} WHERE c.user_id = $1 ORDER BY c.created_at DESC`,
    [userId],
  );
  return Promise.all(rows.map(async (row) => cardView(row, await monthlySpendCents(db, row.id, now))));
}
