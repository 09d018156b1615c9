import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFile, startAdminServer } from '../src/ops/admin-server';
import { runOps } from '../src/ops/run';
import { TEST_TARGET, type TestApp, testApp } from './helpers';

describe(`ops coin (${TEST_TARGET})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  const run = (...argv: string[]) => runOps(t.db, argv, t.app.services);
  const stored = () => t.db.query('SELECT coin, maintenance, deposit, withdraw FROM coin_flags ORDER BY coin');
  const line = (status: { output: string[] }, coin: string) => status.output.find((l) => l.startsWith(`${coin} `));

  it('lists the coin commands in the help', async () => {
    const help = (await runOps(t.db, ['help'])).output.join('\n');
    expect(help).toContain('coin maintenance|deposit|withdraw <COIN> on|off | coin status');
  });

  it('shows every wallet coin open before any switch', async () => {
    const status = await run('coin', 'status');
    expect(status.code).toBe(0);
    expect(status.output.length).toBeGreaterThanOrEqual(14);
    expect(line(status, 'BTC')).toBe('BTC   maintenance off deposit on  withdraw on');
    expect(await stored()).toEqual([]);
  });

  it('sets each switch, case-insensitively, and reports the effective state', async () => {
    expect(await run('coin', 'withdraw', 'btc', 'off')).toEqual({
      code: 0,
      output: ['BTC withdraw off: maintenance off, deposits on, withdrawals off'],
    });
    expect(await run('coin', 'maintenance', 'ETH', 'on')).toEqual({
      code: 0,
      output: ['ETH maintenance on: maintenance on, deposits off, withdrawals off'],
    });
    expect(await stored()).toEqual([
      { coin: 'BTC', maintenance: false, deposit: true, withdraw: false },
      { coin: 'ETH', maintenance: true, deposit: true, withdraw: true },
    ]);
    const status = await run('coin', 'status');
    expect(line(status, 'BTC')).toBe('BTC   maintenance off deposit on  withdraw off');
    expect(line(status, 'ETH')).toBe(
      'ETH   maintenance on  deposit off withdraw off (deposit off by maintenance, withdraw off by maintenance)',
    );
    // Maintenance off leaves the coin's own switches as they were.
    await run('coin', 'maintenance', 'ETH', 'off');
    expect(line(await run('coin', 'status'), 'ETH')).toBe('ETH   maintenance off deposit on  withdraw on');
    await run('coin', 'withdraw', 'BTC', 'on');
    expect(line(await run('coin', 'status'), 'BTC')).toBe('BTC   maintenance off deposit on  withdraw on');
  });

  it.each([
    [['coin'], 2],
    [['coin', 'status', 'BTC'], 2],
    [['coin', 'freeze', 'BTC', 'on'], 2],
    [['coin', 'deposit', 'BTC'], 2],
    [['coin', 'deposit', 'BTC', 'yes'], 2],
    [['coin', 'deposit'], 2],
  ])('refuses %j with a usage line', async (argv, code) => {
    const res = await runOps(t.db, argv, t.app.services);
    expect(res.code).toBe(code);
    expect(res.output[0]).toMatch(/^usage: coin /);
  });

  it('refuses a coin that has no wallet here, and stores nothing', async () => {
    const before = await stored();
    const res = await run('coin', 'deposit', 'DOGE', 'off');
    expect(res.code).toBe(1);
    expect(res.output[0]).toMatch(/^DOGE is not a wallet coin here: the coins are .*BTC/);
    expect(await stored()).toEqual(before);
  });
});

describe(`ops coin through the running server's admin port (${TEST_TARGET})`, () => {
  let t: TestApp;
  let dir: string;
  let handle: Awaited<ReturnType<typeof startAdminServer>>;
  beforeAll(async () => {
    t = await testApp();
    dir = mkdtempSync(join(tmpdir(), 'coffer-coin-ops-'));
    handle = await startAdminServer(t.db, dir, t.app.services);
  });
  afterAll(async () => {
    await handle.close();
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('switches a coin in the server that owns the database, which answers it at once', async () => {
    const { port, token } = JSON.parse(readFileSync(adminFile(dir), 'utf8')) as { port: number; token: string };
    const res = await fetch(`http://127.0.0.1:${port}/ops`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': token },
      body: JSON.stringify({ argv: ['coin', 'deposit', 'LTC', 'off'] }),
    });
    expect(await res.json()).toEqual({
      code: 0,
      output: ['LTC deposit off: maintenance off, deposits off, withdrawals on'],
    });
    const status = (await t.app.inject({ method: 'GET', url: '/api/' })).json() as {
      supported_deposit_coins: string[];
      supported_withdrawal_coins: string[];
    };
    expect(status.supported_deposit_coins).not.toContain('LTC');
    expect(status.supported_withdrawal_coins).toContain('LTC');
  });
});
