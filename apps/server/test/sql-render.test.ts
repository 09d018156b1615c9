import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { toQuery } from '../src/db/sql';
import { lockAccountsQuery, transferWrites } from '../src/modules/ledger/batch';
import { releasedKeys } from '../src/modules/ledger/keyed';

const dialect = new PgDialect();
const ID = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

const transfer = {
  id: ID,
  kind: 'send',
  status: 'posted' as const,
  pendingId: null,
  metadata: { note: 'x' },
  postings: [
    { accountId: ID, coin: 'EUR', amount: -5n, balanceAfter: 95n },
    { accountId: OTHER, coin: 'EUR', amount: 5n, balanceAfter: 5n },
  ],
};

// Each case: a statement and whether the fast path renders it itself (false: it hands it to Drizzle).
const cases: [string, ReturnType<typeof sql>, boolean][] = [
  ['text only', sql`SELECT 1`, true],
  ['values of every plain kind', sql`SELECT ${'a'}, ${1}, ${2n}, ${true}, ${null}, ${new Date(0)}`, true],
  [
    'nested templates and sql.param arrays',
    sql`WITH ${sql.join([sql`a AS (SELECT ${sql.param([1, 2])}::int[])`, sql`b AS (SELECT ${'x'})`], sql`, `)} SELECT 1`,
    true,
  ],
  ['undefined renders as nothing', sql`SELECT 1${undefined}`, true],
  ['sql.raw', sql`SELECT ${sql.raw('now()')}, ${3}`, true],
  ['the batch transfer writes', sql`WITH ${sql.join(transferWrites([transfer], []), sql`, `)} SELECT 1`, true],
  ['released keys', sql`WITH ${releasedKeys([{ userId: ID, key: 'k' } as never])} SELECT 1`, true],
  ['the accounts lock', lockAccountsQuery([OTHER, ID]), true],
  ['a list (Drizzle renders it as a tuple)', sql`SELECT 1 WHERE 2 IN ${[1, 2]}`, false],
  ['a column', sql`SELECT ${users.email} FROM ${users}`, false],
  ['an identifier', sql`SELECT ${sql.identifier('email')}`, false],
  ['a condition built by Drizzle', sql`SELECT 1 FROM users WHERE ${eq(users.id, ID)}`, false],
  ['a placeholder', sql`SELECT ${sql.placeholder('p')}`, false],
  ['inlined values', sql`SELECT ${'a'}`.inlineParams(), false],
];

describe('toQuery (the money path renders its statements without Drizzle)', () => {
  it.each(cases)('%s: the same text and parameters as Drizzle', (_name, statement) => {
    // Drizzle also returns type hints, which neither driver is given; text and parameters must be equal.
    const { sql: text, params } = dialect.sqlToQuery(statement);
    const mine = toQuery(statement);
    expect({ sql: mine.sql, params: mine.params }).toEqual({ sql: text, params });
  });

  it('renders the plain statements itself and hands the others to Drizzle', () => {
    const original = dialect.sqlToQuery;
    let handedOver = 0;
    // The fast path calls the module's own dialect; count its calls through the prototype.
    const proto = Object.getPrototypeOf(dialect) as { sqlToQuery: typeof original };
    const saved = proto.sqlToQuery;
    proto.sqlToQuery = function (this: PgDialect, ...args: Parameters<typeof original>) {
      handedOver++;
      return saved.apply(this, args);
    };
    try {
      for (const [name, statement, fast] of cases) {
        const before = handedOver;
        toQuery(statement);
        expect({ name, fast: handedOver === before }).toEqual({ name, fast });
      }
    } finally {
      proto.sqlToQuery = saved;
    }
  });
});
