import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite, protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../src/db/client';
import { DatabaseError } from '../src/db/errors';
import { PgliteRemote } from '../src/db/pglite-remote';
import { PgliteWire } from '../src/db/pglite-wire';

/**
 * The embedded database in a worker thread of its own (db/pglite-remote.ts and db/pglite-thread.ts, decision
 * 0065): statements sent through it answer what PGlite in this thread answers, failures keep their SQL state,
 * notices arrive before the answer of the statement that raised them, data outlives a close, and a thread
 * that cannot start or has stopped fails its callers instead of leaving them waiting. PGlite only.
 */
const TABLE = `CREATE TABLE kinds (
  id int PRIMARY KEY, n numeric(78,0), big int8, at timestamptz, day date, j jsonb, flags bool[],
  amounts numeric[], names text[], note text UNIQUE
);
INSERT INTO kinds VALUES
  (1, 10, 9007199254740993, '2026-11-25 05:00:00+00', '2026-11-25', '{"a":[1,"x"]}', '{t,f}', '{1,22}', '{a,"b c"}', 'é'),
  (2, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)`;

describe('PGlite in a thread of its own', () => {
  let local: PGlite;
  let remote: PgliteRemote;
  let here: PgliteWire;
  let there: PgliteWire;

  beforeAll(async () => {
    local = new PGlite();
    remote = await PgliteRemote.open(undefined);
    await local.exec(TABLE);
    await remote.exec(TABLE);
    here = new PgliteWire(local);
    there = new PgliteWire(remote);
  });
  afterAll(async () => {
    await local.close();
    await remote.close();
  });

  const select = 'SELECT * FROM kinds WHERE id = ANY($1::int[]) ORDER BY id';

  it.each([
    ['default parsers, objects', undefined],
    ['raw parsers, objects', PgliteWire.rawOptions],
    ['raw parsers, arrays', { ...PgliteWire.rawOptions, rowMode: 'array' as const }],
  ])('answers the rows and fields PGlite in this thread answers (%s)', async (_name, options) => {
    const expected = await here.query(select, [[1, 2]], options);
    const actual = await there.query(select, [[1, 2]], options);
    expect(actual.rows).toEqual(expected.rows);
    expect(actual.fields).toEqual(expected.fields);
    expect(actual.rows).toHaveLength(2);
  });

  it('sends parameters of every kind as PGlite in this thread sends them', async () => {
    const insert = 'INSERT INTO kinds VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *';
    const values = [
      3,
      '123456789012345678901234567890',
      42n,
      new Date('2026-11-29T10:00:00Z'),
      '2026-11-29',
      { k: [2] },
    ];
    const arrays = [[true, false, true], ['1', '2.5'], ['x', 'y "z"'], 'ü'];
    const expected = await here.query(insert, [...values, ...arrays]);
    const actual = await there.query(insert, [...values, ...arrays]);
    expect(actual.rows).toEqual(expected.rows);
    expect(actual.affectedRows).toBe(1);
  });

  it('moves a message that owns its buffer to the thread, and copies one that is a view of a larger buffer', async () => {
    const message = protocol.serialize.query('SELECT 1 AS one');
    const larger = new Uint8Array(message.length + 8);
    larger.set(message, 4);
    const view = larger.subarray(4, 4 + message.length);
    const owned = new Uint8Array(message);
    const names = (answer: { name: string }[]) => answer.map((m) => m.name);
    expect(names(await remote.execProtocolStream(view))).toContain('dataRow');
    expect(Array.from(view)).toEqual(Array.from(message));
    expect(names(await remote.execProtocolStream(owned))).toContain('dataRow');
    expect(owned.byteLength).toBe(0);
  });

  it('runs a transaction on the thread, BEGIN with its first statement and COMMIT with its last', async () => {
    const rows = await there.transaction(async (tx, last) => {
      await tx.query('UPDATE kinds SET note = $1 WHERE id = $2', ['first', 2]);
      return last<{ note: string }>('SELECT note FROM kinds WHERE id = $1', [2]);
    });
    expect(rows).toEqual([{ note: 'first' }]);
    expect((await there.query<{ note: string }>('SELECT note FROM kinds WHERE id = 2')).rows).toEqual([
      { note: 'first' },
    ]);
  });
});

describe('the embedded database opened on its thread', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPglite(undefined);
    await db.exec('CREATE TABLE names (id int PRIMARY KEY, name text CONSTRAINT names_name_key UNIQUE)');
  });
  afterAll(() => db.close());

  it('fails a statement with its SQL state and constraint, never its values', async () => {
    await db.query('INSERT INTO names VALUES ($1, $2)', [1, 'secret-value']);
    const failure = await db.query('INSERT INTO names VALUES ($1, $2)', [2, 'secret-value']).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(DatabaseError);
    expect(failure).toMatchObject({ code: '23505', constraint: 'names_name_key' });
    expect(JSON.stringify(failure)).not.toContain('secret-value');
    expect(String((failure as Error).message)).not.toContain('secret-value');
  });

  it('rolls a transaction back when one of its statements fails, and the connection goes on', async () => {
    const failed = db
      .pipelined(async (q, last) => {
        await q('INSERT INTO names VALUES ($1, $2)', [10, 'ten']);
        return last('INSERT INTO names VALUES ($1, $2)', [11, 'ten']);
      })
      .catch((e: unknown) => e);
    expect(await failed).toMatchObject({ code: '23505' });
    expect(await db.query('SELECT id FROM names WHERE id >= 10')).toEqual([]);
    expect(await db.query<{ n: number }>('SELECT count(*)::int AS n FROM names')).toEqual([{ n: 1 }]);
  });

  it('delivers a notice before the answer of the statement that raised it', async () => {
    const seen: string[] = [];
    const off = db.notices.on('coffer_auth', (payload) => seen.push(`notice ${payload}`));
    const answered = db.query("SELECT pg_notify('coffer_auth', 'p1') AS sent").then(() => seen.push('answered'));
    await answered;
    off();
    expect(seen).toEqual(['notice p1', 'answered']);
  });
});

describe('the thread started, stopped and failing', () => {
  const dirs: string[] = [];
  const dir = () => {
    const made = mkdtempSync(join(tmpdir(), 'coffer-pglite-thread-'));
    dirs.push(made);
    return made;
  };
  afterAll(() => {
    for (const made of dirs) rmSync(made, { recursive: true, force: true });
  });

  it('keeps what was committed across a close and a new thread on the same data directory', async () => {
    const dataDir = dir();
    const first = await openPglite(dataDir);
    await first.exec('CREATE TABLE kept (v text)');
    await first.query('INSERT INTO kept VALUES ($1)', ['still here']);
    await first.close();
    const second = await openPglite(dataDir);
    expect(await second.query('SELECT v FROM kept')).toEqual([{ v: 'still here' }]);
    await second.close();
  });

  it('fails a call made after close at once, instead of leaving it waiting', async () => {
    const db = await openPglite(undefined);
    await db.close();
    await expect(db.query('SELECT 1')).rejects.toThrow();
  });

  /** A stand-in thread: says it is ready, then does `onRequest` (plain JavaScript) with the first request. */
  const standIn = (onRequest: string) => () =>
    new Worker(
      `const { parentPort } = require('node:worker_threads');
       parentPort.postMessage({ ready: [] });
       parentPort.on('message', () => { ${onRequest} });`,
      { eval: true },
    );

  it.each([
    ['exits', 'process.exit(3)', /exit code 3/],
    ['throws', "throw new Error('thread broke')", /thread broke/],
  ])('fails the call in flight, and every later one, when the thread %s', async (_name, onRequest, reason) => {
    const remote = await PgliteRemote.open(undefined, standIn(onRequest));
    await expect(remote.execProtocolStream(protocol.serialize.query('SELECT 1'))).rejects.toThrow(reason);
    await expect(remote.exec('SELECT 1')).rejects.toThrow(reason);
    await remote.close();
  });

  it('fails to open, with the reason, where the thread cannot start its database', async () => {
    const file = join(dir(), 'a-file');
    writeFileSync(file, 'not a directory');
    await expect(PgliteRemote.open(join(file, 'pglite'))).rejects.toThrow();
  });
});
