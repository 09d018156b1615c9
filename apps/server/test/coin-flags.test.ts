import { p2pkhAddress } from '@coffer/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger';
import { runOps } from '../src/ops/run';
import { SandboxPriceOracle } from '../src/providers/prices';
import { codeOf, exchangeRequest, quote } from './exchange-fixtures';
import { FakeClock, newAccount, secondInstance, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import {
  askSend,
  balance,
  earnMove,
  fund,
  listOf,
  MONEY_TEST_CONFIG,
  ops,
  sendRequest,
  walletIn,
} from './money-fixtures';

const clock = new FakeClock(Date.UTC(2031, 2, 3, 10));
const prices = new SandboxPriceOracle(Buffer.alloc(32, 17));
const outside = p2pkhAddress('BTC', 'testnet', new Uint8Array(20).fill(7));

interface CoinStatus {
  code: string;
  maintenance: boolean;
  deposit: boolean;
  withdraw: boolean;
}
interface AccountStatus {
  supported_coins: string[];
  supported_deposit_coins: string[];
  supported_withdrawal_coins: string[];
  coins: CoinStatus[];
}

async function accountStatus(app: FastifyInstance): Promise<AccountStatus> {
  const res = await app.inject({ method: 'GET', url: '/api/' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AccountStatus;
}

/** What one instance says about a coin: its status entry, both support lists, and a user's wallet flags. */
async function coinSeenBy(app: FastifyInstance, who: TestAccount, coin: string) {
  const status = await accountStatus(app);
  const res = await app.inject({ method: 'GET', url: '/api/wallet', headers: who.auth });
  const wallet = (res.json() as Record<string, unknown>[]).find((w) => (w.coin as { code: string }).code === coin);
  return {
    coin: status.coins.find((c) => c.code === coin),
    depositable: status.supported_deposit_coins.includes(coin),
    withdrawable: status.supported_withdrawal_coins.includes(coin),
    supported: status.supported_coins.includes(coin),
    wallet: wallet && {
      maintenance: wallet.maintenance,
      maintenanceDeposit: wallet.maintenanceDeposit,
      maintenanceWithdraw: wallet.maintenanceWithdraw,
    },
  };
}

function seen(maintenance: boolean, deposit: boolean, withdraw: boolean) {
  return {
    coin: { code: expect.any(String), maintenance, deposit, withdraw, min_transfer: expect.any(String) },
    depositable: deposit,
    withdrawable: withdraw,
    supported: true,
    wallet: { maintenance, maintenanceDeposit: !deposit, maintenanceWithdraw: !withdraw },
  };
}

describe(`per-coin maintenance, deposits and withdrawals (${TEST_TARGET})`, () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let aBtc: string;
  let aEth: string;
  beforeAll(async () => {
    t = await testApp(MONEY_TEST_CONFIG, { now: clock.now, prices });
    a = await newAccount(t.app, 'flags-a@example.com');
    b = await newAccount(t.app, 'flags-b@example.com');
    aBtc = (await walletIn(t, a, 'BTC')).id;
    aEth = (await walletIn(t, a, 'ETH')).id;
    await walletIn(t, b, 'BTC');
    await fund(t, a, 'BTC', '0.5');
    await fund(t, a, 'ETH', '5');
  });
  afterAll(async () => {
    expect(await verifyLedger(t.db)).toEqual([]);
    await t.close();
  });

  it('answers every coin open until an operator switches one', async () => {
    const status = await accountStatus(t.app);
    expect(status.supported_deposit_coins).toEqual(status.supported_coins);
    expect(status.supported_withdrawal_coins).toEqual(status.supported_coins);
    expect(status.coins.every((c) => !c.maintenance && c.deposit && c.withdraw)).toBe(true);
    expect(await coinSeenBy(t.app, a, 'BTC')).toEqual(seen(false, true, true));
  });

  it('shows each switch in the status call and the wallets at once; maintenance pauses both directions', async () => {
    await ops(t, 'coin', 'withdraw', 'btc', 'off');
    expect(await coinSeenBy(t.app, a, 'BTC')).toEqual(seen(false, true, false));
    await ops(t, 'coin', 'deposit', 'BTC', 'off');
    expect(await coinSeenBy(t.app, a, 'BTC')).toEqual(seen(false, false, false));
    await ops(t, 'coin', 'withdraw', 'BTC', 'on');
    await ops(t, 'coin', 'deposit', 'BTC', 'on');
    await ops(t, 'coin', 'maintenance', 'BTC', 'on');
    expect(await coinSeenBy(t.app, a, 'BTC')).toEqual(seen(true, false, false));
    // Other coins are untouched.
    expect(await coinSeenBy(t.app, a, 'ETH')).toEqual(seen(false, true, true));
    await ops(t, 'coin', 'maintenance', 'BTC', 'off');
    expect(await coinSeenBy(t.app, a, 'BTC')).toEqual(seen(false, true, true));
  });

  it('refuses a send or withdrawal from BTC while its withdrawals are off, and no balance moves', async () => {
    await ops(t, 'coin', 'withdraw', 'BTC', 'off');
    const before = [await balance(t, a, 'BTC'), await balance(t, b, 'BTC')];
    for (const to of [outside, b.email]) {
      const ask = await askSend(t, a, aBtc, { to, amount: '0.01' });
      expect(codeOf(ask)).toBe('unsupported_coin');
      const send = await sendRequest(t, a, aBtc, { to, amount: '0.01', code: '123456' });
      expect(codeOf(send)).toBe('unsupported_coin');
    }
    expect([await balance(t, a, 'BTC'), await balance(t, b, 'BTC')]).toEqual(before);
    expect(await listOf(t, a, `/api/wallet/${aBtc}/transactions`)).toHaveLength(1);
    // Maintenance refuses sends too, even with the withdraw switch on.
    await ops(t, 'coin', 'withdraw', 'BTC', 'on');
    await ops(t, 'coin', 'maintenance', 'BTC', 'on');
    expect(codeOf(await askSend(t, a, aBtc, { to: outside, amount: '0.01' }))).toBe('unsupported_coin');
    await ops(t, 'coin', 'maintenance', 'BTC', 'off');
    // Back on: the same send is quoted again.
    const again = await askSend(t, a, aBtc, { to: outside, amount: '0.001' });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses an exchange from or to a coin in maintenance (pair_not_exchangeable), and nothing moves', async () => {
    const { rate } = await quote(t, a, 'ETH', 'BTC');
    await ops(t, 'coin', 'maintenance', 'BTC', 'on');
    const before = [await balance(t, a, 'BTC'), await balance(t, a, 'ETH')];
    const into = await exchangeRequest(t, a, { walletFromId: aEth, walletToId: aBtc, amount: '0.1', rate });
    expect(codeOf(into)).toBe('pair_not_exchangeable');
    const out = await exchangeRequest(t, a, { walletFromId: aBtc, walletToId: aEth, amount: '0.01', rate });
    expect(codeOf(out)).toBe('pair_not_exchangeable');
    expect(codeOf(await t.app.inject({ method: 'GET', url: '/api/oracle/rates/ETH/BTC', headers: a.auth }))).toBe(
      'pair_not_exchangeable',
    );
    const rates = await listOf(t, a, '/api/oracle/rates');
    expect(rates.filter((r) => r.from === 'BTC' || r.to === 'BTC').every((r) => r.exchangeable === false)).toBe(true);
    expect(rates.find((r) => r.from === 'ETH' && r.to === 'LTC')?.exchangeable).toBe(true);
    expect([await balance(t, a, 'BTC'), await balance(t, a, 'ETH')]).toEqual(before);
    expect(await listOf(t, a, '/api/exchange')).toEqual([]);
    await ops(t, 'coin', 'maintenance', 'BTC', 'off');
    const fresh = await quote(t, a, 'ETH', 'BTC');
    const ok = await exchangeRequest(t, a, { walletFromId: aEth, walletToId: aBtc, amount: '0.1', rate: fresh.rate });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses Earn moves in a coin in maintenance (investment_disabled), and nothing moves', async () => {
    const move = (method: 'POST' | 'DELETE', amount: string) => earnMove(t, a, method, aBtc, amount);
    expect((await move('POST', '0.01')).statusCode).toBe(200);
    await ops(t, 'coin', 'maintenance', 'BTC', 'on');
    const wallet = async () => (await listOf(t, a, '/api/wallet')).find((w) => w.id === aBtc);
    const before = await wallet();
    expect(codeOf(await move('POST', '0.01'))).toBe('investment_disabled');
    expect(codeOf(await move('DELETE', '0.01'))).toBe('investment_disabled');
    expect(await wallet()).toEqual(before);
    expect(await listOf(t, a, '/api/investment')).toHaveLength(1);
    await ops(t, 'coin', 'maintenance', 'BTC', 'off');
    expect((await move('DELETE', '0.01')).statusCode).toBe(200);
  });

  it('holds a deposit seen while BTC deposits are off, and credits it when they are on again', async () => {
    const start = await balance(t, a, 'BTC');
    await ops(t, 'coin', 'deposit', 'BTC', 'off');
    const [line, held] = await ops(t, 'deposit', a.email, 'BTC', '0.2');
    expect(held).toBe('held: BTC deposits are paused; `coin deposit BTC on` credits it (decision 0017)');
    const id = /deposit ([0-9a-f-]{36})/.exec(line ?? '')?.[1];
    await ops(t, 'chain', 'mine', '3');
    // Recorded and visible, not credited.
    expect(await balance(t, a, 'BTC')).toBe(start);
    expect(await listOf(t, a, `/api/transaction/${id}`)).toMatchObject({ type: 'DEPOSIT', status: 'UNCONFIRMED' });
    expect(await ops(t, 'coin', 'deposit', 'BTC', 'on')).toEqual([
      'BTC deposit on: maintenance off, deposits on, withdrawals on',
      'BTC deposits credited now: 1 (still waiting for confirmations: 0)',
    ]);
    expect(await listOf(t, a, `/api/transaction/${id}`)).toMatchObject({ status: 'CONFIRMED' });
    expect(BigInt((await balance(t, a, 'BTC')).replace('.', ''))).toBe(BigInt(start.replace('.', '')) + 20_000_000n);
  });

  it('holds deposits during maintenance too; the next block credits them once it is off', async () => {
    const start = await balance(t, a, 'BTC');
    await ops(t, 'coin', 'maintenance', 'BTC', 'on');
    await ops(t, 'deposit', a.email, 'BTC', '0.1');
    await ops(t, 'chain', 'mine', '2');
    expect(await balance(t, a, 'BTC')).toBe(start);
    // Switched off straight in the table (as another instance's ops would): the next block credits it.
    await t.db.query('UPDATE coin_flags SET maintenance = false WHERE coin = $1', ['BTC']);
    await ops(t, 'chain', 'mine');
    expect(BigInt((await balance(t, a, 'BTC')).replace('.', ''))).toBe(BigInt(start.replace('.', '')) + 10_000_000n);
  });
});

describe(`two server instances on one database agree on the coin flags (${TEST_TARGET})`, () => {
  let t: TestApp;
  let a: TestAccount;
  let second: FastifyInstance;
  let closeSecond: () => Promise<void>;
  beforeAll(async () => {
    t = await testApp();
    a = await newAccount(t.app, 'flags-two@example.com');
    await walletIn(t, a, 'BTC');
    ({ app: second, close: closeSecond } = await secondInstance(t));
  });
  afterAll(async () => {
    await closeSecond();
    await t.close();
  });

  it('a switch flipped through one instance shows on the other at once, in both directions', async () => {
    expect(await coinSeenBy(second, a, 'BTC')).toEqual(seen(false, true, true));
    const first = await runOps(t.db, ['coin', 'withdraw', 'BTC', 'off'], t.app.services);
    expect(first.code).toBe(0);
    expect(await coinSeenBy(t.app, a, 'BTC')).toEqual(seen(false, true, false));
    expect(await coinSeenBy(second, a, 'BTC')).toEqual(seen(false, true, false));
    const back = await runOps(second.services.db, ['coin', 'maintenance', 'BTC', 'on'], second.services);
    expect(back.code).toBe(0);
    expect(await coinSeenBy(t.app, a, 'BTC')).toEqual(seen(true, false, false));
    expect(await coinSeenBy(second, a, 'BTC')).toEqual(seen(true, false, false));
    await runOps(t.db, ['coin', 'maintenance', 'BTC', 'off'], t.app.services);
    await runOps(t.db, ['coin', 'withdraw', 'BTC', 'on'], t.app.services);
    expect(await coinSeenBy(second, a, 'BTC')).toEqual(seen(false, true, true));
  });
});
