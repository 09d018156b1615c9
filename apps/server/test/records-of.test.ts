import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { toQuery } from '../src/db/sql';
import { recordsOf } from '../src/modules/ledger/sql';
import { freshDatabase, TEST_TARGET, type TestDatabase } from './helpers';

/**
 * `recordsOf` (decision 0061): a statement's rows travel as ONE json parameter and come back as a table.
 * Every value must come back exactly as the column's type reads it, in the order given.
 */
interface Row {
  label: string;
  id: string | null;
  text: string | null;
  amount: bigint | null;
  big: string | null;
  flag: boolean | null;
  data: Record<string, unknown> | null;
  at: Date | null;
  day: string | null;
}

const ROWS = recordsOf<Row>('v', {
  id: ['uuid', (r) => r.id],
  text: ['text', (r) => r.text],
  amount: ['numeric', (r) => r.amount?.toString() ?? null],
  big: ['bigint', (r) => r.big],
  flag: ['boolean', (r) => r.flag],
  data: ['jsonb', (r) => r.data],
  at: ['timestamptz', (r) => r.at?.toISOString() ?? null],
  day: ['date', (r) => r.day],
  ord: ['int', (_, i) => i],
});

const row = (label: string, values: Partial<Row>): Row => ({
  label,
  id: null,
  text: null,
  amount: null,
  big: null,
  flag: null,
  data: null,
  at: null,
  day: null,
  ...values,
});

// Each case: a row, and each column as PostgreSQL prints it (::text).
const cases: [Row, Record<string, string | null>][] = [
  [
    row('plain values', {
      id: '11111111-1111-4111-8111-111111111111',
      text: 'EUR',
      amount: 5n,
      big: '7',
      flag: true,
      data: { note: 'x' },
      at: new Date('2026-11-28T10:11:12.345Z'),
      day: '2026-11-28',
    }),
    {
      id: '11111111-1111-4111-8111-111111111111',
      text: 'EUR',
      amount: '5',
      big: '7',
      flag: 'true',
      data: '{"note": "x"}',
      at: '2026-11-28 10:11:12.345+00',
      day: '2026-11-28',
    },
  ],
  [
    row('every column null', {}),
    { id: null, text: null, amount: null, big: null, flag: null, data: null, at: null, day: null },
  ],
  [
    row('an amount of 78 digits and a negative one', { amount: -(10n ** 77n) - 1n, big: '9223372036854775807' }),
    { amount: `-1${'0'.repeat(76)}1`, big: '9223372036854775807' },
  ],
  [
    row('text that array literals and JSON must escape', { text: 'a "quoted", {braced} \\ back\nline, NULL, é €' }),
    { text: 'a "quoted", {braced} \\ back\nline, NULL, é €' },
  ],
  [row('the string NULL and the empty string', { text: 'NULL', big: null }), { text: 'NULL', big: null }],
  [row('an empty string', { text: '' }), { text: '' }],
  [
    row('a nested object with quotes, kept as an object', {
      data: { senderName: 'O"Brien \\ é', nested: { amount: '0.01', list: [1, null] } },
      flag: false,
    }),
    { data: '{"nested": {"list": [1, null], "amount": "0.01"}, "senderName": "O\\"Brien \\\\ é"}', flag: 'false' },
  ],
];

describe(`rows as one json parameter (${TEST_TARGET})`, () => {
  let fresh: TestDatabase;
  let db: Database;
  const read = async (rows: readonly Row[]) => {
    const { sql: text, params } = toQuery(
      sql`SELECT v.ord, v.id::text, v.text, v.amount::text, v.big::text, v.flag::text, v.data::text, v.at::text,
        v.day::text FROM ${ROWS(rows)} ORDER BY v.ord`,
    );
    return { text, params, rows: await db.query<Record<string, string | null>>(text, params) };
  };

  beforeAll(async () => {
    fresh = await freshDatabase();
    db = fresh.db;
    await db.exec("SET TIME ZONE 'UTC'");
  });
  afterAll(() => fresh.drop());

  it.each(cases.map(([input, expected]) => ({ label: input.label, input, expected })))(
    '$label comes back exactly',
    async ({ input, expected }) => {
      const { rows } = await read([input]);
      expect(rows).toHaveLength(1);
      for (const [column, value] of Object.entries(expected)) expect(rows[0]?.[column], column).toBe(value);
    },
  );

  it('keeps the order given, numbers rows from 0 and has one text and one parameter whatever it holds', async () => {
    const all = cases.map(([input]) => input);
    const many = await read(all);
    const one = await read([all[0] as Row]);
    const none = await read([]);
    expect(many.rows.map((r) => Number(r.ord))).toEqual(all.map((_, i) => i));
    expect(many.rows.map((r) => r.text)).toEqual(all.map((r) => r.text));
    expect(none.rows).toEqual([]);
    expect(new Set([many.text, one.text, none.text]).size).toBe(1);
    expect([many.params.length, one.params.length, none.params.length]).toEqual([1, 1, 1]);
  });

  it('refuses a value JSON cannot carry exactly (a bigint) before anything is sent', () => {
    const raw = recordsOf<{ n: bigint }>('v', { n: ['numeric', (r) => r.n] });
    expect(() => raw([{ n: 1n }])).toThrow(TypeError);
  });
});
