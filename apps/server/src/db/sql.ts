import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Queryable } from './client';

const dialect = new PgDialect();

/**
 * Runs a Drizzle `sql` template as one parameterised statement through the database's own query path
 * (named and prepared on PostgreSQL), without Drizzle's query builder or its result mapping.
 */
export async function queryOf<R = Record<string, unknown>>(db: Pick<Queryable, 'query'>, statement: SQL): Promise<R[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return db.query<R>(text, params);
}
