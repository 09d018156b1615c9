import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { verifyLedger } from '../src/modules/ledger';
import { SandboxPriceOracle } from '../src/providers/prices';
import { FakeClock, MINUTE, newAccount, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { fund, listOf, MONEY_TEST_CONFIG, walletIn } from './money-fixtures';

const clock = new FakeClock(Date.UTC(2031, 6, 1, 9));
const prices = new SandboxPriceOracle(Buffer.alloc(32, 11));

type Body = Record<string, unknown>;

describe(`earn: rates, deposits, withdrawals and lists (${TEST_TARGET})`, () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let eur: string;
  let btc: string;
  let bEur: string;
  beforeAll(async () => {
    t = await testApp(MONEY_TEST_CONFIG, { now: clock.now, prices });
    a = await newAccount(t.app, 'earn-a@example.com');
    b = await newAccount(t.app, 'earn-b@example.com');
    eur = (await walletIn(t, a, 'EUR')).id;
    btc = (await walletIn(t, a, 'BTC')).id;
    bEur = (await walletIn(t, b, 'EUR')).id;
    await fund(t, a, 'EUR', '1000');
    await fund(t, a, 'BTC', '0.5');
    await fund(t, b, 'EUR', '10');
  });
  afterAll(async () => {
    expect(await verifyLedger(t.db)).toEqual([]);
    await t.close();
  });

  const call = (method: 'POST' | 'DELETE', who: TestAccount, payload: Body | string, key?: string) =>
    t.app.inject({
      method,
      url: '/api/investment',
      headers: { ...who.auth, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const deposit = (who: TestAccount, payload: Body, key?: string) => call('POST', who, payload, key);
  const withdraw = (who: TestAccount, payload: Body, key?: string) => call('DELETE', who, payload, key);
  const walletOf = async (who: TestAccount, id: string) =>
    (await listOf(t, who, '/api/wallet')).find((w) => w.id === id) as Record<string, string>;
  const errorOf = (res: { statusCode: number; json(): { code: string } }) => [res.statusCode, res.json().code];

  it('lists the yearly rate and minimum of every coin Earn is open for, in wallet display order', async () => {
    expect(await listOf(t, a, '/api/investment/interestRate')).toEqual([
      { coinCode: 'EUR', rate: '4', minAmount: '1.00' },
      { coinCode: 'GBP', rate: '3.5', minAmount: '1.00' },
      { coinCode: 'BTC', rate: '1', minAmount: '0.00010000' },
      { coinCode: 'ETH', rate: '2', minAmount: '0.001000000000000000' },
      { coinCode: 'USDT', rate: '6', minAmount: '1.000000' },
      { coinCode: 'USDC', rate: '6', minAmount: '1.000000' },
      { coinCode: 'DAI', rate: '6', minAmount: '1.000000000000000000' },
    ]);
  });

  it('needs a token for every earn call', async () => {
    const urls = ['interestRate', '', 'interest'].map((p) => `/api/investment/${p}`.replace(/\/$/, ''));
    for (const url of urls) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/investment', payload: { walletId: eur, amount: '1' } });
      expect(res.statusCode).toBe(401);
    }
    for (const list of ['investments', 'interests']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/wallet/${eur}/${list}` })).statusCode).toBe(401);
    }
  });

  it('moves money into Earn with an Investment and shows it on the wallet', async () => {
    const res = await deposit(a, { walletId: eur, amount: '100' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(String),
      WalletId: eur,
      coinCode: 'EUR',
      amount: '100.00',
      amountEUR: '100.00',
      createdAt: clock.now().toISOString(),
      removedAt: null,
    });
    expect(await walletOf(a, eur)).toMatchObject({
      balance: '900.00',
      investBalance: '100.00',
      interestBalance: '0.00',
    });
    expect(await listOf(t, a, '/api/investment')).toEqual([res.json()]);
    expect(await listOf(t, a, `/api/wallet/${eur}/investments`)).toEqual([res.json()]);
    expect(await listOf(t, a, `/api/wallet/${btc}/investments`)).toEqual([]);
    // The other user sees none of it.
    expect(await listOf(t, b, '/api/investment')).toEqual([]);
  });

  it('values a crypto investment in EUR at the oracle price', async () => {
    const res = await deposit(a, { walletId: btc, amount: '0.1' });
    expect(res.statusCode, res.body).toBe(200);
    const price = Number((await walletOf(a, btc)).rate);
    expect(Number(res.json().amountEUR)).toBeCloseTo(price * 0.1, 1);
    expect(await walletOf(a, btc)).toMatchObject({ balance: '0.40000000', investBalance: '0.10000000' });
  });

  it.each([
    ['zero', { amount: '0' }, 400, 'amount_too_low'],
    ['below the minimum', { amount: '0.99' }, 400, 'amount_too_low'],
    ['more than the wallet holds', { amount: '900.01' }, 400, 'balance_not_enough'],
    ['too many decimals', { amount: '1.001' }, 400, 'bad_params'],
    ['a number', { amount: 5 }, 400, 'bad_params'],
    ['a negative amount', { amount: '-5' }, 400, 'bad_params'],
    ['an exponent', { amount: '1e3' }, 400, 'bad_params'],
    ['a too long amount', { amount: '1'.repeat(50) }, 400, 'bad_params'],
    ['no amount', { amount: undefined }, 400, 'bad_params'],
    ['no wallet', { walletId: undefined }, 400, 'bad_params'],
    ['a malformed wallet id', { walletId: 'not-a-wallet' }, 400, 'bad_params'],
    ['a wallet id of the wrong type', { walletId: 42 }, 400, 'bad_params'],
    ['another user’s wallet', { walletId: 'B' }, 404, 'not_found'],
    ['an unknown wallet', { walletId: '00000000-0000-4000-8000-000000000000' }, 404, 'not_found'],
  ])('refuses a deposit with %s', async (_, change, status, code) => {
    const body = { walletId: eur, amount: '10', ...change };
    if (body.walletId === 'B') body.walletId = bEur;
    expect(errorOf(await deposit(a, body))).toEqual([status, code]);
  });

  it('refuses an empty or non-JSON body', async () => {
    expect(errorOf(await deposit(a, {}))).toEqual([400, 'bad_params']);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/investment',
      headers: { ...a.auth, 'content-type': 'text/plain' },
      payload: 'walletId',
    });
    expect(text.statusCode).toBe(400);
  });

  it('answers investment_disabled for a coin without an Earn rate', async () => {
    const ltc = (await walletIn(t, a, 'LTC')).id;
    expect(errorOf(await deposit(a, { walletId: ltc, amount: '1' }))).toEqual([400, 'investment_disabled']);
    const amn = (await walletIn(t, a, 'AMN')).id;
    expect(errorOf(await deposit(a, { walletId: amn, amount: '10' }))).toEqual([400, 'investment_disabled']);
  });

  it('honours an Idempotency-Key: one investment for a repeated request, bad_request for another body', async () => {
    const before = await listOf(t, a, '/api/investment?limit=200');
    const [first, second] = await Promise.all([
      deposit(a, { walletId: eur, amount: '5' }, 'earn-key'),
      deposit(a, { walletId: eur, amount: '5' }, 'earn-key'),
    ]);
    expect(first!.statusCode, first!.body).toBe(200);
    expect(second!.json()).toEqual(first!.json());
    expect(await listOf(t, a, '/api/investment?limit=200')).toHaveLength(before.length + 1);
    expect(errorOf(await deposit(a, { walletId: eur, amount: '6' }, 'earn-key'))).toEqual([400, 'bad_request']);
    expect(errorOf(await withdraw(a, { walletId: eur, amount: '5' }, 'earn-key'))).toEqual([400, 'bad_request']);
    const out = await withdraw(a, { walletId: eur, amount: '5' }, 'earn-out-key');
    expect(out.statusCode, out.body).toBe(200);
    expect((await withdraw(a, { walletId: eur, amount: '5' }, 'earn-out-key')).json()).toEqual(out.json());
    expect((await walletOf(a, eur)).investBalance).toBe('100.00');
  });

  it('withdraws the oldest investments first, splitting the one the amount ends in', async () => {
    clock.advance(MINUTE);
    const second = (await deposit(a, { walletId: eur, amount: '50' })).json();
    clock.advance(MINUTE);
    // The first deposit of 100 gave 5 back above, and the 5 deposited with a key is next.
    const before = (await listOf(t, a, `/api/wallet/${eur}/investments?order=asc`)).filter((i) => i.removedAt === null);
    expect(before.map((i) => i.amount)).toEqual(['95.00', '5.00', '50.00']);
    const res = await withdraw(a, { walletId: eur, amount: '120' });
    expect(res.statusCode, res.body).toBe(200);
    const removedAt = clock.now().toISOString();
    expect(res.json()).toEqual([
      { ...before[0], removedAt },
      { ...before[1], removedAt },
      { ...second, id: expect.any(String), amount: '20.00', amountEUR: '20.00', removedAt },
    ]);
    const active = (await listOf(t, a, `/api/wallet/${eur}/investments?limit=200`)).filter((i) => i.removedAt === null);
    expect(active).toEqual([{ ...second, amount: '30.00', amountEUR: '30.00' }]);
    expect(await walletOf(a, eur)).toMatchObject({ balance: '970.00', investBalance: '30.00' });
  });

  it('lets the last amount out even below the minimum, but not leave a remainder under it', async () => {
    expect((await withdraw(a, { walletId: eur, amount: '29.5' })).statusCode).toBe(200);
    expect(errorOf(await withdraw(a, { walletId: eur, amount: '0.2' }))).toEqual([400, 'amount_too_low']);
    expect((await walletOf(a, eur)).investBalance).toBe('0.50');
    const last = await withdraw(a, { walletId: eur, amount: '0.5' });
    expect(last.statusCode, last.body).toBe(200);
    expect(await walletOf(a, eur)).toMatchObject({ balance: '1000.00', investBalance: '0.00' });
  });

  it.each([
    ['zero', { amount: '0' }, 400, 'amount_too_low'],
    ['more than is invested', { amount: '0.10000001', walletId: 'BTC' }, 400, 'balance_not_enough'],
    ['nothing invested in the wallet', { amount: '1', walletId: 'GBP' }, 400, 'balance_not_enough'],
    ['too many decimals', { amount: '0.000000001', walletId: 'BTC' }, 400, 'bad_params'],
    ['a number', { amount: 1 }, 400, 'bad_params'],
    ['no wallet', { walletId: undefined }, 400, 'bad_params'],
    ['a too long wallet id', { walletId: 'x'.repeat(300) }, 400, 'bad_params'],
    ['another user’s wallet', { walletId: 'B' }, 404, 'not_found'],
  ])('refuses a withdrawal with %s', async (_, change, status, code) => {
    const body: Body = { walletId: btc, amount: '0.01', ...change };
    if (body.walletId === 'B') body.walletId = bEur;
    if (body.walletId === 'BTC') body.walletId = btc;
    if (body.walletId === 'GBP') body.walletId = (await walletIn(t, a, 'GBP')).id;
    expect(errorOf(await withdraw(a, body))).toEqual([status, code]);
  });

  it('refuses another user’s withdrawal from this user’s Earn', async () => {
    expect(errorOf(await withdraw(b, { walletId: btc, amount: '0.01' }))).toEqual([404, 'not_found']);
    expect((await walletOf(a, btc)).investBalance).toBe('0.10000000');
  });

  it('pages and filters the investment lists', async () => {
    const all = await listOf(t, a, '/api/investment?limit=200');
    expect(all.length).toBeGreaterThanOrEqual(6);
    // Newest first by default; order=asc reverses it.
    const asc = await listOf(t, a, '/api/investment?limit=200&order=asc');
    expect(asc).toEqual([...all].reverse());
    expect(await listOf(t, a, '/api/investment?limit=2&offset=1')).toEqual(all.slice(1, 3));
    expect(await listOf(t, a, '/api/investment')).toHaveLength(Math.min(10, all.length));
    const day = clock.now().toISOString().slice(0, 10);
    expect(await listOf(t, a, `/api/investment?fromDate=${day}&toDate=${day}&limit=200`)).toEqual(all);
    expect(await listOf(t, a, '/api/investment?toDate=2031-06-30')).toEqual([]);
    expect(await listOf(t, a, `/api/wallet/${btc}/investments`)).toEqual(all.filter((i) => i.WalletId === btc));
  });

  it.each([
    'limit=0',
    'limit=201',
    'limit=ten',
    'offset=-1',
    'order=sideways',
    'fromDate=yesterday',
    'toDate=2031-13-45',
    'fromDate=2031-07-02&toDate=2031-07-01',
  ])('answers bad_params for ?%s on every earn list', async (query) => {
    for (const url of [
      '/api/investment',
      '/api/investment/interest',
      `/api/wallet/${eur}/investments`,
      `/api/wallet/${eur}/interests`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers: a.auth });
      expect(errorOf(res), url).toEqual([400, 'bad_params']);
    }
  });

  it('answers not_found for another user’s wallet lists and bad_params for a malformed id', async () => {
    for (const list of ['investments', 'interests']) {
      const other = await t.app.inject({ method: 'GET', url: `/api/wallet/${eur}/${list}`, headers: b.auth });
      expect(errorOf(other)).toEqual([404, 'not_found']);
      const malformed = await t.app.inject({ method: 'GET', url: `/api/wallet/nope/${list}`, headers: a.auth });
      expect(errorOf(malformed)).toEqual([400, 'bad_params']);
    }
  });

  it('has no interests before the accrual runs', async () => {
    expect(await listOf(t, a, '/api/investment/interest')).toEqual([]);
    expect(await listOf(t, a, `/api/wallet/${btc}/interests`)).toEqual([]);
  });
});

describe('EARN_RATES', () => {
  it('defaults to the documented rates, in ppm a year', () => {
    expect(loadConfig({}).earnRates).toEqual({
      EUR: 40_000n,
      GBP: 35_000n,
      BTC: 10_000n,
      ETH: 20_000n,
      USDT: 60_000n,
      USDC: 60_000n,
      DAI: 60_000n,
    });
  });

  it('reads a list, and "none" disables Earn everywhere', () => {
    expect(loadConfig({ EARN_RATES: 'btc:0.5,EUR:2.25' }).earnRates).toEqual({ BTC: 5_000n, EUR: 22_500n });
    expect(loadConfig({ EARN_RATES: 'none' }).earnRates).toEqual({});
  });

  it.each(['EUR:4,XYZ:1', 'EUR:0', 'EUR:101', 'EUR:1.00001', 'EUR'])('refuses %j naming the variable', (value) => {
    expect(() => loadConfig({ EARN_RATES: value })).toThrow(ConfigError);
    expect(() => loadConfig({ EARN_RATES: value })).toThrow(/EARN_RATES/);
  });
});
