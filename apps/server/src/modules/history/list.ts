import type { HistoryEntry, HistoryFilter, HistoryPage } from '@coffer/contract';
import {
  coinDecimals,
  formatAmount,
  type HistorySourceFilter,
  historyDirection,
  historySourceFilters,
  transferPartyName,
} from '@coffer/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { WalletRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { type InvestmentRow, investmentView } from '../earn/records';
import { COLUMNS as EXCHANGE_COLUMNS, type ExchangeRow, exchangeView } from '../exchange/list';
import { atomic } from '../ledger/sql';
import { dateRange } from '../transactions/list';
import { TRANSACTION_COLUMNS, type TransactionRow, transactionView } from '../transactions/records';

/**
 * The kinds of rows, in their tie-break rank (higher sorts first among rows of one instant). An Earn
 * deposit is the first piece of its ledger transfer (a later withdrawal may split it), a withdrawal
 * the first piece it removed; each carries the sum of its pieces. A new source (card operations)
 * gets the next rank, a key subquery below and a detail reader.
 */
const RANK = { transaction: 1, exchange: 2, earnDeposit: 3, earnWithdrawal: 4 } as const;
type Rank = (typeof RANK)[keyof typeof RANK];

interface Key {
  src: Rank;
  id: string;
  /** The instant as exact UTC text (microseconds), so the cursor compares what the database stored. */
  at: string;
  seq: string;
}

interface Cursor {
  at: string;
  src: number;
  seq: string;
}

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(key: Pick<Key, 'at' | 'src' | 'seq'>): string {
  return Buffer.from(JSON.stringify([key.at, key.src, key.seq])).toString('base64url');
}

/** A cursor this server wrote, or `bad_params`. */
export function decodeCursor(text: string): Cursor {
  try {
    const [at, src, seq] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && ISO_MICROS.test(at) && typeof src === 'number' && Number.isInteger(src)) {
      if (typeof seq === 'string' && /^\d{1,20}$/.test(seq)) return { at, src, seq };
    }
  } catch {
    // falls through to the refusal
  }
  throw new AppError('bad_params', 'Not a history cursor', {
    issues: [{ path: 'cursor', code: 'cursor', message: 'Not a cursor this list gave' }],
  });
}

const utcText = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/** Rows of one source strictly after the cursor in the newest-first order (at, rank, seq), by its own index. */
function after(cursor: Cursor | null, rank: Rank, at: string, seq: string): SQL | null {
  if (!cursor) return null;
  const atColumn = sql.raw(at);
  const seqColumn = sql.raw(seq);
  const instant = sql`${cursor.at}::timestamptz`;
  if (rank < cursor.src) return sql`${atColumn} <= ${instant}`;
  if (rank > cursor.src) return sql`${atColumn} < ${instant}`;
  return sql`(${atColumn}, ${seqColumn}) < (${instant}, ${cursor.seq}::bigint)`;
}

interface Bounds {
  cursor: Cursor | null;
  from: Date | null;
  to: Date | null;
  take: number;
}

/** One source's newest `take` keys after the cursor: `at` and `seq` name its time and order columns. */
function keys(rank: Rank, table: string, at: string, seq: string, where: SQL[], b: Bounds): SQL {
  const conditions = [...where];
  if (b.from) conditions.push(sql`${sql.raw(at)} >= ${b.from}`);
  if (b.to) conditions.push(sql`${sql.raw(at)} < ${b.to}`);
  const bound = after(b.cursor, rank, at, seq);
  if (bound) conditions.push(bound);
  const alias = table.split(' ')[1] ?? table;
  return sql`(SELECT ${rank}::int AS src, ${sql.raw(`${alias}.${rank === RANK.transaction ? 'transaction_id' : 'id'}`)}::text AS id,
      ${sql.raw(at)} AS at, ${sql.raw(seq)} AS seq FROM ${sql.raw(table)}
      WHERE ${sql.join(conditions, sql` AND `)} ORDER BY ${sql.raw(at)} DESC, ${sql.raw(seq)} DESC LIMIT ${b.take})`;
}

function keyQueries(wallet: string, filters: Record<string, HistorySourceFilter>, b: Bounds): SQL[] {
  const parts: SQL[] = [];
  const tx = filters.transaction;
  if (tx) {
    const where = [sql`e.wallet_id = ${wallet}`];
    if (tx.type) where.push(sql`e.type = ${tx.type}`);
    if (tx.ref)
      where.push(sql`EXISTS (SELECT 1 FROM transactions t WHERE t.id = e.transaction_id AND t.ref = ${tx.ref})`);
    parts.push(keys(RANK.transaction, 'transaction_entries e', 'e.created_at', 'e.wallet_seq', where, b));
  }
  if (filters.exchange) {
    for (const side of ['wallet_from_id', 'wallet_to_id']) {
      parts.push(
        keys(RANK.exchange, 'exchanges x', 'x.created_at', 'x.seq', [sql`${sql.raw(`x.${side}`)} = ${wallet}`], b),
      );
    }
  }
  if (filters.investment) {
    const first = (column: string) =>
      sql`NOT EXISTS (SELECT 1 FROM investments o WHERE ${sql.raw(`o.${column} = i.${column}`)} AND o.seq < i.seq)`;
    parts.push(
      keys(
        RANK.earnDeposit,
        'investments i',
        'i.created_at',
        'i.seq',
        [sql`i.wallet_id = ${wallet}`, first('transfer_id')],
        b,
      ),
      keys(
        RANK.earnWithdrawal,
        'investments i',
        'i.removed_at',
        'i.seq',
        [sql`i.wallet_id = ${wallet}`, sql`i.removed_at IS NOT NULL`, first('removed_transfer_id')],
        b,
      ),
    );
  }
  return parts;
}

type Rows<T> = { rows: T[] };

async function transactionsById(db: Database, walletId: string, ids: string[]) {
  if (ids.length === 0)
    return new Map<string, TransactionRow & { first_name: string | null; last_name: string | null }>();
  const result = (await db.orm.execute(sql`SELECT ${sql.raw(TRANSACTION_COLUMNS)}, ou.first_name, ou.last_name
      FROM transactions t
      LEFT JOIN wallets ow ON t.type = 'INTERNAL' AND ow.id = CASE WHEN t.wallet_to_id = ${walletId}
        THEN t.wallet_id ELSE t.wallet_to_id END AND ow.id <> ${walletId}
      LEFT JOIN users ou ON ou.id = ow.user_id
      WHERE t.id IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`)) as unknown as Rows<TransactionRow & { first_name: string | null; last_name: string | null }>;
  return new Map(result.rows.map((row) => [row.id, row]));
}

async function exchangesById(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, ExchangeRow>();
  const result = (await db.orm.execute(
    sql`SELECT ${EXCHANGE_COLUMNS} FROM exchanges x WHERE x.id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  )) as unknown as Rows<ExchangeRow>;
  return new Map(result.rows.map((row) => [row.id, row]));
}

/** An Earn move: its first piece, with the amounts of all the pieces of its transfer summed. */
async function earnMovesById(db: Database, ids: string[], transfer: 'transfer_id' | 'removed_transfer_id') {
  if (ids.length === 0) return new Map<string, InvestmentRow>();
  const column = sql.raw(transfer);
  const result = (await db.orm.execute(sql`SELECT i.id, i.wallet_id, i.coin, s.amount::text AS amount,
        s.amount_eur::text AS amount_eur, i.created_at, ${transfer === 'transfer_id' ? sql`NULL` : sql`i.removed_at`} AS removed_at
      FROM investments i, LATERAL (SELECT sum(p.amount) AS amount, sum(p.amount_eur) AS amount_eur
        FROM investments p WHERE p.${column} = i.${column}) s
      WHERE i.id IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`)) as unknown as Rows<InvestmentRow>;
  return new Map(result.rows.map((row) => [row.id, row]));
}

/**
 * One page of a wallet's history from every source, newest first (docs/decisions/0016-wallet-history.md).
 * Each source reads at most a page past the cursor by its (wallet, time, order) index, the union is cut
 * to the page, and the page's records are then read by id: page 1,000 costs what page 1 costs.
 */
export async function listWalletHistory(db: Database, wallet: WalletRow, query: HistoryFilter): Promise<HistoryPage> {
  const { limit } = query;
  const { from, to } = dateRange(query);
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const filters = historySourceFilters(query.type ?? null);
  const parts = keyQueries(wallet.id, filters, { cursor, from, to, take: limit + 1 });
  const result = (await db.orm.execute(sql`SELECT src, id, ${utcText('at')} AS at, seq::text AS seq
      FROM (${sql.join(parts, sql` UNION ALL `)}) k ORDER BY k.at DESC, k.src DESC, k.seq DESC LIMIT ${limit + 1}`)) as unknown as Rows<
    Omit<Key, 'src'> & { src: number | string }
  >;
  const all: Key[] = result.rows.map((row) => ({ ...row, src: Number(row.src) as Rank }));
  const page = all.slice(0, limit);
  const idsOf = (rank: Rank) => page.filter((k) => k.src === rank).map((k) => k.id);
  const [transactions, exchanges, deposits, withdrawals] = await Promise.all([
    transactionsById(db, wallet.id, idsOf(RANK.transaction)),
    exchangesById(db, idsOf(RANK.exchange)),
    earnMovesById(db, idsOf(RANK.earnDeposit), 'transfer_id'),
    earnMovesById(db, idsOf(RANK.earnWithdrawal), 'removed_transfer_id'),
  ]);
  const decimals = coinDecimals(wallet.coin) ?? 0;
  const items = page.map((key): HistoryEntry => {
    const base = {
      at: new Date(key.at).toISOString(),
      coinCode: wallet.coin,
      fees: formatAmount(0n, decimals),
      status: null,
      transaction: null,
      exchange: null,
      investment: null,
      counterpartyName: null,
    };
    if (key.src === RANK.transaction) {
      const row = transactions.get(key.id);
      if (!row) throw new Error(`history: transaction ${key.id} vanished`);
      const view = transactionView(row);
      return {
        ...base,
        key: `transaction:${key.id}`,
        source: 'transaction',
        direction: historyDirection(view, wallet.id),
        amount: view.amount,
        fees: view.fees,
        status: view.status,
        transaction: view,
        counterpartyName: transferPartyName(row.first_name, row.last_name),
      };
    }
    if (key.src === RANK.exchange) {
      const row = exchanges.get(key.id);
      if (!row) throw new Error(`history: exchange ${key.id} vanished`);
      const view = exchangeView(row, wallet.id);
      return {
        ...base,
        key: `exchange:${key.id}`,
        source: 'exchange',
        direction: historyDirection(view, wallet.id),
        amount: view.side === 'SELL' ? view.amountFrom : view.amountTo,
        exchange: view,
      };
    }
    const withdrawal = key.src === RANK.earnWithdrawal;
    const row = (withdrawal ? withdrawals : deposits).get(key.id);
    if (!row) throw new Error(`history: investment ${key.id} vanished`);
    const view = investmentView(row);
    return {
      ...base,
      key: `${withdrawal ? 'earn-withdrawal' : 'earn-deposit'}:${key.id}`,
      source: 'investment',
      direction: historyDirection(
        { ref: 'INVESTMENT', startedAt: view.createdAt, removedAt: view.removedAt },
        wallet.id,
      ),
      amount: formatAmount(atomic(row.amount), decimals),
      investment: view,
    };
  });
  const last = page[page.length - 1];
  return { items, nextCursor: all.length > limit && last ? encodeCursor(last) : null };
}
