import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatAmount } from '@coffer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client';
import { signupBody, TEST_TARGET } from './helpers';
import { freePort, type Run, runScript, waitFor } from './process-helpers';

/**
 * Crash: the server is killed with SIGKILL in the middle of a burst of sends, restarted on the same
 * database, and every send it acknowledged must be there, none twice, with balances that add up and a
 * clean `ledger verify`. Runs on the embedded database, and on PostgreSQL when that is the target.
 */
describe(`a server killed mid-burst (${TEST_TARGET})`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'coffer-crash-'));
  const dbName = `crash_${randomBytes(5).toString('hex')}`;
  let env: Record<string, string>;
  let base: string;
  let server: Run | undefined;

  beforeAll(async () => {
    const port = String(await freePort());
    base = `http://127.0.0.1:${port}`;
    env = {
      DATA_DIR: dataDir,
      PORT: port,
      SCRYPT_COST: '10',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      CHAIN_BLOCK_SECONDS: '0',
      PROOF_OF_FUNDS_EUR: '100000000',
    };
    if (TEST_TARGET === 'postgres') {
      const admin = await openPostgres({ url: process.env.TEST_DATABASE_URL as string, max: 1 });
      await admin.exec(`CREATE DATABASE ${dbName}`);
      await admin.close();
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${dbName}`;
      env.DATABASE_URL = url.toString();
    }
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
    if (TEST_TARGET === 'postgres') {
      const admin = await openPostgres({ url: process.env.TEST_DATABASE_URL as string, max: 1 });
      await admin.exec(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.close();
    }
  });

  async function start(): Promise<void> {
    server = runScript('src/main.ts', [], env);
    await waitFor(server, 'Coffer is running at', 60_000);
  }

  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  async function account(email: string): Promise<Record<string, string>> {
    expect((await call('POST', '/user/create', signupBody(email))).status).toBe(200);
    await call('POST', '/user/ask-login', { email, password: 'Str0ngPass' });
    const mails = (await call('GET', `/dev/outbox?to=${email}`)).body as unknown as { data: { pin: string } }[];
    const login = await call('POST', '/user/login', { email, password: 'Str0ngPass', pin: mails[0]!.data.pin });
    return { authorization: `Bearer ${login.body.token}` };
  }

  async function ops(...argv: string[]): Promise<{ code: number | null; output: string }> {
    const run = runScript('src/ops/cli.ts', argv, env);
    return { code: await run.exited, output: run.output() };
  }

  it('keeps every acknowledged send, none twice, and a verified ledger', async () => {
    await start();
    const a = await account('crash-a@example.com');
    const b = await account('crash-b@example.com');
    const aEur = (await call('POST', '/wallet', { coinCode: 'EUR' }, a)).body.id as string;
    await call('POST', '/wallet', { coinCode: 'EUR' }, b);
    expect((await ops('deposit', 'crash-a@example.com', 'EUR', '1000')).code).toBe(0);
    // One coded send makes b a trusted recipient: the burst needs no codes.
    await call('POST', `/wallet/${aEur}/ask-send`, { to: 'crash-b@example.com', amount: '1' }, a);
    const mails = (await call('GET', '/dev/outbox?to=crash-a@example.com')).body as unknown as {
      kind: string;
      data: { pin: string };
    }[];
    const code = mails.find((m) => m.kind === 'send_code')!.data.pin;
    expect(
      (await call('POST', `/wallet/${aEur}/send`, { to: 'crash-b@example.com', amount: '1', code }, a)).status,
    ).toBe(200);

    const burstSend = (key: string) =>
      call(
        'POST',
        `/wallet/${aEur}/send`,
        { to: 'crash-b@example.com', amount: '0.01' },
        { ...a, 'idempotency-key': key },
      );
    const acknowledged = new Map<string, string>();
    const keys: string[] = [];
    let stop = false;
    const worker = async () => {
      while (!stop) {
        const key = randomUUID();
        keys.push(key);
        try {
          const res = await burstSend(key);
          if (res.status === 200) acknowledged.set(key, res.body.id as string);
        } catch {
          // The connection died with the server: this one was not acknowledged.
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    while (acknowledged.size < 40) await new Promise((r) => setTimeout(r, 5));
    server!.child.kill('SIGKILL');
    await server!.exited;
    stop = true;
    await Promise.all(workers);

    await start();
    const listed = (await call('GET', '/transaction?limit=200&type=INTERNAL', undefined, a)).body as unknown as {
      id: string;
    }[];
    const ids = listed.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of acknowledged.values()) expect(ids).toContain(id);
    const balance = (await call('GET', '/wallet', undefined, a)).body as unknown as {
      coin: { code: string };
      balance: string;
    }[];
    const eur = balance.find((w) => w.coin.code === 'EUR')!;
    // 1000 in, 1 for the warm-up, 0.01 for each send that landed.
    expect(eur.balance).toBe(formatAmount(100_000n - 100n - BigInt(ids.length - 1), 2));

    // Retrying every key of the burst sends each at most once more: the ones that landed replay.
    for (const key of keys) {
      const res = await burstSend(key);
      expect(res.status).toBe(200);
      if (acknowledged.has(key)) expect(res.body.id).toBe(acknowledged.get(key));
    }
    const after = (await call('GET', '/transaction?limit=200&type=INTERNAL', undefined, a))
      .body as unknown as unknown[];
    expect(after).toHaveLength(keys.length + 1);

    const verify = await ops('ledger', 'verify');
    expect(verify.output).toContain('ledger verified');
    expect(verify.code).toBe(0);
  }, 180_000);
});
