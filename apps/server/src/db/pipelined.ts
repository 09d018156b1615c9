import type { Queryable, RawQuery } from './client';
import { guarded } from './errors';

/**
 * The money path's statements take their rows as array parameters, so a plan made for the values of one
 * call (PostgreSQL's choice while the arrays are short: a custom plan) is no better than the generic one,
 * and planning them on every call cost a quarter of the database's CPU per send: plan them once
 * (decision 0042). Local to the transaction: every other query keeps the default. `GENERIC_PLANS` is the
 * statement for the embedded database; on PostgreSQL the same setting is a prepared statement
 * (`GENERIC_PLANS_PREPARED`), so that it can travel in a transaction sent as one message (decision 0059).
 */
export const GENERIC_PLANS = 'SET LOCAL plan_cache_mode = force_generic_plan';
export const GENERIC_PLANS_PREPARED = "SELECT set_config('plan_cache_mode', 'force_generic_plan', true)";

/** A statement and its parameters, as a session sends it. */
export interface Statement {
  text: string;
  params: unknown[];
}

/** A PostgreSQL session that can also send a whole transaction as one message (db/synced.ts). */
export interface PipelineConn extends Queryable {
  /**
   * The statements as ONE transaction with a single Sync, resolving to each one's rows once it has
   * committed; undefined when one of them is not prepared on this connection yet (then nothing is sent).
   */
  synced?(statements: readonly Statement[]): Promise<Record<string, unknown>[][]> | undefined;
}

interface Held extends Statement {
  last: boolean;
  promise: Promise<unknown>;
  resolve: (rows: unknown[]) => void;
  reject: (error: unknown) => void;
}

/**
 * A transaction on one pooled connection whose statements pipeline (node-postgres' pipeline mode). The
 * statements of the caller's first synchronous turn are held until that turn ends. If the last one
 * (`last`) is among them and every one is prepared on the connection, they leave as one message with a
 * single Sync (an implicit transaction: no BEGIN or COMMIT statement, one answer; decision 0059). Otherwise
 * BEGIN is written with the first statement and COMMIT with the last, so a transaction of two statements
 * waits on two round trips, not four. BEGIN cannot fail while its connection stands (a lost connection
 * fails everything sent on it); a statement that fails aborts the transaction, and the COMMIT behind it
 * then rolls back.
 */
export async function pipelinedOn<T>(conn: PipelineConn, fn: (q: RawQuery, last: RawQuery) => Promise<T>): Promise<T> {
  const tx = new HeldTransaction(conn);
  try {
    const result = await fn(tx.q, tx.last);
    await tx.end();
    return result;
  } catch (error) {
    await tx.abort();
    throw error;
  }
}

class HeldTransaction {
  private state: 'holding' | 'synced' | 'explicit' | 'abandoned' = 'holding';
  private held: Held[] = [];
  private lastSent = false;
  private begun: Promise<unknown> | undefined;
  private committed: Promise<void> | undefined;
  private syncedRun: Promise<void> | undefined;

  constructor(private readonly conn: PipelineConn) {}

  readonly q: RawQuery = <R>(text: string, params: unknown[]) => this.send<R>(text, params, false);
  readonly last: RawQuery = <R>(text: string, params: unknown[]) => this.send<R>(text, params, true);

  private send<R>(text: string, params: unknown[], last: boolean): Promise<R[]> {
    if (this.lastSent) return Promise.reject(new Error("a statement after the transaction's last one"));
    if (last) this.lastSent = true;
    if (this.state === 'explicit') return this.explicit<R>({ text, params }, last);
    let settle!: Pick<Held, 'resolve' | 'reject'>;
    const promise = new Promise<R[]>((resolve, reject) => {
      settle = { resolve: resolve as (rows: unknown[]) => void, reject };
    });
    this.held.push({ text, params, last, promise, ...settle });
    if (this.held.length === 1) process.nextTick(() => this.decide());
    return promise;
  }

  /** The held statements leave: as one message when the last one is among them, else in an explicit BEGIN. */
  private decide(): void {
    if (this.state !== 'holding' || !this.held.length) return;
    const held = this.held;
    this.held = [];
    const run = this.lastSent ? this.conn.synced?.([{ text: GENERIC_PLANS_PREPARED, params: [] }, ...held]) : undefined;
    if (run) {
      this.state = 'synced';
      this.syncedRun = run.then(
        (rows) => {
          for (const [i, h] of held.entries()) h.resolve(rows[i + 1] ?? []);
        },
        (error: unknown) => {
          // Each statement reports the failure under its own text (never its values: db/errors.ts).
          // The transaction's own failure, for a caller that did not wait on its statements, is the last one's.
          const failed = (text: string) => guarded(text, () => Promise.reject(error));
          for (const h of held) failed(h.text).catch(h.reject);
          return failed(held.at(-1)?.text ?? '');
        },
      );
      this.syncedRun.catch(() => undefined); // awaited by end or abort
      return;
    }
    this.state = 'explicit';
    for (const h of held) this.explicit(h, h.last).then(h.resolve, h.reject);
  }

  private explicit<R>(statement: Statement, last: boolean): Promise<R[]> {
    if (!this.begun) {
      this.begun = Promise.all([this.conn.exec('BEGIN'), this.conn.query(GENERIC_PLANS_PREPARED, [])]);
      this.begun.catch(() => undefined); // awaited with every statement; this keeps an early failure handled
    }
    const rows = this.conn.query<R>(statement.text, statement.params);
    if (last) this.committed = this.conn.exec('COMMIT');
    return Promise.all([rows, this.begun, this.committed]).then(([r]) => r);
  }

  /** After the caller's work: the transaction has committed (or there was none). */
  async end(): Promise<void> {
    this.decide();
    if (this.state === 'synced') await this.syncedRun;
    else if (this.state === 'explicit') {
      await this.begun;
      await (this.committed ?? this.conn.exec('COMMIT'));
    }
  }

  /** The caller failed: nothing held is sent, and an explicit transaction rolls back. */
  async abort(): Promise<void> {
    if (this.state === 'holding') {
      this.state = 'abandoned';
      for (const h of this.held) {
        h.promise.catch(() => undefined); // the caller has failed already: nobody need wait for these
        h.reject(new Error('the transaction was abandoned before it was sent'));
      }
      return;
    }
    if (this.state === 'synced') {
      // One message: committed or rolled back as a whole by the database itself.
      await this.syncedRun?.catch(() => undefined);
      return;
    }
    await Promise.allSettled([this.begun, this.committed]);
    await this.conn.exec('ROLLBACK').catch(() => undefined);
  }
}
