import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { LedgerError } from './types';

/** Runs one statement inside the current transaction and returns its rows. */
export type TxQuery = <R = Record<string, unknown>>(statement: SQL) => Promise<R[]>;

/**
 * One database transaction through Drizzle: on node-postgres it takes a pooled connection with
 * BEGIN/COMMIT/ROLLBACK, on PGlite it holds the single connection exclusively, so concurrent calls
 * cannot interleave statements. Any throw rolls everything back; constraint errors become LedgerErrors.
 * `last` runs the transaction's last statement with COMMIT sent right behind it (pipelined on
 * PostgreSQL): a caller that uses it must not throw after it, as its transaction has committed.
 */
export async function inTransaction<T>(db: Database, fn: (q: TxQuery, last: TxQuery) => Promise<T>): Promise<T> {
  if (db.kind === 'postgres') return onPostgres(db, fn);
  try {
    return await db.orm.transaction(async (tx) => {
      const q: TxQuery = async <R>(statement: SQL) => {
        const result = (await tx.execute(statement)) as unknown as { rows: R[] };
        return result.rows;
      };
      return fn(q, q);
    });
  } catch (error) {
    throw fromConstraint(error) ?? error;
  }
}

const dialect = new PgDialect();

/**
 * On PostgreSQL a transaction is one pooled connection with BEGIN/COMMIT and named (prepared)
 * statements: the hot path skips parsing and planning after a connection's first use of each. The
 * connections pipeline (node-postgres' pipeline mode, db/client.ts): BEGIN is written with the first
 * statement and COMMIT with the last (`last`), so a transaction of two statements waits on two round
 * trips, not four. BEGIN cannot fail while its connection stands (a lost connection fails everything
 * sent on it); a statement that fails aborts the transaction, and the COMMIT behind it then rolls back.
 */
async function onPostgres<T>(db: Database, fn: (q: TxQuery, last: TxQuery) => Promise<T>): Promise<T> {
  return db.session(async (conn) => {
    const begun = conn.exec('BEGIN');
    begun.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
    let committed: Promise<void> | undefined;
    const run = <R>(statement: SQL) => {
      if (committed) throw new Error("a statement after the transaction's last one");
      const { sql: text, params } = dialect.sqlToQuery(statement);
      return conn.query<R>(text, params);
    };
    const q: TxQuery = async <R>(statement: SQL) => (await Promise.all([run<R>(statement), begun]))[0];
    const last: TxQuery = async <R>(statement: SQL) => {
      const rows = run<R>(statement);
      committed = conn.exec('COMMIT');
      return (await Promise.all([rows, begun, committed]))[0];
    };
    try {
      const result = await fn(q, last);
      await begun;
      await (committed ?? conn.exec('COMMIT'));
      return result;
    } catch (error) {
      await Promise.allSettled([begun, committed]);
      await conn.exec('ROLLBACK').catch(() => undefined);
      throw fromConstraint(error) ?? error;
    }
  });
}

/** Races the code's checks cannot see (two writers, same id) end at a constraint; name them. */
function fromConstraint(error: unknown): LedgerError | undefined {
  const pgError = findPgError(error);
  if (!pgError) return undefined;
  switch (pgError.constraint) {
    case 'ledger_transfers_pkey':
      return new LedgerError('already_exists', 'a transfer with this id exists');
    case 'ledger_transfers_pending':
      return new LedgerError('not_pending', 'the hold is already posted or voided');
    case 'ledger_accounts_no_overdraft':
      return new LedgerError('insufficient_funds', 'the account cannot cover the debit');
    default:
      return undefined;
  }
}

function findPgError(error: unknown): { code?: string; constraint?: string } | undefined {
  // Drizzle wraps driver errors (DrizzleQueryError.cause); walk down to the one carrying the constraint.
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as { constraint?: unknown; cause?: unknown };
    if (typeof candidate.constraint === 'string') return candidate as { constraint: string };
    e = candidate.cause;
  }
  return undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id can name nothing: answer not_found instead of a database syntax error. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/** numeric(78,0) comes back as a decimal string (both drivers); read it exactly. */
export function atomic(value: unknown): bigint {
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) throw new Error(`not an integer amount: ${value}`);
  return BigInt(value);
}

export function atomicOrNull(value: unknown): bigint | null {
  return value === null || value === undefined ? null : atomic(value);
}

/**
 * One field of every row as ONE array parameter (a column for `unnest`): statements over many rows keep
 * one text, so they are prepared once per connection and no SQL is built per call.
 */
export function column<T>(rows: readonly T[], field: (row: T) => string | number | null): SQL {
  return sql`${sql.param(rows.map(field))}`;
}
