import { type PGlite, protocol, type QueryOptions, type Results, type Transaction, types } from '@electric-sql/pglite';

const { serialize } = protocol;

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/**
 * PGlite's own `query` sends six protocol messages per statement, each its own call into the WASM
 * Postgres, and uses the unnamed statement, so every call parses and plans its text again. This sends
 * the embedded database what node-postgres sends a server (decision 0040): each text is parsed once as
 * a named statement, and a call is one Bind, Execute and Sync, in one call. A transaction's BEGIN goes
 * with its first statement and, through `last`, its COMMIT with its last one.
 */

interface Prepared {
  name: string;
  paramTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}

/** One statement of a transaction: its text and its parameters (placeholders $1, $2...). */
export type WireQuery = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** How Drizzle's PGlite driver reads raw statements: dates, intervals and numeric arrays as text. */
const RAW_PARSERS: QueryOptions['parsers'] = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    (value: string) => value,
  ]),
);

/** Statements kept per database; past this many, the oldest half is deallocated (texts never carry values). */
const MAX_STATEMENTS = 1000;

const BEGIN = serialize.query('BEGIN');
const COMMIT = serialize.query('COMMIT');
const ROLLBACK = serialize.query('ROLLBACK');
const SYNC = serialize.sync();
const EXECUTE = serialize.execute({});

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function affected(tag: string): number {
  const parts = tag.split(' ');
  const count = Number.parseInt(parts[0] === 'INSERT' ? (parts[2] ?? '') : (parts[1] ?? ''), 10);
  return Number.isNaN(count) ? 0 : count;
}

/** What the wire needs of PGlite: in this thread, or in its own (`PgliteRemote`, decision 0065). */
export type WireClient = Pick<
  PGlite,
  'execProtocolStream' | '_runExclusiveQuery' | '_runExclusiveTransaction' | 'parsers' | 'serializers'
>;

export class PgliteWire {
  readonly #client: WireClient;
  readonly #statements = new Map<string, Prepared>();
  readonly #maxStatements: number;
  #next = 0;

  constructor(client: WireClient, options: { maxStatements?: number } = {}) {
    this.#client = client;
    this.#maxStatements = options.maxStatements ?? MAX_STATEMENTS;
  }

  /** One statement outside any transaction (as `PGlite.query`, but prepared). */
  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#client._runExclusiveTransaction(() => this.#statement<T>([], text, params, options, []));
  }

  /**
   * A transaction holding the connection, as `PGlite.transaction`; the callback's `tx.query` runs
   * prepared statements, BEGIN travels with the first and `last` sends COMMIT behind the one it runs.
   * A transaction that ran nothing sends nothing. `settings` (a SET LOCAL statement) travels with the BEGIN.
   */
  transaction<T>(
    fn: (tx: Transaction, last: WireQuery) => Promise<T>,
    options: { settings?: string } = {},
  ): Promise<T> {
    const begin = options.settings ? [BEGIN, serialize.query(options.settings)] : [BEGIN];
    return this.#client._runExclusiveTransaction(async () => {
      let begun = false;
      let closed = false;
      const open = (): Uint8Array[] => {
        if (closed) throw new Error('Transaction is closed');
        if (begun) return [];
        begun = true;
        return begin;
      };
      const run = async <R>(
        text: string,
        params: unknown[] | undefined,
        options: QueryOptions | undefined,
        end: boolean,
      ) => {
        const before = open();
        if (end) closed = true;
        return this.#statement<R>(before, text, params ?? [], options, end ? [COMMIT] : []);
      };
      const simple = async (text: string) => {
        closed = true;
        await this.#call([serialize.query(text)]);
      };
      const tx = {
        query: <R>(text: string, params?: unknown[], options?: QueryOptions) => run<R>(text, params, options, false),
        exec: () => Promise.reject(new Error('not supported: tx.exec')),
        rollback: () => simple('ROLLBACK'),
        sql: () => Promise.reject(new Error('not supported: tx.sql')),
        listen: () => Promise.reject(new Error('not supported: tx.listen')),
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      const last: WireQuery = async <R>(text: string, params?: unknown[]) =>
        (await run<R>(text, params, { parsers: RAW_PARSERS }, true)).rows;
      try {
        const result = await fn(tx, last);
        if (begun && !closed) await simple('COMMIT');
        return result;
      } catch (error) {
        // A statement that failed aborted the transaction (a COMMIT behind it rolled back); this ends it
        // in either case, and tells PGlite the transaction is over.
        if (begun) await this.#call([ROLLBACK]).catch(() => undefined);
        throw error;
      }
    });
  }

  /** The parsers Drizzle's PGlite driver uses for raw statements, for `tx.query` callers that want them. */
  static readonly rawOptions: QueryOptions = { parsers: RAW_PARSERS };

  #call(parts: Uint8Array[]): Promise<BackendMessage[]> {
    return this.#client._runExclusiveQuery(() =>
      this.#client.execProtocolStream(concat(parts), { syncToFs: false, throwOnError: true }),
    );
  }

  /** Parses `text` as a new named statement; `before` (a BEGIN) travels with it, so nothing is left unsent. */
  async #prepare(text: string, before: Uint8Array[]): Promise<Prepared> {
    const evicted = this.#statements.size >= this.#maxStatements ? this.#evict() : [];
    const name = `w${(this.#next++).toString(36)}`;
    const messages = await this.#call([
      ...before,
      ...evicted,
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      SYNC,
    ]);
    let paramTypes: number[] = [];
    let fields: Prepared['fields'] = [];
    for (const message of messages) {
      if (message.name === 'parameterDescription')
        paramTypes = (message as unknown as { dataTypeIDs: number[] }).dataTypeIDs;
      if (message.name === 'rowDescription') {
        fields = (message as unknown as { fields: Prepared['fields'] }).fields.map((f) => ({
          name: f.name,
          dataTypeID: f.dataTypeID,
        }));
      }
    }
    const prepared = { name, paramTypes, fields };
    this.#statements.set(text, prepared);
    return prepared;
  }

  /** Forgets the oldest half of the kept statements (a Map keeps insertion order); returns their Close messages. */
  #evict(): Uint8Array[] {
    const closes: Uint8Array[] = [];
    for (const [text, prepared] of this.#statements) {
      if (closes.length >= Math.max(1, this.#maxStatements / 2)) break;
      closes.push(serialize.close({ type: 'S', name: prepared.name }));
      this.#statements.delete(text);
    }
    return closes;
  }

  async #statement<T>(
    before: Uint8Array[],
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    after: Uint8Array[],
  ): Promise<Results<T>> {
    // A known statement's Bind is queued in the same step as its lookup, so no eviction can come between.
    const known = this.#statements.get(text);
    const prepared = known ?? (await this.#prepare(text, before));
    const unsent = known ? before : [];
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = prepared.paramTypes[i] ?? 0;
      const serializer = options?.serializers?.[oid] ?? this.#client.serializers[oid];
      return serializer ? serializer(param) : String(param);
    });
    const messages = await this.#call([
      ...unsent,
      serialize.bind({ statement: prepared.name, values: values as (string | null)[] }),
      EXECUTE,
      SYNC,
      ...after,
    ]);
    return this.#results<T>(messages, options, prepared.fields);
  }

  /** The rows of the statement's (first) result in `messages`, read as `PGlite.query` reads them. */
  #results<T>(messages: BackendMessage[], options: QueryOptions | undefined, fields: Prepared['fields']): Results<T> {
    const parsers = this.#client.parsers;
    const own = options?.parsers;
    const rows: unknown[] = [];
    let affectedRows = 0;
    let started = false;
    for (const message of messages) {
      if (message.name === 'bindComplete') started = true;
      else if (!started) continue;
      else if (message.name === 'dataRow') {
        const values = (message as unknown as { fields: (string | null)[] }).fields;
        const parsed = values.map((value, i) => {
          if (value === null) return null;
          const oid = fields[i]?.dataTypeID ?? 0;
          const parser = own?.[oid] ?? parsers[oid];
          return parser ? parser(value, oid) : value;
        });
        rows.push(
          options?.rowMode === 'array' ? parsed : Object.fromEntries(fields.map((f, i) => [f.name, parsed[i]])),
        );
      } else if (message.name === 'commandComplete') {
        affectedRows = affected((message as unknown as { text: string }).text);
        break;
      }
    }
    return { rows: rows as T[], fields, affectedRows };
  }
}
