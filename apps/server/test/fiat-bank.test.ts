import { isValidSepaIban, parseAmount } from '@coffer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SENDER_NAME } from '../src/modules/bank/deposits';
import { verifyLedger } from '../src/modules/ledger';
import { runOps } from '../src/ops/run';
import { SandboxPriceOracle } from '../src/providers/prices';
import { FakeClock, newAccount, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { askSend, balance, listOf, ops, sendCode, sendMoney, sendRequest, walletIn } from './money-fixtures';

const clock = new FakeClock();
const prices = new SandboxPriceOracle(Buffer.alloc(32, 3));
/** Valid SEPA IBANs outside Coffer (Germany, Austria). */
const GERMAN_IBAN = 'DE89370400440532013000';
const AUSTRIAN_IBAN = 'AT611904300234573201';

describe(`the sandbox bank: EUR and GBP wallets, bank deposits and payments (${TEST_TARGET})`, () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  beforeAll(async () => {
    t = await testApp({ depositConfirmations: 3 }, { now: clock.now, prices });
    a = await newAccount(t.app, 'bank-a@example.com', { firstName: 'Ada', lastName: 'Lovelace' });
    b = await newAccount(t.app, 'bank-b@example.com', { firstName: 'Grace', lastName: 'Hopper' });
  });
  afterAll(async () => {
    expect(await verifyLedger(t.db)).toEqual([]);
    await t.close();
  });

  it('publishes that fiat accounts can be opened and lists EUR and GBP as supported', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/wallet-app.json' })).json();
    expect(config).toMatchObject({ production: false, fiatAccounts: true });
    const status = (await t.app.inject({ method: 'GET', url: '/api/' })).json();
    expect(status.supported_coins).toEqual(expect.arrayContaining(['EUR', 'GBP']));
  });

  it('opens a EUR wallet with a SEPA IBAN and BIC, and a GBP wallet with sort code and account number', async () => {
    const eur = await walletIn(t, a, 'EUR');
    expect(isValidSepaIban(eur.address)).toBe(true);
    expect(eur.extra.bic).toMatch(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/);
    const gbp = await walletIn(t, a, 'GBP');
    expect(gbp.address).toMatch(/^GB\d{2}/);
    expect(gbp.extra.sortCode).toMatch(/^\d{6}$/);
    expect(gbp.extra.accountNumber).toMatch(/^\d{8}$/);
  });

  it('credits an ops EUR deposit at once as a bank transfer with the sender’s name and IBAN', async () => {
    const [line] = await ops(t, 'deposit', a.email, 'EUR', '1000', 'DE89 3704 0044 0532 0130 00', 'Jane', 'Doe');
    expect(line).toMatch(/CONFIRMED \(needs 0 confirmations\)/);
    expect(await balance(t, a, 'EUR')).toBe('1000.00');
    const eur = await walletIn(t, a, 'EUR');
    const [row] = await listOf(t, a, `/api/wallet/${eur.id}/transactions`);
    expect(row).toMatchObject({
      type: 'DEPOSIT',
      status: 'CONFIRMED',
      amount: '1000.00',
      amountEUR: '1000.00',
      fromAddress: GERMAN_IBAN,
      toAddress: eur.address,
      extra: { senderName: 'Jane Doe' },
    });
  });

  it('names a sandbox payer with a valid IBAN when the operator gives none; GBP from a UK account', async () => {
    await ops(t, 'deposit', a.email, 'EUR', '50');
    const eur = await walletIn(t, a, 'EUR');
    const [row] = await listOf(t, a, `/api/wallet/${eur.id}/transactions`);
    expect(row?.extra).toMatchObject({ senderName: SANDBOX_SENDER_NAME });
    expect(isValidSepaIban(row?.fromAddress as string)).toBe(true);

    await ops(t, 'deposit', a.email, 'GBP', '300', '40-12-34-12345678', 'John', 'Smith');
    const gbp = await walletIn(t, a, 'GBP');
    expect(gbp.balance).toBe('300.00');
    const [incoming] = await listOf(t, a, `/api/wallet/${gbp.id}/transactions`);
    expect(incoming).toMatchObject({
      status: 'CONFIRMED',
      fromAddress: '401234 12345678',
      extra: { senderName: 'John Smith' },
    });
  });

  it('refuses an ops bank deposit from a malformed account', async () => {
    const res = await runOps(t.db, ['deposit', a.email, 'EUR', '10', 'DE00BAD'], t.app.services);
    expect(res.code).toBe(1);
    expect(res.output.join('\n')).toMatch(/not a EUR bank account/);
  });

  it('blocks a bank deposit above the proof-of-funds threshold like any incoming money', async () => {
    const before = await balance(t, b, 'EUR');
    await ops(t, 'deposit', b.email, 'EUR', '10000.01', AUSTRIAN_IBAN, 'Big', 'Payer');
    expect(await balance(t, b, 'EUR')).toBe(before);
    const eur = await walletIn(t, b, 'EUR');
    const [row] = await listOf(t, b, `/api/wallet/${eur.id}/transactions`);
    expect(row).toMatchObject({ status: 'BLOCKED', fromAddress: AUSTRIAN_IBAN, extra: { senderName: 'Big Payer' } });
    // Refunded to the payer's IBAN, the payer's name kept.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/refund',
      headers: b.auth,
      payload: { transactionId: row?.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [refunded] = await listOf(t, b, `/api/wallet/${eur.id}/transactions`);
    expect(refunded).toMatchObject({
      id: row?.id,
      status: 'REFUNDED',
      extra: { senderName: 'Big Payer', refundedTo: AUSTRIAN_IBAN },
    });
    expect(await balance(t, b, 'EUR')).toBe(before);
  });

  it('pays out to an IBAN through the sandbox bank: 2 EUR fee, PENDING, then CONFIRMED on `bank settle`', async () => {
    const eur = await walletIn(t, a, 'EUR');
    const ask = await askSend(t, a, eur.id, { to: 'AT61 1904 3002 3457 3201', amount: '100' });
    expect(ask.json()).toMatchObject({
      type: 'WITHDRAW',
      internal: false,
      amount: '100.00',
      fee: '2.00',
      total: '102.00',
      codeRequired: true,
      withdrawLimitLeftEUR: '200.00',
    });
    const res = await sendRequest(t, a, eur.id, {
      to: 'AT61 1904 3002 3457 3201',
      amount: '100',
      code: await sendCode(t, a),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ type: 'WITHDRAW', status: 'PENDING', toAddress: AUSTRIAN_IBAN, fees: '2.00' });
    expect(await balance(t, a, 'EUR')).toBe('948.00');
    expect(await ops(t, 'bank', 'settle')).toEqual(['bank payments cleared: 1']);
    expect(await listOf(t, a, `/api/transaction/${res.json().id}`)).toMatchObject({ status: 'CONFIRMED' });
    expect(await balance(t, a, 'EUR')).toBe('948.00');
  });

  it('pays out GBP to a UK sort code and account number, settled by the next sandbox block', async () => {
    const gbp = await walletIn(t, a, 'GBP');
    const res = await sendMoney(t, a, gbp.id, { to: '60-16-13 31926819', amount: '20' });
    expect(res.statusCode, res.body).toBe(200);
    const tx = res.json();
    expect(tx).toMatchObject({ type: 'WITHDRAW', status: 'PENDING', toAddress: '601613 31926819' });
    const fee = parseAmount(tx.fees, 2);
    expect(fee).toBeGreaterThan(0n);
    expect(parseAmount(await balance(t, a, 'GBP'), 2)).toBe(30_000n - 2_000n - fee);
    await ops(t, 'chain', 'mine');
    expect(await listOf(t, a, `/api/transaction/${tx.id}`)).toMatchObject({ status: 'CONFIRMED' });
  });

  it('stops bank payments at the tier’s monthly withdraw limit', async () => {
    const eur = await walletIn(t, a, 'EUR');
    const res = await askSend(t, a, eur.id, { to: GERMAN_IBAN, amount: '150' });
    expect(res.json()).toMatchObject({ code: 'amount_too_high' });
    expect(res.json().description).toMatch(/monthly withdraw limit/);
  });

  it('refuses a malformed IBAN and a malformed UK account', async () => {
    const eur = await walletIn(t, a, 'EUR');
    const gbp = await walletIn(t, a, 'GBP');
    expect((await askSend(t, a, eur.id, { to: 'DE88370400440532013000', amount: '1' })).json().code).toBe(
      'invalid_address',
    );
    expect((await askSend(t, a, gbp.id, { to: '60161 31926819', amount: '1' })).json().code).toBe('invalid_address');
  });

  it('sends to another Coffer user’s IBAN or UK account as a free internal transfer', async () => {
    const eur = await walletIn(t, a, 'EUR');
    const bEur = await walletIn(t, b, 'EUR');
    const res = await sendMoney(t, a, eur.id, { to: bEur.address.replace(/(.{4})/g, '$1 '), amount: '10' });
    expect(res.json()).toMatchObject({ type: 'INTERNAL', status: 'CONFIRMED', fees: '0.00', WalletToId: bEur.id });
    expect(await balance(t, b, 'EUR')).toBe('10.00');

    const gbp = await walletIn(t, a, 'GBP');
    const bGbp = await walletIn(t, b, 'GBP');
    const ask = await askSend(t, a, gbp.id, {
      to: `${bGbp.extra.sortCode} ${bGbp.extra.accountNumber}`,
      amount: '5',
    });
    expect(ask.json()).toMatchObject({ type: 'INTERNAL', fee: '0.00', recipientName: 'Grace H.' });
  });
});

describe(`fiat wallets without a bank provider (${TEST_TARGET})`, () => {
  let t: TestApp;
  let a: TestAccount;
  beforeAll(async () => {
    t = await testApp({ bankProvider: 'none' });
    a = await newAccount(t.app, 'nobank@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses EUR and GBP wallets with unsupported_coin and says so in the public config', async () => {
    for (const coinCode of ['EUR', 'GBP', 'eur']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/wallet', headers: a.auth, payload: { coinCode } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('unsupported_coin');
    }
    expect((await t.app.inject({ method: 'GET', url: '/wallet-app.json' })).json()).toMatchObject({
      fiatAccounts: false,
    });
    const status = (await t.app.inject({ method: 'GET', url: '/api/' })).json();
    expect(status.supported_coins).not.toContain('EUR');
    expect(status.supported_coins).not.toContain('GBP');
    expect(status.supported_coins).toContain('BTC');
    const btc = await t.app.inject({
      method: 'POST',
      url: '/api/wallet',
      headers: a.auth,
      payload: { coinCode: 'BTC' },
    });
    expect(btc.statusCode, btc.body).toBe(200);
  });
});
