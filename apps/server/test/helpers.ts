import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../src/app';
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
      // Feature tests move money without a KYC review; the KYC gating tests turn the gate on.
      KYC_GATED_ACTIONS: 'none',
    }),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/** A fresh app on a fresh database; `services` replaces default services (a fake clock, ...). */
export async function testApp(overrides: Partial<Config> = {}, services: AppDeps['services'] = {}): Promise<TestApp> {
  const { db, drop } = await freshDatabase();
  const app = await buildApp({ config: testConfig(overrides), db, services });
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

/**
 * A second server instance on the test's database: on PostgreSQL its own pool on the same schema (its own
 * connections, caches and notices, as another server process would have); on PGlite, which one process
 * owns, a second app on the same handle.
 */
export async function secondInstance(
  t: TestApp,
  overrides: Partial<Config> = {},
): Promise<{ app: FastifyInstance; db: Database; close(): Promise<void> }> {
  let own: Database | null = null;
  if (TEST_TARGET === 'postgres') {
    const [{ schema } = { schema: '' }] = await t.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    own = await openPostgres({ url: process.env.TEST_DATABASE_URL as string, searchPath: schema, max: 4 });
  }
  const db = own ?? t.db;
  const app = await buildApp({ config: testConfig(overrides), db });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await own?.close();
    },
  };
}

/** A clock tests move by hand: pass `{ now: clock.now }` as a service override. */
export class FakeClock {
  constructor(public ms = Date.UTC(2030, 0, 1, 12, 0, 0)) {}
  readonly now = (): Date => new Date(this.ms);
  advance(ms: number): void {
    this.ms += ms;
  }
}

export const MINUTE = 60_000;

export interface OutboxItem {
  to: string;
  channel: 'email' | 'sms';
  kind: string;
  subject: string;
  text: string;
  data: Record<string, string>;
}

/** What the sandbox notifier sent to an address, newest first. */
export async function outbox(app: FastifyInstance, to: string): Promise<OutboxItem[]> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return res.json() as OutboxItem[];
}

export function signupBody(email: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email,
    password: 'Str0ngPass',
    firstName: 'Ada',
    lastName: 'Lovelace',
    countryCode: 'gb',
    language: 'en',
    termsVersion: '1.1.0',
    ...extra,
  };
}

export interface TestAccount {
  email: string;
  password: string;
  token: string;
  user: Record<string, unknown> & { id: string; referralCode: string };
  auth: { authorization: string };
}

/** Asks for a login pin and returns it (from the sandbox outbox). */
export async function askPin(app: FastifyInstance, email: string, password: string): Promise<string> {
  const ask = await app.inject({ method: 'POST', url: '/api/user/ask-login', payload: { email, password } });
  if (ask.statusCode !== 200) throw new Error(`ask-login failed: ${ask.body}`);
  const [mail] = await outbox(app, email.toLowerCase());
  if (mail?.kind !== 'login_pin') throw new Error('no login pin in the outbox');
  return mail.data.pin as string;
}

/** Logs in through ask-login and the emailed pin; returns the session. */
export async function logIn(
  app: FastifyInstance,
  email: string,
  password = 'Str0ngPass',
  extra: { twoFactorCode?: string; headers?: Record<string, string> } = {},
): Promise<TestAccount> {
  const pin = await askPin(app, email, password);
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: extra.headers ?? {},
    payload: { email, password, pin, ...(extra.twoFactorCode ? { twoFactorCode: extra.twoFactorCode } : {}) },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const { token, user } = res.json();
  return { email, password, token, user, auth: { authorization: `Bearer ${token}` } };
}

/** Signs up a new account and logs it in. */
export async function newAccount(
  app: FastifyInstance,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<TestAccount> {
  const res = await app.inject({ method: 'POST', url: '/api/user/create', payload: signupBody(email, extra) });
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.body}`);
  return logIn(app, email, (extra.password as string | undefined) ?? 'Str0ngPass');
}
