import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './client';

const here = dirname(fileURLToPath(import.meta.url));

/** In the bundle the SQL files sit next to it (dist/migrations); in source, at apps/server/migrations. */
export function migrationsDir(): string {
  const candidates = [join(here, 'migrations'), join(here, '..', '..', 'migrations')];
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) throw new Error(`No migrations folder in ${candidates.join(' or ')}`);
  return found;
}

export interface Migration {
  id: string;
  sql: string;
}

export function readMigrations(dir = migrationsDir()): Migration[] {
  return readdirSync(dir)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ id: name.replace(/\.sql$/, ''), sql: readFileSync(join(dir, name), 'utf8') }));
}

// Any fixed number: instances sharing one PostgreSQL migrate one at a time.
const MIGRATION_LOCK = 727_001;

/** Applies the migrations not applied yet, each in its own transaction; returns their ids. */
export function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  return db.session(async (conn) => {
    if (db.kind === 'postgres') await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      return await applyPending(conn, migrations);
    } finally {
      if (db.kind === 'postgres') await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  });
}

async function applyPending(db: Queryable, migrations: Migration[]): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set((await db.query<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id));
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    await db.exec('BEGIN');
    try {
      await db.exec(migration.sql);
      await db.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      await db.exec('COMMIT');
    } catch (error) {
      await db.exec('ROLLBACK');
      throw error;
    }
    applied.push(migration.id);
  }
  return applied;
}
