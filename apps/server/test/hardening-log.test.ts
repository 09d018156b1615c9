/** Issue 12 defect 2: a failed statement's values never reach the log (split from hardening.test.ts). */
import { randomUUID } from 'node:crypto';
import { endpoint } from '@coffer/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { buildApp } from '../src/app';
import { users } from '../src/db/schema';
import { AppError } from '../src/http/app-error';
import { route } from '../src/http/routes';
import { expectEnvelope } from './envelope';
import { freshDatabase, TEST_TARGET, type TestDatabase, testConfig } from './helpers';

describe(`failed statements never reach the log with their values (${TEST_TARGET})`, () => {
  const lines: string[] = [];
  let dbh: TestDatabase;
  let app: FastifyInstance;
  const SECRET_HASH = 'scrypt$17$8$1$SECRET-HASH-c0ffee';
  const SECRET_EMAIL = 'secret-person@example.com';
  const failing = (path: string) =>
    endpoint({ method: 'POST', path, summary: 'test', tag: 'test', auth: false, response: z.object({}) });
  const row = (email: string) => ({
    id: randomUUID(),
    email,
    passwordHash: SECRET_HASH,
    firstName: 'Ada',
    lastName: 'Lovelace',
    countryCode: 'GB',
    language: 'en',
    referralCode: `R${Math.random().toString(36).slice(2, 10)}`,
  });

  beforeAll(async () => {
    dbh = await freshDatabase();
    app = await buildApp(
      { config: testConfig({ logLevel: 'info' }), db: dbh.db },
      { logStream: { write: (line) => lines.push(line) } },
    );
    // A statement PostgreSQL refuses for its values (NUL in text), through the ORM.
    route(app, failing('/test/orm-insert'), async ({ services }) => {
      await services.db.orm.insert(users).values(row(`${SECRET_EMAIL}\u0000`));
      return {};
    });
    // A unique violation, whose detail names the duplicate value.
    route(app, failing('/test/duplicate'), async ({ services }) => {
      for (const referral of ['R-1', 'R-2']) {
        await services.db.query(
          `INSERT INTO users (id, email, password_hash, first_name, last_name, country_code, language, referral_code)
           VALUES ($1, $2, $3, 'Ada', 'Lovelace', 'GB', 'en', $4)`,
          [randomUUID(), SECRET_EMAIL, SECRET_HASH, referral],
        );
      }
      return {};
    });
    // The same through the raw client.
    route(app, failing('/test/raw-insert'), async ({ services }) => {
      await services.db.query('INSERT INTO users (id, email, password_hash) VALUES ($1, $2, $3)', [
        randomUUID(),
        `${SECRET_EMAIL}\u0000`,
        SECRET_HASH,
      ]);
      return {};
    });
    // A refusal whose description repeats the input, as some modules' do.
    route(app, failing('/test/refuse'), () => {
      throw new AppError('bad_request', `No ${SECRET_EMAIL} here`);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await dbh.drop();
  });

  it.each(['/api/test/orm-insert', '/api/test/duplicate', '/api/test/raw-insert'])(
    '%s answers unknown_error and logs the statement without its parameters',
    async (url) => {
      lines.length = 0;
      const res = await app.inject({ method: 'POST', url });
      expectEnvelope(res, 500, 'unknown_error');
      const text = lines.join('\n');
      expect(text).not.toContain('SECRET-HASH');
      expect(text).not.toContain('secret-person');
      const errors = lines.map((l) => JSON.parse(l)).filter((l) => l.level >= 50);
      expect(errors).toHaveLength(1);
      expect(errors[0].err.errorCode).toMatch(/^[0-9A-Z]{5}$/);
      expect(errors[0].err.statement).toMatch(/insert into "?users"?/i);
      if (url === '/api/test/duplicate') expect(errors[0].err.errorCode).toBe('23505');
      expect(errors[0].err.stack).toContain('    at ');
    },
  );

  it('logs a request by its route, never its URL, query string or path values', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${SECRET_EMAIL}` });
    await app.inject({ method: 'GET', url: '/reset-password?token=SECRET-TOKEN-0123' });
    await app.inject({ method: 'GET', url: '/api/wallet/SECRET-IBAN-%zz/transactions' });
    await app.inject({ method: 'PUT', url: '/api/user/validate-mobile?pin=SECRET-PIN' });
    const text = lines.join('\n');
    expect(text).not.toMatch(/secret-person|SECRET-TOKEN|SECRET-IBAN|SECRET-PIN/);
    const routes = lines.map((l) => JSON.parse(l)).flatMap((l) => (l.req ? [l.req.route] : []));
    expect(routes).toEqual(['/api/dev/outbox', '(no route)', '(no route)', '/api/user/validate-mobile']);
  });

  it('logs a refused request by its code, not its description, which may repeat the input', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'POST', url: '/api/test/refuse' });
    expect(res.json().description).toBe(`No ${SECRET_EMAIL} here`);
    const refused = lines.map((l) => JSON.parse(l)).filter((l) => l.code === 'bad_request');
    expect(refused).toEqual([expect.objectContaining({ status: 400, msg: 'request refused' })]);
    expect(lines.join('\n')).not.toContain('secret-person');
  });

  it('keeps messages and unknown fields of any logged error out of the log', () => {
    lines.length = 0;
    const error = Object.assign(new Error(`bad value ${SECRET_HASH}`), { params: [SECRET_EMAIL] });
    app.log.error(error);
    app.log.warn({ err: error }, 'with a message');
    app.log.warn({ failure: new TypeError(SECRET_EMAIL) }, 'another key');
    const text = lines.join('\n');
    expect(lines).toHaveLength(3);
    expect(text).not.toContain('SECRET-HASH');
    expect(text).not.toContain('secret-person');
    expect(text).toContain('TypeError');
  });
});
