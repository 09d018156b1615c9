import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { migrate } from '../src/db/migrate';

/** Which database this run targets: PGlite in memory, or PostgreSQL when TEST_DB=postgres. */
export const TEST_TARGET: 'pglite' | 'postgres' =
  process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface TestDatabase {
  db: Database;
  drop(): Promise<void>;
}

/** A fresh, migrated database for one test file: in-memory PGlite, or a new schema on PostgreSQL. */
export async function freshDatabase(): Promise<TestDatabase> {
  if (TEST_TARGET === 'pglite') {
    const db = await openPglite(undefined);
    await migrate(db);
    return { db, drop: () => db.close() };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres({ url, max: 1 });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const db = await openPostgres({ url, searchPath: schema, max: 10 });
  await migrate(db);
  return {
    db,
    drop: async () => {
      await db.close();
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  // A cheap scrypt cost and a fixed key keep tests fast; production uses the defaults.
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SCRYPT_COST: '10',
      SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    }),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

export async function testApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { db, drop } = await freshDatabase();
  const app = await buildApp({ config: testConfig(overrides), db });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
