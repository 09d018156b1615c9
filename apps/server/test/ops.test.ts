import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFile, startAdminServer } from '../src/ops/admin-server';
import { runOps } from '../src/ops/run';
import { newAccount, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';

describe(`ops commands (${TEST_TARGET})`, () => {
  let t: TestApp;
  let a: TestAccount;
  beforeAll(async () => {
    t = await testApp();
    a = await newAccount(t.app, 'ops@example.com');
  });
  afterAll(() => t.close());

  async function flags(email: string) {
    const [row] = await t.db.query<{ active: boolean; banned: boolean }>(
      'SELECT active, banned FROM users WHERE email = $1',
      [email],
    );
    return row;
  }
  const me = () => t.app.inject({ method: 'GET', url: '/api/user/me', headers: a.auth });

  it('prints the help for no command or help, and fails for an unknown one', async () => {
    for (const argv of [[], ['help']]) {
      const res = await runOps(t.db, argv);
      expect(res.code).toBe(0);
      expect(res.output.join('\n')).toContain('user disable|enable|ban|unban|unlock <email>');
      expect(res.output.join('\n')).toContain('maintenance on|off');
    }
    const unknown = await runOps(t.db, ['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.output.join('\n')).toContain('usage:');
  });

  it('disables and enables an account (email case-insensitive)', async () => {
    const off = await runOps(t.db, ['user', 'disable', 'OPS@example.com']);
    expect(off).toEqual({ code: 0, output: ['disable: ops@example.com'] });
    expect(await flags('ops@example.com')).toEqual({ active: false, banned: false });
    expect((await me()).statusCode).toBe(400);
    expect((await me()).json().description).toBe('The Account is disabled');

    expect((await runOps(t.db, ['user', 'enable', 'ops@example.com'])).code).toBe(0);
    expect(await flags('ops@example.com')).toEqual({ active: true, banned: false });
    expect((await me()).statusCode).toBe(200);
  });

  it('bans and unbans an account', async () => {
    expect(await runOps(t.db, ['user', 'ban', 'ops@example.com'])).toEqual({
      code: 0,
      output: ['ban: ops@example.com'],
    });
    expect(await flags('ops@example.com')).toEqual({ active: true, banned: true });
    expect((await me()).statusCode).toBe(429);
    expect((await runOps(t.db, ['user', 'unban', 'ops@example.com'])).code).toBe(0);
    expect(await flags('ops@example.com')).toEqual({ active: true, banned: false });
    expect((await me()).statusCode).toBe(200);
  });

  it('reports an unknown email and a bad user command', async () => {
    const missing = await runOps(t.db, ['user', 'ban', 'nobody@example.com']);
    expect(missing.code).toBe(1);
    expect(missing.output).toEqual(['no account with email nobody@example.com']);
    for (const argv of [['user'], ['user', 'delete', 'ops@example.com'], ['user', 'ban']]) {
      const res = await runOps(t.db, argv);
      expect(res.code).toBe(2);
      expect(res.output[0]).toMatch(/^usage: user/);
    }
    expect(await flags('ops@example.com')).toEqual({ active: true, banned: false });
  });

  it('bans and unbans an address, twice without error', async () => {
    expect(await runOps(t.db, ['ip', 'ban', '203.0.113.7'])).toEqual({ code: 0, output: ['ban: 203.0.113.7'] });
    expect((await runOps(t.db, ['ip', 'ban', '203.0.113.7'])).code).toBe(0);
    expect(await t.db.query('SELECT ip FROM banned_ips')).toEqual([{ ip: '203.0.113.7' }]);
    expect((await runOps(t.db, ['ip', 'unban', '203.0.113.7'])).code).toBe(0);
    expect(await t.db.query('SELECT ip FROM banned_ips')).toEqual([]);
    for (const argv of [['ip'], ['ip', 'block', '1.2.3.4'], ['ip', 'ban']]) {
      expect((await runOps(t.db, argv)).code).toBe(2);
    }
  });

  it('switches maintenance on and off', async () => {
    expect(await runOps(t.db, ['maintenance', 'on'])).toEqual({ code: 0, output: ['maintenance on'] });
    expect(await t.db.query("SELECT value FROM settings WHERE key = 'maintenance'")).toEqual([{ value: 'on' }]);
    expect(await runOps(t.db, ['maintenance', 'off'])).toEqual({ code: 0, output: ['maintenance off'] });
    expect(await t.db.query("SELECT value FROM settings WHERE key = 'maintenance'")).toEqual([{ value: 'off' }]);
    for (const argv of [['maintenance'], ['maintenance', 'maybe']]) {
      const res = await runOps(t.db, argv);
      expect(res).toEqual({ code: 2, output: ['usage: maintenance on|off'] });
    }
  });

  it('publishes the app version for /wallet-app.json', async () => {
    expect((await runOps(t.db, ['app-version', '9.8.7'])).code).toBe(0);
    const res = await t.app.inject({ method: 'GET', url: '/wallet-app.json' });
    expect(res.json().appVersion).toBe('9.8.7');
    for (const argv of [['app-version'], ['app-version', '9.8'], ['app-version', 'latest']]) {
      expect((await runOps(t.db, argv)).code).toBe(2);
    }
    expect((await t.app.inject({ method: 'GET', url: '/wallet-app.json' })).json().appVersion).toBe('9.8.7');
  });

  it('migrate on an up-to-date database changes nothing', async () => {
    expect(await runOps(t.db, ['migrate'])).toEqual({ code: 0, output: ['database is up to date'] });
  });
});

describe(`loopback admin server (${TEST_TARGET})`, () => {
  let t: TestApp;
  let dataDir: string;
  let handle: Awaited<ReturnType<typeof startAdminServer>>;
  let admin: { port: number; token: string; pid: number };
  beforeAll(async () => {
    t = await testApp();
    await newAccount(t.app, 'remote@example.com');
    dataDir = mkdtempSync(join(tmpdir(), 'coffer-ops-'));
    handle = await startAdminServer(t.db, join(dataDir, 'data'));
    admin = JSON.parse(readFileSync(adminFile(join(dataDir, 'data')), 'utf8'));
  });
  afterAll(async () => {
    await handle.close();
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const send = (body: unknown, token?: string) =>
    fetch(`http://127.0.0.1:${admin.port}/ops`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { 'x-admin-token': token }) },
      body: JSON.stringify(body),
    });

  it('writes its port and token to DATA_DIR/admin.json, readable by the owner only', () => {
    const file = adminFile(join(dataDir, 'data'));
    expect(admin.port).toBeGreaterThan(0);
    expect(admin.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(admin.pid).toBe(process.pid);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('runs a command with the right token', async () => {
    const res = await send({ argv: ['user', 'disable', 'remote@example.com'] }, admin.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 0, output: ['disable: remote@example.com'] });
    const [row] = await t.db.query<{ active: boolean }>('SELECT active FROM users WHERE email = $1', [
      'remote@example.com',
    ]);
    expect(row?.active).toBe(false);
  });

  it('refuses a wrong or missing token with 401 and runs nothing', async () => {
    for (const token of [undefined, '', 'wrong', `${admin.token.slice(0, -1)}x`, `${admin.token}x`]) {
      const res = await send({ argv: ['user', 'enable', 'remote@example.com'] }, token);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ code: 'access_denied' });
    }
    const [row] = await t.db.query<{ active: boolean }>('SELECT active FROM users WHERE email = $1', [
      'remote@example.com',
    ]);
    expect(row?.active).toBe(false);
  });

  it('refuses a malformed command with 400', async () => {
    for (const body of [{}, { argv: 'user enable remote@example.com' }, { argv: ['user', 1] }]) {
      const res = await send(body, admin.token);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: 'bad_params' });
    }
  });

  it('removes admin.json when closed', async () => {
    const dir = join(dataDir, 'second');
    const second = await startAdminServer(t.db, dir);
    expect(existsSync(adminFile(dir))).toBe(true);
    await second.close();
    expect(existsSync(adminFile(dir))).toBe(false);
  });
});
