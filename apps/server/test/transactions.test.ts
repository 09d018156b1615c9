import { p2pkhAddress, parseAmount } from '@coffer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, verifyLedger } from '../src/modules/ledger';
import { executeSend, planSend } from '../src/modules/send/service';
import { findOwnWallet } from '../src/modules/wallets';
import { SandboxPriceOracle } from '../src/providers/prices';
import { FakeClock, MINUTE, newAccount, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { askSend, fund, listOf, MONEY_TEST_CONFIG, sendCode, sendMoney, sendRequest, walletIn } from './money-fixtures';

const clock = new FakeClock(Date.UTC(2031, 4, 10, 12));
const prices = new SandboxPriceOracle(Buffer.alloc(32, 5));
const outside = p2pkhAddress('BTC', 'testnet', new Uint8Array(20).fill(4));

describe(`transaction lists, idempotency and races (${TEST_TARGET})`, () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let aEth: string;
  beforeAll(async () => {
    t = await testApp(MONEY_TEST_CONFIG, { now: clock.now, prices });
    a = await newAccount(t.app, 'list-a@example.com');
    b = await newAccount(t.app, 'list-b@example.com');
    aEth = (await walletIn(t, a, 'ETH')).id;
    await walletIn(t, b, 'ETH');
    await fund(t, a, 'ETH', '10');
    // 24 sends a day apart: amounts 0.001 .. 0.024, newest last.
    for (let i = 1; i <= 24; i++) {
      clock.advance(24 * 60 * MINUTE);
      const res = await sendMoney(t, a, aEth, { to: b.email, amount: (i / 1000).toFixed(3) });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(async () => {
    expect(await verifyLedger(t.db)).toEqual([]);
    await t.close();
  });

  const amounts = (rows: Record<string, unknown>[]) => rows.map((r) => r.amount);

  it('pages newest first by 10 by default, and oldest first with order=asc', async () => {
    const first = await listOf(t, a, `/api/wallet/${aEth}/transactions`);
    expect(first).toHaveLength(10);
    expect(first[0]).toMatchObject({ amount: '0.024000000000000000', type: 'INTERNAL' });
    const third = await listOf(t, a, `/api/wallet/${aEth}/transactions?offset=20`);
    expect(amounts(third)).toEqual([
      '0.004000000000000000',
      '0.003000000000000000',
      '0.002000000000000000',
      '0.001000000000000000',
      '10.000000000000000000',
    ]);
    const asc = await listOf(t, a, `/api/wallet/${aEth}/transactions?order=asc&limit=2&offset=1`);
    expect(amounts(asc)).toEqual(['0.001000000000000000', '0.002000000000000000']);
    expect(await listOf(t, a, `/api/wallet/${aEth}/transactions?offset=25`)).toEqual([]);
    // The receiver sees the same 24 (no deposit of their own).
    expect(await listOf(t, b, '/api/transaction?limit=200')).toHaveLength(24);
  });

  it('filters by type and by dates (a bare toDate includes its whole day)', async () => {
    expect(amounts(await listOf(t, a, '/api/transaction?type=DEPOSIT'))).toEqual(['10.000000000000000000']);
    expect(await listOf(t, a, '/api/transaction?type=WITHDRAW')).toEqual([]);
    const all = await listOf(t, a, '/api/transaction?limit=200');
    const day = String(all[3]!.createdAt).slice(0, 10);
    const oneDay = await listOf(t, a, `/api/transaction?fromDate=${day}&toDate=${day}`);
    expect(oneDay).toEqual([all[3]]);
    const since = await listOf(t, a, `/api/transaction?fromDate=${day}&limit=2&offset=1`);
    expect(since).toEqual([all[1], all[2]]);
  });

  it.each([
    'limit=0',
    'limit=201',
    'limit=ten',
    'offset=-1',
    'order=sideways',
    'type=REFUND',
    'fromDate=yesterday',
    'toDate=2031-13-45',
    'fromDate=2031-06-02&toDate=2031-06-01',
  ])('answers bad_params for ?%s', async (query) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/transaction?${query}`, headers: a.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_params');
  });

  it('replays the first answer for a repeated Idempotency-Key and refuses it for another body', async () => {
    await askSend(t, a, aEth, { to: '0x000000000000000000000000000000000000dEaD', amount: '0.01' });
    const body = { to: '0x000000000000000000000000000000000000dEaD', amount: '0.01', code: await sendCode(t, a) };
    const first = await sendRequest(t, a, aEth, body, 'key-1');
    const again = await sendRequest(t, a, aEth, body, 'key-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await sendRequest(t, a, aEth, { ...body, amount: '0.02' }, 'key-1');
    expect(other.json()).toMatchObject({ code: 'bad_request' });
    expect(await listOf(t, a, '/api/transaction?type=WITHDRAW')).toHaveLength(1);
    const badKey = await sendRequest(t, a, aEth, body, 'x'.repeat(200));
    expect(badKey.json().code).toBe('bad_request');
  });

  it('moves money once for the same Idempotency-Key sent 20 times at once', async () => {
    const bEth = await walletIn(t, b, 'ETH');
    await askSend(t, a, aEth, { to: bEth.address, amount: '0.5' });
    const body = { to: bEth.address, amount: '0.5' };
    const before = await listOf(t, b, '/api/transaction?limit=200');
    const replies = await Promise.all(Array.from({ length: 20 }, () => sendRequest(t, a, aEth, body, 'burst-key')));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect(await listOf(t, b, '/api/transaction?limit=200')).toHaveLength(before.length + 1);
  });

  it('never takes a wallet below zero under 200 racing sends and withdrawals, and keeps the monthly limit', async () => {
    const racer = await newAccount(t.app, 'racer@example.com');
    const wallet = await walletIn(t, racer, 'BTC');
    await walletIn(t, b, 'BTC');
    await fund(t, racer, 'BTC', '0.01');
    // Trust b first so internal sends need no code.
    expect((await sendMoney(t, racer, wallet.id, { to: b.email, amount: '0.0001' })).statusCode).toBe(200);
    const row = await findOwnWallet(t.app.services, racer.user.id, wallet.id);
    const auth = {
      user: (await t.app.services.db.query('SELECT * FROM users WHERE id = $1', [racer.user.id]))[0],
    } as never;
    const withdrawals = await Promise.all(
      Array.from({ length: 50 }, () => planSend(t.app.services, auth, row, { to: outside, amount: '0.0002' })),
    );
    const results = await Promise.allSettled([
      ...Array.from({ length: 150 }, () => sendRequest(t, racer, wallet.id, { to: b.email, amount: '0.0001' })),
      ...withdrawals.map((plan) => executeSend(t.app.services, auth, plan, undefined)),
    ]);
    const sends = results.slice(0, 150) as PromiseSettledResult<{ statusCode: number; json(): { code: string } }>[];
    const sentOk = sends.filter((r) => r.status === 'fulfilled' && r.value.statusCode === 200).length;
    const refusals = sends.flatMap((r) =>
      r.status === 'fulfilled' && r.value.statusCode !== 200 ? [r.value.json().code] : [],
    );
    expect(new Set(refusals)).toEqual(refusals.length ? new Set(['balance_not_enough']) : new Set());
    const withdrawn = results.slice(150).filter((r) => r.status === 'fulfilled');
    const withdrawRefusals = results
      .slice(150)
      .flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code: string }).code] : []));
    expect(withdrawRefusals.every((c) => c === 'balance_not_enough' || c === 'amount_too_high')).toBe(true);

    const fee = withdrawals[0]!.fee;
    const spent =
      BigInt(sentOk) * parseAmount('0.0001', 8) + BigInt(withdrawn.length) * (parseAmount('0.0002', 8) + fee);
    const left = await balanceOf(t.db, row.ledgerAccountId);
    expect(left.available).toBeGreaterThanOrEqual(0n);
    expect(left.available).toBe(parseAmount('0.0099', 8) - spent);
    // At most 200 EUR a month leaves through withdrawals.
    const eur = withdrawn.reduce(
      (sum, r) => sum + parseAmount((r as PromiseFulfilledResult<{ amountEUR: string }>).value.amountEUR, 2),
      0n,
    );
    expect(eur).toBeLessThanOrEqual(20_000n);
    expect(await verifyLedger(t.db)).toEqual([]);
  });
});
