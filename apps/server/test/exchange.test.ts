import {
  exchangeAmountTo,
  exchangeCashback,
  exchangeValueCents,
  formatAmount,
  formatExactDecimal,
  parseAmount,
  parseExactDecimal,
  quoteRate,
} from '@coffer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTransfer, verifyLedger } from '../src/modules/ledger';
import { SandboxPriceOracle } from '../src/providers/prices';
import { codeOf, type ExchangeInfo, exchangeNow, exchangeRequest, quote } from './exchange-fixtures';
import { FakeClock, newAccount, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { balance, fund, listOf, ops, type WalletInfo, walletIn } from './money-fixtures';

const clock = new FakeClock(Date.UTC(2032, 2, 3, 9, 0, 0));
const prices = new SandboxPriceOracle(Buffer.alloc(32, 7));

describe(`exchange (${TEST_TARGET})`, () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let aEur: WalletInfo;
  let aBtc: WalletInfo;
  let aEth: WalletInfo;
  let bEur: WalletInfo;
  beforeAll(async () => {
    t = await testApp({ depositConfirmations: 1, sessionIdleMs: 1e12, sessionMaxMs: 1e12 }, { now: clock.now, prices });
    a = await newAccount(t.app, 'exchange-a@example.com');
    b = await newAccount(t.app, 'exchange-b@example.com');
    aEur = await walletIn(t, a, 'EUR');
    aBtc = await walletIn(t, a, 'BTC');
    aEth = await walletIn(t, a, 'ETH');
    bEur = await walletIn(t, b, 'EUR');
    await fund(t, a, 'EUR', '1000');
    await fund(t, b, 'EUR', '50');
  });
  afterAll(async () => {
    expect(await verifyLedger(t.db)).toEqual([]);
    await t.close();
  });

  let bought: ExchangeInfo;

  it('buys BTC with EUR at the quoted rate in one four-posting ledger transfer', async () => {
    const now = clock.now();
    const q = await quote(t, a, 'EUR', 'BTC');
    const btcPrice = await prices.price('BTC', 'EUR', now);
    expect(q).toEqual({
      from: 'EUR',
      to: 'BTC',
      minAmount: '1.00',
      maxAmount: '10000.00',
      precisionAmount: 2,
      exchangeable: true,
      rate: formatExactDecimal(quoteRate({ mantissa: 1n, scale: 0 }, btcPrice, '0.5')),
      expiresAt: new Date(now.getTime() + 30_000).toISOString(),
    });
    // The spread is in the platform's favour: 0.5 % under the mid rate, to ten significant digits.
    const mid = 1 / Number(formatExactDecimal(btcPrice));
    expect(Number(q.rate) / mid).toBeGreaterThan(0.995 - 1e-9);
    expect(Number(q.rate) / mid).toBeLessThanOrEqual(0.995);

    const res = await exchangeRequest(t, a, {
      walletFromId: aEur.id,
      walletToId: aBtc.id,
      amount: '100',
      rate: q.rate,
    });
    expect(res.statusCode, res.body).toBe(200);
    const satoshis = exchangeAmountTo(10_000n, 2, parseExactDecimal(q.rate as string), 8);
    bought = res.json();
    expect(bought).toEqual({
      id: expect.any(String),
      WalletFromId: aEur.id,
      WalletToId: aBtc.id,
      amountFrom: '100.00',
      amountTo: formatAmount(satoshis, 8),
      amountEUR: '100.00',
      rate: q.rate,
      createdAt: now.toISOString(),
      transactionCashback: null,
      fromCoinCode: 'EUR',
      toCoinCode: 'BTC',
      side: 'BUY',
    });
    expect(await balance(t, a, 'EUR')).toBe('900.00');
    expect(await balance(t, a, 'BTC')).toBe(formatAmount(satoshis, 8));

    const [row] = await t.db.query<{ transfer_id: string }>('SELECT transfer_id FROM exchanges WHERE id = $1', [
      bought.id,
    ]);
    const transfer = await getTransfer(t.db, row!.transfer_id);
    // One inventory shard of each coin, the same shard for both (the batch's; decision 0043).
    const inventory = await t.db.query<{ id: string; coin: string; code: string }>(
      "SELECT id, coin, code FROM ledger_accounts WHERE kind = 'system' AND code LIKE 'exchange_inventory.%' AND id = ANY($1::uuid[])",
      [transfer?.postings.map((p) => p.accountId)],
    );
    const inv = (coin: string) => inventory.find((r) => r.coin === coin)?.id;
    expect(inventory).toHaveLength(2);
    expect(inventory[0]?.code).toMatch(/^exchange_inventory\.(\d|1[0-5])$/);
    expect(inventory[1]?.code).toBe(inventory[0]?.code);
    const [eurAccount] = await t.db.query<{ ledger_account_id: string }>(
      'SELECT ledger_account_id FROM wallets WHERE id = $1',
      [aEur.id],
    );
    const [btcAccount] = await t.db.query<{ ledger_account_id: string }>(
      'SELECT ledger_account_id FROM wallets WHERE id = $1',
      [aBtc.id],
    );
    expect(transfer?.kind).toBe('exchange');
    expect(transfer?.postings.map((p) => [p.accountId, p.coin, p.amount])).toEqual([
      [eurAccount!.ledger_account_id, 'EUR', -10_000n],
      [inv('EUR'), 'EUR', 10_000n],
      [inv('BTC'), 'BTC', -satoshis],
      [btcAccount!.ledger_account_id, 'BTC', satoshis],
    ]);
  });

  it('sells BTC for EUR, keeping less than one cent for the platform and valuing it at the quote', async () => {
    const now = clock.now();
    const q = await quote(t, a, 'BTC', 'EUR');
    expect(q).toMatchObject({ precisionAmount: 8, exchangeable: true });
    const btcPrice = await prices.price('BTC', 'EUR', now);
    const sold = await exchangeNow(t, a, aBtc, aEur, '0.001');
    const rate = parseExactDecimal(q.rate as string);
    const cents = parseAmount(sold.amountTo, 2);
    // exact value of 100000 satoshis at the rate, in cents × 10^(rate scale)
    const exact = 100_000n * rate.mantissa * 100n;
    const unit = 10n ** BigInt(rate.scale + 8);
    expect(cents * unit <= exact && exact - cents * unit < unit).toBe(true);
    expect(sold).toMatchObject({
      amountFrom: '0.00100000',
      side: 'SELL',
      fromCoinCode: 'BTC',
      toCoinCode: 'EUR',
      amountEUR: formatAmount(exchangeValueCents(100_000n, 8, btcPrice), 2),
    });
    expect(await balance(t, a, 'EUR')).toBe(formatAmount(90_000n + cents, 2));
  });

  it('lists exchanges for the user, and per wallet with the side as that wallet sees it', async () => {
    const all = await listOf(t, a, '/api/exchange');
    expect(all.map((x) => [x.fromCoinCode, x.toCoinCode, x.side])).toEqual([
      ['BTC', 'EUR', 'SELL'],
      ['EUR', 'BTC', 'BUY'],
    ]);
    expect(all[1]).toEqual(bought);
    const btcSide = await listOf(t, a, `/api/wallet/${aBtc.id}/exchanges`);
    expect(btcSide.map((x) => [x.fromCoinCode, x.side])).toEqual([
      ['BTC', 'SELL'],
      ['EUR', 'BUY'],
    ]);
    const eurSide = await listOf(t, a, `/api/wallet/${aEur.id}/exchanges?order=asc`);
    expect(eurSide.map((x) => [x.fromCoinCode, x.side])).toEqual([
      ['EUR', 'SELL'],
      ['BTC', 'BUY'],
    ]);
    expect(await listOf(t, a, `/api/wallet/${aEth.id}/exchanges`)).toEqual([]);
    expect(await listOf(t, b, '/api/exchange')).toEqual([]);
    const other = await t.app.inject({ method: 'GET', url: `/api/wallet/${bEur.id}/exchanges`, headers: a.auth });
    expect(codeOf(other, 404)).toBe('not_found');
    for (const query of ['limit=0', 'limit=201', 'offset=-1', 'order=up', 'fromDate=yesterday', 'limit=x']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/exchange?${query}`, headers: a.auth });
      expect(codeOf(res), query).toBe('bad_params');
    }
    const malformed = await t.app.inject({ method: 'GET', url: '/api/wallet/not-a-uuid/exchanges', headers: a.auth });
    expect(codeOf(malformed)).toBe('bad_params');
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/exchange' });
    expect(codeOf(unauthenticated, 401)).toBe('access_denied');
  });

  it('pages with limit, offset and date filters', async () => {
    clock.advance(86_400_000);
    for (const amount of ['1', '2', '3']) await exchangeNow(t, a, aEur, aEth, amount);
    const amounts = (rows: Record<string, unknown>[]) => rows.map((r) => r.amountFrom);
    expect(amounts(await listOf(t, a, '/api/exchange?limit=2'))).toEqual(['3.00', '2.00']);
    expect(amounts(await listOf(t, a, '/api/exchange?limit=2&offset=2'))).toEqual(['1.00', '0.00100000']);
    expect(amounts(await listOf(t, a, `/api/wallet/${aEur.id}/exchanges?limit=3&offset=1`))).toEqual([
      '2.00',
      '1.00',
      '0.00100000',
    ]);
    const today = clock.now().toISOString().slice(0, 10);
    expect(amounts(await listOf(t, a, `/api/exchange?fromDate=${today}&order=asc`))).toEqual(['1.00', '2.00', '3.00']);
    expect(amounts(await listOf(t, a, `/api/wallet/${aEur.id}/exchanges?toDate=2032-03-03`))).toEqual([
      '0.00100000',
      '100.00',
    ]);
    const backwards = await t.app.inject({
      method: 'GET',
      url: `/api/exchange?fromDate=${today}&toDate=2032-03-01`,
      headers: a.auth,
    });
    expect(codeOf(backwards)).toBe('bad_params');
  });

  it('answers a retry with the same Idempotency-Key once, and refuses the key for another body', async () => {
    const q = await quote(t, a, 'EUR', 'BTC');
    const body = { walletFromId: aEur.id, walletToId: aBtc.id, amount: '5', rate: q.rate };
    const before = await balance(t, a, 'EUR');
    const first = await exchangeRequest(t, a, body, 'exchange-key-1');
    const again = await exchangeRequest(t, a, body, 'exchange-key-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(parseAmount(await balance(t, a, 'EUR'), 2)).toBe(parseAmount(before, 2) - 500n);
    const other = await exchangeRequest(t, a, { ...body, amount: '6' }, 'exchange-key-1');
    expect(codeOf(other)).toBe('bad_request');
  });

  it('refuses bad input with bad_params, naming too many decimals', async () => {
    const q = await quote(t, a, 'EUR', 'BTC');
    const good = { walletFromId: aEur.id, walletToId: aBtc.id, amount: '1', rate: q.rate };
    const bad: Record<string, unknown>[] = [
      { ...good, walletFromId: undefined },
      { ...good, walletToId: 'not-a-uuid' },
      { ...good, amount: undefined },
      { ...good, amount: 5 },
      { ...good, amount: '-1' },
      { ...good, amount: '1e3' },
      { ...good, amount: '1'.repeat(41) },
      { ...good, rate: undefined },
      { ...good, rate: 0.5 },
      { ...good, rate: 'fast' },
      { ...good, rate: '1'.repeat(41) },
    ];
    for (const body of bad) expect(codeOf(await exchangeRequest(t, a, body)), JSON.stringify(body)).toBe('bad_params');
    const cents = await exchangeRequest(t, a, { ...good, amount: '1.001' });
    expect(codeOf(cents)).toBe('bad_params');
    expect(cents.json().meta.validationError.errors).toEqual([
      expect.objectContaining({ path: 'amount', code: 'decimals' }),
    ]);
    // ETH has 18 decimals, but its exchange amounts have at most 8.
    const eth = await quote(t, a, 'ETH', 'EUR');
    expect(eth.precisionAmount).toBe(8);
    const wei = await exchangeRequest(t, a, {
      walletFromId: aEth.id,
      walletToId: aEur.id,
      amount: '0.000000001',
      rate: eth.rate,
    });
    expect(codeOf(wei)).toBe('bad_params');
  });

  it('refuses the same wallet twice, and wallets that are not the user’s', async () => {
    const q = await quote(t, a, 'EUR', 'BTC');
    const same = await exchangeRequest(t, a, { walletFromId: aEur.id, walletToId: aEur.id, amount: '1', rate: q.rate });
    expect(codeOf(same)).toBe('exchange_same_wallet');
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [from, to] of [
      [bEur.id, aBtc.id],
      [aEur.id, bEur.id],
      [missing, aBtc.id],
      [bEur.id, bEur.id],
    ]) {
      const res = await exchangeRequest(t, a, { walletFromId: from, walletToId: to, amount: '1', rate: q.rate });
      expect(codeOf(res, 404)).toBe('not_found');
    }
  });

  it('refuses amounts outside the pair’s limits and beyond the balance', async () => {
    const q = await quote(t, b, 'EUR', 'BTC');
    const bBtc = await walletIn(t, b, 'BTC');
    const body = (amount: string) => ({ walletFromId: bEur.id, walletToId: bBtc.id, amount, rate: q.rate });
    expect(codeOf(await exchangeRequest(t, b, body('0.99')))).toBe('amount_too_low');
    expect(codeOf(await exchangeRequest(t, b, body('0')))).toBe('amount_too_low');
    expect(codeOf(await exchangeRequest(t, b, body('10000.01')))).toBe('amount_too_high');
    expect(codeOf(await exchangeRequest(t, b, body('50.01')))).toBe('balance_not_enough');
    expect(await balance(t, b, 'EUR')).toBe('50.00');
    const all = await exchangeRequest(t, b, body('50'));
    expect(all.statusCode, all.body).toBe(200);
    expect(await balance(t, b, 'EUR')).toBe('0.00');
  });

  it('executes a quote until its time is up, then answers rate_expired', async () => {
    const q = await quote(t, a, 'EUR', 'BTC');
    const body = { walletFromId: aEur.id, walletToId: aBtc.id, amount: '1', rate: q.rate };
    clock.advance(29_000);
    const inTime = await exchangeRequest(t, a, body);
    expect(inTime.statusCode, inTime.body).toBe(200);
    expect(inTime.json().rate).toBe(q.rate);
    clock.advance(1_000);
    expect(codeOf(await exchangeRequest(t, a, body))).toBe('rate_expired');
    // A rate never quoted, or one quoted for another pair, is no quote either.
    const fresh = await quote(t, a, 'EUR', 'BTC');
    const reverse = await quote(t, a, 'BTC', 'EUR');
    expect(codeOf(await exchangeRequest(t, a, { ...body, rate: '1.5' }))).toBe('rate_expired');
    expect(codeOf(await exchangeRequest(t, a, { ...body, rate: reverse.rate }))).toBe('rate_expired');
    // The same rate written with a trailing zero is the same rate.
    const padded = await exchangeRequest(t, a, { ...body, rate: `${fresh.rate}0` });
    expect(padded.statusCode, padded.body).toBe(200);
  });

  it('pays a special tier’s exchange cashback in AMN as a CASHBACK_EXCHANGE transaction', async () => {
    await ops(t, 'tier', 'grant', a.email, 'TIER_ICO_1');
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/user/updateTier',
      headers: a.auth,
      payload: { label: 'TIER_ICO_1' },
    });
    expect(change.statusCode, change.body).toBe(200);
    const amn = await walletIn(t, a, 'AMN');
    const before = parseAmount(amn.balance, 18);
    const done = await exchangeNow(t, a, aEur, aBtc, '200');
    const amnPrice = await prices.price('AMN', 'EUR', clock.now());
    // 5 % of the 0.5 % spread on 200 EUR is 0.05 EUR, paid in AMN at its price.
    const expected = exchangeCashback({
      valueCents: 20_000n,
      spreadPercent: '0.5',
      fraction: '0.05',
      price: amnPrice,
      decimals: 18,
    });
    expect(expected).toBeGreaterThan(0n);
    expect(done.transactionCashback).toEqual(expect.any(String));
    const tx = await t.app.inject({
      method: 'GET',
      url: `/api/transaction/${done.transactionCashback}`,
      headers: a.auth,
    });
    expect(tx.json()).toMatchObject({
      type: 'INCOMING',
      status: 'CONFIRMED',
      fromAddress: 'CASHBACK_EXCHANGE',
      coinCode: 'AMN',
      amount: formatAmount(expected, 18),
      amountEUR: '0.05',
      WalletId: amn.id,
      extra: { exchangeId: done.id },
    });
    expect(parseAmount(await balance(t, a, 'AMN'), 18)).toBe(before + expected);
    const [cashback] = await t.db.query<{ balance: string }>(
      "SELECT balance::text AS balance FROM ledger_accounts WHERE kind = 'system' AND code = 'cashback' AND coin = 'AMN'",
    );
    expect(BigInt(cashback!.balance)).toBe(-expected);
    // A cashback is a transaction of the AMN wallet; the exchange itself stays out of transaction lists.
    const amnTransactions = await listOf(t, a, `/api/wallet/${amn.id}/transactions`);
    expect(amnTransactions[0]).toMatchObject({ id: done.transactionCashback });
  });

  it('has ledger verify catch an exchange that no longer matches its money', async () => {
    const [first, second] = await t.db.query<{ id: string; transfer_id: string }>(
      'SELECT id, transfer_id FROM exchanges ORDER BY seq LIMIT 2',
    );
    const checksOf = async () => (await verifyLedger(t.db)).map((v) => [v.check, v.ref]);
    await t.db.query('UPDATE exchanges SET amount_to = amount_to + 1 WHERE id = $1', [first!.id]);
    expect(await checksOf()).toEqual([['exchange_amount_mismatch', first!.id]]);
    await t.db.query('UPDATE exchanges SET amount_to = amount_to - 1, transfer_id = $2 WHERE id = $1', [
      first!.id,
      second!.transfer_id,
    ]);
    expect(await checksOf()).toEqual([
      ['exchange_without_transfer', first!.id],
      ['exchange_amount_mismatch', first!.id],
    ]);
    await t.db.query('UPDATE exchanges SET transfer_id = $2 WHERE id = $1', [first!.id, first!.transfer_id]);
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('lets racing exchanges take exactly what the wallet holds, never more', async () => {
    const c = await newAccount(t.app, 'exchange-race@example.com');
    const cEur = await walletIn(t, c, 'EUR');
    const cBtc = await walletIn(t, c, 'BTC');
    await fund(t, c, 'EUR', '5');
    const q = await quote(t, c, 'EUR', 'BTC');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        exchangeRequest(t, c, { walletFromId: cEur.id, walletToId: cBtc.id, amount: '1', rate: q.rate }, `race-${i}`),
      ),
    );
    const codes = results.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(5);
    expect(codes.filter((code) => code === 'balance_not_enough')).toHaveLength(7);
    expect(await balance(t, c, 'EUR')).toBe('0.00');
    expect(await listOf(t, c, '/api/exchange?limit=20')).toHaveLength(5);
    expect(await verifyLedger(t.db)).toEqual([]);
  });
});
