import { Param, Placeholder, SQL, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Queryable } from './client';

const dialect = new PgDialect();

/** Statement text and its parameters, as `PgDialect.sqlToQuery` gives them. */
export interface RenderedQuery {
  sql: string;
  params: unknown[];
}

/** Marks a statement the fast path cannot render (a table, a column, a list...): Drizzle renders it. */
const UNSUPPORTED = Symbol('unsupported');

/**
 * A `sql` template as text and parameters. The money path's statements are built only of strings, nested
 * templates and values; those are rendered here in one pass (Drizzle's own renderer checks every chunk
 * against each of its entity kinds, about a tenth of the server's CPU per send). Anything else, and any
 * template that inlines its values, goes to Drizzle's renderer, so the answer is always Drizzle's
 * (`test/sql-render.test.ts` compares the two).
 */
export function toQuery(statement: SQL): RenderedQuery {
  const params: unknown[] = [];
  const text = renderChunks(statement, params);
  return text === UNSUPPORTED ? dialect.sqlToQuery(statement) : { sql: text, params };
}

function renderChunks(statement: SQL, params: unknown[]): string | typeof UNSUPPORTED {
  if ((statement as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return UNSUPPORTED;
  let text = '';
  for (const chunk of statement.queryChunks as unknown[]) {
    if (chunk instanceof StringChunk) text += chunk.value.join('');
    else if (chunk instanceof SQL) {
      const inner = renderChunks(chunk, params);
      if (inner === UNSUPPORTED) return UNSUPPORTED;
      text += inner;
    } else if (chunk instanceof Param) {
      if (chunk.value instanceof Placeholder) return UNSUPPORTED;
      const value = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (value instanceof SQL) return UNSUPPORTED;
      params.push(value);
      text += `$${params.length}`;
    } else if (chunk === undefined) {
      // Drizzle renders nothing for it.
    } else if (isPlainValue(chunk)) {
      params.push(chunk);
      text += `$${params.length}`;
    } else return UNSUPPORTED;
  }
  return text;
}

/** A value Drizzle binds as it is (not a list, which it renders as "(a, b)", nor an entity). */
function isPlainValue(value: unknown): boolean {
  const type = typeof value;
  return (
    value === null ||
    type === 'string' ||
    type === 'number' ||
    type === 'bigint' ||
    type === 'boolean' ||
    value instanceof Date
  );
}

/**
 * Runs a Drizzle `sql` template as one parameterised statement through the database's own query path
 * (named and prepared on PostgreSQL), without Drizzle's query builder or its result mapping.
 */
export async function queryOf<R = Record<string, unknown>>(db: Pick<Queryable, 'query'>, statement: SQL): Promise<R[]> {
  const { sql: text, params } = toQuery(statement);
  return db.query<R>(text, params);
}
