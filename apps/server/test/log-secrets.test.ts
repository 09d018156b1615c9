import { afterAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app';
import { documentedOperations, FUZZ_CONFIG, FuzzWorld, type Secrets } from './fuzz-run';
import { freshDatabase, type TestApp, testConfig } from './helpers';

/**
 * Issue 12: a fuzz pass over every documented operation with the server's log captured at info level
 * (requests, answers, errors) leaves no secret in it. The run is seeded with known secrets (the test
 * user's password and its scrypt hash, bearer tokens, a login pin, a send code, the TOTP secret, a
 * reset token, the EUR wallet's IBAN), which the arbitraries also put into requests; each is searched
 * for literally in the output.
 */
const RUNS = Number(process.env.FUZZ_LOG_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

const lines: string[] = [];
const { db, drop } = await freshDatabase();
const app = await buildApp(
  { config: testConfig({ ...FUZZ_CONFIG, logLevel: 'info' }), db },
  { logStream: { write: (line: string) => void lines.push(line) } },
);
await app.ready();
const close = async () => {
  await app.close();
  await drop();
};
const t: TestApp = { app, db, close };
const operations = await documentedOperations(app);
const world = await FuzzWorld.create(t);

afterAll(() => t.close());

/** The forms a secret could take in a log line: itself, and each long part of a `$`-joined hash. */
function needles(secrets: Secrets, tokens: string[]): [string, string][] {
  const hashParts = secrets.passwordHash.split('$').filter((part) => part.length >= 16);
  return [
    ...Object.entries(secrets),
    ...hashParts.map((part): [string, string] => ['passwordHash part', part]),
    ...tokens.map((token): [string, string] => ['bearer token', token]),
  ];
}

/** Digits-only secrets (pins, codes) must stand alone: `123456` inside a longer number is not a leak. */
function leaks(log: string, secret: string): boolean {
  if (!/^\d+$/.test(secret)) return log.includes(secret);
  return new RegExp(`(?<![0-9A-Za-z])${secret}(?![0-9A-Za-z])`).test(log);
}

describe('no secret in the server log', () => {
  test('the run holds every kind of secret it searches for', () => {
    for (const [name, value] of Object.entries(world.secrets)) expect(value.length, name).toBeGreaterThanOrEqual(6);
    expect(world.secrets.loginPin).toMatch(/^\d{6}$/);
    expect(world.secrets.sendCode).toMatch(/^\d{6}$/);
    expect(world.secrets.passwordHash).toMatch(/^scrypt\$/);
  });

  test('a fuzz pass over every documented operation logs none of them', async () => {
    for (const op of operations) {
      await world.fuzz(op, RUNS, true, SEED);
      await world.fuzz(op, RUNS, false, SEED + 1);
    }
    const log = lines.join('');
    // The log was captured: a line per request at least (incoming and completed).
    expect(lines.length).toBeGreaterThan(world.requests);
    const found = needles(world.secrets, world.tokens)
      .filter(([, value]) => leaks(log, value))
      .map(([name, value]) => {
        const line = lines.find((l) => leaks(l, value)) ?? '';
        return `${name}: ${line.slice(0, 300)}`;
      });
    // Any user's password hash (users the fuzz signed up included), not only the seeded one.
    const anyHash = lines.find((line) => /scrypt\$\d+\$/.test(line));
    expect([...found, ...(anyHash ? [`a scrypt hash: ${anyHash.slice(0, 300)}`] : [])], `seed ${SEED}`).toEqual([]);
  }, 120_000);
});
