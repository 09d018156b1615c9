import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { guarded } from './errors';
import { listenStatement, NOTICE_CHANNELS, Notices } from './notices';
import { lockDataDir } from './pglite-lock';
import { PgliteRemote } from './pglite-remote';
import { PgliteWire } from './pglite-wire';
import { GENERIC_PLANS, type PipelineConn, pipelinedOn } from './pipelined';
import * as schema from './schema';
import { type NamedStatement, preparedOn, runSynced } from './synced';

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A failing statement throws `DatabaseError` (db/errors.ts): its state and text, never its values. */
export interface Queryable {
  /** Runs one or more SQL statements without parameters (migrations, maintenance). */
  exec(sqlText: string): Promise<void>;
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<T[]>;
}

/** A statement of a pipelined transaction: its text and parameters; resolves to its rows. */
export type RawQuery = <T = Record<string, unknown>>(sqlText: string, params: unknown[]) => Promise<T[]>;

export interface Database extends Queryable {
  kind: 'pglite' | 'postgres';
  orm: Orm;
  /**
   * Notices on NOTICE_CHANNELS: every connection listens, so a change this process commits is
   * announced before its statement returns, and other processes' changes shortly after they commit.
   */
  notices: Notices;
  /** Runs `fn` on one connection (session-level locks, multi-statement work). */
  session<T>(fn: (conn: Queryable) => Promise<T>): Promise<T>;
  /**
   * One transaction of prepared statements on one connection, BEGIN sent with its first statement. `last`
   * runs its last statement with COMMIT sent right behind it (on PostgreSQL, a first turn that holds the last
   * statement leaves as one message with no BEGIN or COMMIT: db/pipelined.ts, decision 0059): a caller that
   * uses it must not throw after
   * it, as the transaction has committed. Any throw rolls back.
   */
  pipelined<T>(fn: (q: RawQuery, last: RawQuery) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * PGlite is Postgres in WASM with a single connection. It runs in a worker thread of its own (decision 0065),
 * so its work on the rows does not hold up this thread's HTTP and batches; statements are sent from here, one
 * at a time, and a transaction holds the connection exclusively, so writes on the embedded database are
 * serialised in-process.
 */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let client: PgliteRemote;
  try {
    client = await PgliteRemote.open(dataDir ? join(dataDir, 'pglite') : undefined);
  } catch (error) {
    unlock();
    throw error;
  }
  const wire = new PgliteWire(client);
  const conn: Queryable = {
    exec: async (sqlText) => {
      await guarded(sqlText, () => client.exec(sqlText), true);
    },
    query: async <T>(sqlText: string, params: unknown[] = []) =>
      (await guarded(sqlText, () => wire.query<T>(sqlText, params))).rows,
  };
  // One connection, one process: its notices arrive with the statement that raised them.
  const notices = new Notices();
  for (const channel of NOTICE_CHANNELS) await client.listen(channel, (payload) => notices.dispatch(channel, payload));
  notices.live();
  return {
    kind: 'pglite',
    orm: drizzlePglite({ client: wire as unknown as PGlite, schema }) as unknown as Orm,
    notices,
    ...conn,
    session: (fn) => fn(conn),
    pipelined: (fn) =>
      wire.transaction(
        (tx, last) =>
          fn(
            async <T>(sqlText: string, params: unknown[]) =>
              (await guarded(sqlText, () => tx.query<T>(sqlText, params, PgliteWire.rawOptions))).rows,
            (sqlText, params) => guarded(sqlText, () => last(sqlText, params)),
          ),
        { settings: GENERIC_PLANS },
      ),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

export interface PostgresOptions {
  url: string;
  /** Confines every connection to one schema (used to give each test file its own). */
  searchPath?: string;
  max?: number;
}

/**
 * A named statement: each pooled connection parses and plans it once, then only binds and executes
 * (what `pgbench -M prepared` does). The name is a hash of the text, so the same statement always maps
 * to the same name; texts differ by structure, never by values, so each connection keeps a bounded set.
 */
const statementNames = new Map<string, string>();

/** A named (prepared) statement; the money path's statements keep one text, so their names are kept. */
function prepared(text: string, values: unknown[]): pg.QueryConfig {
  let name = statementNames.get(text);
  if (!name) {
    name = `s${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (statementNames.size >= 1000) statementNames.clear();
    statementNames.set(text, name);
  }
  return { name, text, values };
}

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 20,
    // A query is written without waiting for the one before it to be answered (node-postgres'
    // pipeline mode); the money transactions send BEGIN and COMMIT with their statements (ledger/sql.ts).
    pipeline: true,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  const notices = new Notices();
  // Every pooled connection listens before its first statement, so a notice raised by a statement is
  // received (and acted on) before that statement's answer; a connection that cannot listen ends the epoch.
  pool.on('connect', (client) => {
    client.on('notification', (message) => notices.dispatch(message.channel, message.payload ?? ''));
    client.query(listenStatement).catch(() => notices.lost());
  });
  // Fails fast with a clear error when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const listener = await keepListening(options, notices);
  const session = async <T>(fn: (conn: PipelineConn) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    const gather = gatherWrites(client);
    try {
      return await fn({
        exec: async (sqlText) => {
          gather();
          await guarded(sqlText, () => client.query(sqlText), true);
        },
        query: async <T>(sqlText: string, params: unknown[] = []) => {
          gather();
          return (await guarded(sqlText, () => client.query(prepared(sqlText, params)))).rows as T[];
        },
        synced: (statements) => {
          const named = statements.map((s) => prepared(s.text, s.params) as NamedStatement);
          return preparedOn(client, named) ? runSynced(client, named) : undefined;
        },
      });
    } finally {
      client.release();
    }
  };
  return {
    kind: 'postgres',
    orm: drizzlePg(pool, { schema }) as unknown as Orm,
    notices,
    exec: async (sqlText) => {
      await guarded(sqlText, () => pool.query(sqlText), true);
    },
    query: async <T>(sqlText: string, params: unknown[] = []) =>
      (await guarded(sqlText, () => pool.query(prepared(sqlText, params)))).rows as T[],
    session,
    pipelined: (fn) => session((conn) => pipelinedOn(conn, fn)),
    close: async () => {
      await listener.stop();
      await pool.end();
    },
  };
}

/**
 * Statements a session sends in the same turn of the event loop leave in one socket write: node-postgres
 * writes each statement on its own (a system call, and a wake-up of the database's backend, per statement;
 * the money path's transactions pipeline BEGIN with their first statement and COMMIT with their last). The
 * socket is corked at the first statement of a turn and uncorked once the turn's synchronous code is done.
 */
export function gatherWrites(client: pg.PoolClient): () => void {
  const stream = (client as unknown as { connection?: { stream?: Partial<Socket> } }).connection?.stream;
  let corked = false;
  return () => {
    if (corked || !stream?.cork || !stream.uncork) return;
    corked = true;
    stream.cork();
    process.nextTick(() => {
      corked = false;
      stream.uncork?.();
    });
  };
}

/**
 * One connection kept LISTENing for other processes' notices (pooled connections come and go); when
 * it drops, the epoch ends until a new one listens. Resolves once the first one listens.
 */
async function keepListening(options: PostgresOptions, notices: Notices): Promise<{ stop(): Promise<void> }> {
  let stopped = false;
  let current: pg.Client | null = null;
  const connect = async () => {
    const client = new pg.Client({ connectionString: options.url });
    client.on('notification', (message) => notices.dispatch(message.channel, message.payload ?? ''));
    const ended = new Promise<void>((resolve) => {
      client.once('end', resolve);
      client.once('error', () => resolve());
    });
    await client.connect();
    await client.query(listenStatement);
    current = client;
    notices.live();
    return { ended };
  };
  const loop = async (ended: Promise<void>) => {
    for (;;) {
      await ended;
      notices.lost();
      current = null;
      while (!stopped) {
        await new Promise((resolve) => setTimeout(resolve, 1000).unref());
        if (stopped) return;
        try {
          ({ ended } = await connect());
          break;
        } catch {
          // The database is away: try again in a second, caching nothing meanwhile.
        }
      }
      if (stopped) return;
    }
  };
  void loop((await connect()).ended);
  return {
    stop: async () => {
      stopped = true;
      notices.lost();
      await (current as pg.Client | null)?.end().catch(() => undefined);
    },
  };
}

export function openDatabase(config: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres({ url: config.databaseUrl }) : openPglite(config.dataDir);
}
