import { type CoinCode, formatExactDecimal, sortCodesByWalletDisplayOrder, walletCoins } from '@coffer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSystemAccount, transfer, verifyLedger } from '../src/modules/ledger';
import { findOwnWallet } from '../src/modules/wallets';
import { runOps } from '../src/ops/run';
import { SandboxPriceOracle } from '../src/providers/prices';
import { FakeClock, newAccount, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';

const clock = new FakeClock();
const prices = new SandboxPriceOracle(Buffer.alloc(32, 7));

interface WalletBody {
  id: string;
  balance: string;
  rate: string;
  address: string;
  extra: Record<string, string>;
  coin: { code: string; decimals: number; name: string; PlatformCoinCode: string };
  [key: string]: unknown;
}

describe(`wallets (${TEST_TARGET})`, () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  beforeAll(async () => {
    t = await testApp({}, { now: clock.now, prices });
    a = await newAccount(t.app, 'wallet-a@example.com');
    b = await newAccount(t.app, 'wallet-b@example.com');
  });
  afterAll(async () => {
    expect(await verifyLedger(t.db)).toEqual([]);
    await t.close();
  });

  const list = async (who: TestAccount) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/wallet', headers: who.auth });
    expect(res.statusCode).toBe(200);
    return res.json() as WalletBody[];
  };
  const create = (who: TestAccount, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/wallet', headers: who.auth, payload: payload as object });

  it('gives every new user an AMN wallet at sign-up, empty, with the full wallet shape', async () => {
    const wallets = await list(a);
    expect(wallets).toHaveLength(1);
    const [amn] = wallets;
    const rate = formatExactDecimal(await prices.price('AMN', 'EUR', clock.now()));
    expect(amn).toEqual({
      id: expect.any(String),
      balance: '0.000000000000000000',
      interestBalance: '0.000000000000000000',
      investBalance: '0.000000000000000000',
      isFiat: false,
      maintenance: false,
      maintenanceDeposit: false,
      maintenanceWithdraw: false,
      rate,
      network: 'testnet',
      coin: { name: 'Amon', code: 'AMN', decimals: 18, PlatformCoinCode: 'ETH' },
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      extra: {},
    });
    expect(rate).toMatch(/^\d+\.\d+$/);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/wallet' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/wallet', payload: { coinCode: 'BTC' } })).statusCode).toBe(
      401,
    );
  });

  it('opens each supported coin once; the second time is wallet_already_exists', async () => {
    const codes = walletCoins({ production: false }).map((coin) => coin.code);
    for (const code of codes) {
      const first = await create(a, { coinCode: code });
      if (code === 'AMN') {
        expect(first.json().code).toBe('wallet_already_exists');
        continue;
      }
      expect(first.statusCode, `${code}: ${first.body}`).toBe(200);
      expect(first.json().coin.code).toBe(code);
      const again = await create(a, { coinCode: code });
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe('wallet_already_exists');
    }
    const wallets = await list(a);
    expect(wallets.map((w) => w.coin.code)).toEqual(sortCodesByWalletDisplayOrder(codes));
    expect(wallets.map((w) => w.coin.code).slice(0, 4)).toEqual(['EUR', 'GBP', 'AMN', 'BTC']);
    for (const w of wallets) {
      expect(w.isFiat).toBe(w.coin.code === 'EUR' || w.coin.code === 'GBP');
      expect(w.rate).toMatch(/^\d+(\.\d+)?$/);
      expect(w.balance).toBe(`0.${'0'.repeat(w.coin.decimals)}`);
    }
    expect(wallets.find((w) => w.coin.code === 'EUR')?.rate).toBe('1');
    expect(wallets.find((w) => w.coin.code === 'USDT')?.coin.PlatformCoinCode).toBe('ETH');
    expect(wallets.find((w) => w.coin.code === 'BTC')?.coin.PlatformCoinCode).toBe('BTC');
  });

  it('reads coin codes case-insensitively, and refuses unknown coins and bad input', async () => {
    const lower = await create(b, { coinCode: ' btc ' });
    expect(lower.statusCode).toBe(200);
    expect(lower.json().coin.code).toBe('BTC');
    expect((await create(b, { coinCode: 'Btc' })).json().code).toBe('wallet_already_exists');
    for (const coinCode of ['DOGE', 'USD', 'EOS', 'XML']) {
      const res = await create(b, { coinCode });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('unsupported_coin');
    }
    for (const payload of [{}, { coinCode: 5 }, { coinCode: '' }, { coinCode: null }, { coinCode: 'B-TC' }, [1]]) {
      const res = await create(b, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('bad_params');
    }
  });

  it('opens one wallet when the same coin is asked for many times at once', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => create(b, { coinCode: 'LTC' })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.json().code === 'wallet_already_exists')).toHaveLength(7);
    expect((await list(b)).filter((w) => w.coin.code === 'LTC')).toHaveLength(1);
  });

  it('shows the ledger balance as a decimal string with the coin decimals', async () => {
    const btc = (await list(b)).find((w) => w.coin.code === 'BTC')!;
    const row = await findOwnWallet(t.app.services, b.user.id, btc.id);
    const world = await ensureSystemAccount(t.db, 'BTC', 'world');
    await transfer(t.db, {
      kind: 'test_deposit',
      postings: [
        { accountId: world.id, coin: 'BTC', amount: -120_000n },
        { accountId: row.ledgerAccountId, coin: 'BTC', amount: 120_000n },
      ],
    });
    expect((await list(b)).find((w) => w.coin.code === 'BTC')?.balance).toBe('0.00120000');
    // The other user's BTC wallet is untouched.
    expect((await list(a)).find((w) => w.coin.code === 'BTC')?.balance).toBe('0.00000000');
  });

  it('gives XRP wallets one shared address with a distinct tag per user', async () => {
    expect((await create(b, { coinCode: 'XRP' })).statusCode).toBe(200);
    const xrpA = (await list(a)).find((w) => w.coin.code === 'XRP')!;
    const xrpB = (await list(b)).find((w) => w.coin.code === 'XRP')!;
    expect(xrpA.address).toBe(xrpB.address);
    expect(xrpA.extra.tag).toMatch(/^\d+$/);
    expect(xrpB.extra.tag).toMatch(/^\d+$/);
    expect(xrpA.extra.tag).not.toBe(xrpB.extra.tag);
  });

  it('gives every wallet its own address or account', async () => {
    for (const code of ['EUR', 'GBP', 'ETH', 'DASH'] as CoinCode[]) {
      if (!(await list(b)).some((w) => w.coin.code === code)) await create(b, { coinCode: code });
      const mine = (await list(a)).find((w) => w.coin.code === code)!;
      const theirs = (await list(b)).find((w) => w.coin.code === code)!;
      expect(mine.address).not.toBe(theirs.address);
      if (code === 'GBP') expect(mine.extra.accountNumber).not.toBe(theirs.extra.accountNumber);
    }
    const eur = (await list(a)).find((w) => w.coin.code === 'EUR')!;
    expect(eur.extra.bic).toMatch(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/);
    const gbp = (await list(a)).find((w) => w.coin.code === 'GBP')!;
    expect(gbp.extra).toEqual({
      sortCode: expect.stringMatching(/^\d{6}$/),
      accountNumber: expect.stringMatching(/^\d{8}$/),
    });
  });

  it("scopes wallet lookups to their owner: another user's wallet id is not_found", async () => {
    const [mine] = await list(a);
    const row = await findOwnWallet(t.app.services, a.user.id, mine!.id);
    expect(row.id).toBe(mine!.id);
    for (const id of [mine!.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      await expect(findOwnWallet(t.app.services, b.user.id, id)).rejects.toMatchObject({
        code: 'not_found',
        status: 404,
      });
    }
  });

  it('lists wallets and balances with the ops command', async () => {
    const res = await runOps(t.db, ['wallet', 'list', 'WALLET-B@example.com']);
    expect(res.code).toBe(0);
    expect(res.output[0]).toMatch(/^wallet-b@example\.com: \d+ wallets$/);
    expect(res.output.find((line) => line.startsWith('BTC'))).toContain('0.00120000');
    expect(res.output.find((line) => line.startsWith('XRP'))).toMatch(/tag=\d+/);
    expect((await runOps(t.db, ['wallet', 'list', 'nobody@example.com'])).code).toBe(1);
    expect((await runOps(t.db, ['wallet'])).code).toBe(2);
  });
});
