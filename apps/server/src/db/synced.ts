import { createRequire } from 'node:module';
import pg from 'pg';

/**
 * ONE transaction of prepared statements sent as one message with a single Sync (decision 0059): Bind,
 * Describe and Execute for each statement, then Sync. PostgreSQL runs the statements in one implicit
 * transaction and commits it at the Sync; a statement that fails skips the rest, and the transaction rolls
 * back. So there is no BEGIN or COMMIT statement, the database answers once (at the Sync, after the commit
 * is durable), and each side wakes once per transaction instead of once per statement.
 *
 * Every statement must already be prepared on the connection (`preparedOn`): a Parse sent here could fail
 * or be skipped without node-postgres knowing which names exist. `done` gets each statement's rows once the
 * transaction has committed, or the first error (nothing was written).
 */
export interface NamedStatement {
  name: string;
  text: string;
  values: unknown[];
}

type Done = (error: unknown, rows?: Record<string, unknown>[][]) => void;

/** node-postgres' own conversion of a parameter to its text form (arrays, dates, buffers, JSON). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue(v: unknown): unknown };

interface Wire {
  parsedStatements: Record<string, string | undefined>;
  stream: { cork?: () => void; uncork?: () => void };
  bind(config: { statement: string; values: unknown[] }): void;
  describe(config: { type: 'P'; name: string }): void;
  execute(config: { portal: string }): void;
  sync(): void;
}

/** Whether every statement is prepared on this client's connection under its name, with its text. */
export function preparedOn(client: pg.PoolClient, statements: readonly NamedStatement[]): boolean {
  const parsed = (client as unknown as { connection: Wire }).connection.parsedStatements;
  return statements.every((s) => parsed[s.name] === s.text);
}

/**
 * A node-postgres query (a subclass of its Query, which pipeline mode requires) that writes the whole
 * transaction at once and gathers each statement's rows as its answers come back.
 */
export class SyncedStatements extends pg.Query {
  private readonly results: pg.Result[] = [];
  private current: pg.Result | undefined;
  private failure: unknown;
  private readonly done: Done;

  constructor(
    private readonly statements: readonly NamedStatement[],
    done: Done,
  ) {
    super({ text: statements.map((s) => s.name).join(' ') });
    this.done = done;
    // node-postgres calls the query's callback with an error it meets outside the handlers below (a lost
    // connection, a refused submit).
    (this as unknown as { callback: Done }).callback = (error) => this.finish(error);
  }

  override submit = (connection: pg.Connection): Error | null => {
    const wire = connection as unknown as Wire;
    let values: unknown[][];
    try {
      // Converted before anything is written: a value that cannot be sent fails the transaction unsent.
      values = this.statements.map((s) => s.values.map(prepareValue));
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
    wire.stream.cork?.();
    try {
      for (const [i, statement] of this.statements.entries()) {
        wire.bind({ statement: statement.name, values: values[i] ?? [] });
        wire.describe({ type: 'P', name: '' });
        wire.execute({ portal: '' });
      }
      wire.sync();
    } finally {
      wire.stream.uncork?.();
    }
    return null;
  };

  handleRowDescription(message: { fields: unknown[] }): void {
    const result = new pg.Result('', pg.types) as pg.Result & { addFields(fields: unknown[]): void };
    result.addFields(message.fields);
    this.current = result;
  }

  handleDataRow(message: { fields: unknown[] }): void {
    const result = this.current as
      | (pg.Result & { parseRow(f: unknown[]): unknown; addRow(r: unknown): void })
      | undefined;
    if (!result || this.failure) return;
    try {
      result.addRow(result.parseRow(message.fields));
    } catch (error) {
      this.failure = error;
    }
  }

  /** One statement done: its rows (none for a statement that returns no rows). */
  handleCommandComplete(): void {
    this.results.push(this.current ?? new pg.Result('', pg.types));
    this.current = undefined;
  }

  handleEmptyQuery(): void {
    this.handleCommandComplete();
  }

  /** The transaction is over: committed, unless an answer could not be read. */
  handleReadyForQuery(): void {
    this.finish(this.failure);
  }

  handleError(error: unknown): void {
    this.finish(error);
  }

  private finished = false;

  private finish(error: unknown): void {
    if (this.finished) return;
    this.finished = true;
    if (error) this.done(error);
    else
      this.done(
        undefined,
        this.results.map((r) => r.rows),
      );
  }
}

/** How many transactions went as one message (tests read it to see the path taken). */
export const syncedStats = { transactions: 0 };

/** Runs the statements as one transaction on `client` (all prepared there: `preparedOn`). */
export function runSynced(
  client: pg.PoolClient,
  statements: readonly NamedStatement[],
): Promise<Record<string, unknown>[][]> {
  syncedStats.transactions++;
  return new Promise((resolve, reject) => {
    client.query(
      new SyncedStatements(statements, (error, rows) => (error ? reject(error) : resolve(rows ?? []))) as never,
    );
  });
}
