import { type SQL, sql } from 'drizzle-orm';
import type { Database, RawQuery } from '../../db/client';
import { toQuery } from '../../db/sql';
import { LedgerError } from './types';

/** Runs one statement inside the current transaction and returns its rows. */
export type TxQuery = <R = Record<string, unknown>>(statement: SQL) => Promise<R[]>;

/** A statement runner that takes Drizzle's SQL: renders it to text and parameters for `run`. */
function rendered(run: RawQuery): TxQuery {
  return <R>(statement: SQL) => {
    const { sql: text, params } = toQuery(statement);
    return run<R>(text, params);
  };
}

/**
 * One database transaction of prepared statements on one connection (`Database.pipelined`): BEGIN goes
 * with the first statement, and `last` runs the transaction's last statement with COMMIT sent right
 * behind it (or, when both leave in the first turn, as one message with a single Sync: decision 0059), so a
 * transaction of two statements waits on at most two round trips (PostgreSQL) or makes two calls
 * into the embedded database (PGlite). A caller that uses `last` must not throw after it, as its
 * transaction has committed. Any throw rolls everything back; constraint errors become LedgerErrors.
 */
export async function inTransaction<T>(db: Database, fn: (q: TxQuery, last: TxQuery) => Promise<T>): Promise<T> {
  try {
    return await db.pipelined((query, final) => fn(rendered(query), rendered(final)));
  } catch (error) {
    throw fromConstraint(error) ?? error;
  }
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

/** SQLSTATE of `coffer_expect` (migration 0041): a batch planned on known states found them changed. */
const WRONG_GUESS = 'CF001';

/** The transaction failed because a batch was planned on account states that are not the current ones. */
export function isWrongGuess(error: unknown): boolean {
  return findPgError(error, 'code')?.code === WRONG_GUESS;
}

function findPgError(
  error: unknown,
  field: 'constraint' | 'code' = 'constraint',
): { code?: string; constraint?: string } | undefined {
  // Drizzle wraps driver errors (DrizzleQueryError.cause); walk down to the one carrying the field.
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as { constraint?: unknown; code?: unknown; cause?: unknown };
    if (typeof candidate[field] === 'string') return candidate as { code?: string; constraint?: string };
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
 * A statement's rows as ONE json parameter, read back as a table by `json_to_recordset` (decision 0061): a
 * statement over many rows keeps one text whatever it holds, so it is prepared once per connection and no SQL
 * is built per call. One parameter per table, not one array per column: PostgreSQL parses each parameter on
 * its own, and this process turns a row into text with `JSON.stringify` instead of node-postgres' array
 * escaping. `recordsOf(alias, columns)` fixes the table's alias and columns (name: [SQL type, value]) once;
 * the result renders `json_to_recordset($n::json) AS alias (name type, ...)` for a set of rows. A value is
 * what JSON can say exactly: an amount or a big integer as its decimal string, a jsonb column as its object.
 */
export function recordsOf<T>(
  alias: string,
  columns: Record<string, readonly [type: string, value: (row: T, index: number) => unknown]>,
): (rows: readonly T[]) => SQL {
  const entries = Object.entries(columns);
  const table = sql.raw(`${alias} (${entries.map(([name, [type]]) => `${name} ${type}`).join(', ')})`);
  return (rows) => {
    const data = rows.map((row, index) => {
      const record: Record<string, unknown> = {};
      for (const [name, [, value]] of entries) record[name] = value(row, index) ?? null;
      return record;
    });
    return sql`json_to_recordset(${JSON.stringify(data)}::json) AS ${table}`;
  };
}
