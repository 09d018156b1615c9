import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteWire } from '../src/db/pglite-wire';

/**
 * The embedded database's prepared statements (db/pglite-wire.ts, decision 0040) answer what PGlite's
 * own `query` answers, parse each text once, and keep a bounded set of statements. PGlite only: the
 * PostgreSQL pool prepares through node-postgres.
 */
describe('PGlite prepared statements', () => {
  let client: PGlite;
  let wire: PgliteWire;
  const prepared = async () =>
    (await client.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')).rows.map(
      (r) => r.name,
    );

  beforeAll(async () => {
    client = new PGlite();
    await client.exec(`CREATE TABLE kinds (
      id int PRIMARY KEY, n numeric(78,0), big int8, at timestamptz, day date, j jsonb, flags bool[],
      amounts numeric[], note text
    );
    INSERT INTO kinds VALUES
      (1, 10, 9007199254740993, '2026-11-25 05:00:00+00', '2026-11-25', '{"a":[1,"x"]}', '{t,f}', '{1,22}', 'é'),
      (2, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)`);
    wire = new PgliteWire(client, { maxStatements: 4 });
  });
  afterAll(() => client.close());

  const select = 'SELECT * FROM kinds WHERE id = ANY($1::int[]) ORDER BY id';

  it.each([
    ['default parsers, objects', undefined],
    ['raw parsers, objects', PgliteWire.rawOptions],
    ['raw parsers, arrays', { ...PgliteWire.rawOptions, rowMode: 'array' as const }],
  ])('answers the rows and fields PGlite.query answers (%s)', async (_name, options) => {
    const expected = await client.query(select, [[1, 2]], options);
    const actual = await wire.query(select, [[1, 2]], options);
    expect(actual.rows).toEqual(expected.rows);
    expect(actual.fields).toEqual(expected.fields);
  });

  it('counts the rows a write affected', async () => {
    const result = await wire.query('UPDATE kinds SET note = $1 WHERE id <= $2', ['x', 2]);
    expect(result.affectedRows).toBe(2);
    expect(result.rows).toEqual([]);
  });

  it('parses a text once, whatever its values', async () => {
    const text = 'SELECT $1::int + 1 AS next';
    for (let i = 0; i < 20; i++)
      expect((await wire.query<{ next: number }>(text, [i])).rows).toEqual([{ next: i + 1 }]);
    const kept = await client.query('SELECT name FROM pg_prepared_statements WHERE statement = $1', [text]);
    expect(kept.rows).toHaveLength(1);
  });

  it('keeps at most its bound of statements, and a text it dropped still runs', async () => {
    for (let i = 0; i < 12; i++) {
      expect((await wire.query<{ v: number }>(`SELECT $1::int * ${i} AS v`, [2])).rows).toEqual([{ v: 2 * i }]);
    }
    expect((await prepared()).length).toBeLessThanOrEqual(4);
    expect((await wire.query<{ v: number }>('SELECT $1::int * 0 AS v', [5])).rows).toEqual([{ v: 0 }]);
  });

  it('serves Drizzle: queries, a committed transaction and a rolled-back one', async () => {
    const orm = drizzle({ client: wire as unknown as PGlite });
    await orm.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO kinds (id, note) VALUES (${10}, ${'kept'})`);
    });
    await expect(
      orm.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO kinds (id, note) VALUES (${11}, ${'dropped'})`);
        tx.rollback();
      }),
    ).rejects.toThrow();
    const rows = await orm.execute<{ id: number; note: string }>(sql`SELECT id, note FROM kinds WHERE id >= ${10}`);
    expect(rows.rows).toEqual([{ id: 10, note: 'kept' }]);
    // Nothing is left open: PGlite's own transaction runs as usual.
    await client.transaction(async (tx) => {
      await tx.query('INSERT INTO kinds (id) VALUES (12)');
    });
    expect((await wire.query('SELECT id FROM kinds WHERE id = 12')).rows).toEqual([{ id: 12 }]);
  });

  it('fails a statement with the database error and stays usable', async () => {
    await expect(wire.query('INSERT INTO kinds (id) VALUES ($1)', [1])).rejects.toMatchObject({
      code: '23505',
      constraint: 'kinds_pkey',
    });
    await expect(wire.query('SELECT nope FROM kinds')).rejects.toMatchObject({ code: '42703' });
    expect((await wire.query('SELECT count(*)::int AS n FROM kinds WHERE id < $1', [3])).rows).toEqual([{ n: 2 }]);
  });
});
