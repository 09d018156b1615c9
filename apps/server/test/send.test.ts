import { p2pkhAddress, parseAmount, totp } from '@coffer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger';
import { SandboxPriceOracle } from '../src/providers/prices';
import { FakeClock, newAccount, outbox, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { askSend, balance, fund, listOf, ops, sendCode, sendMoney, sendRequest, walletIn } from './money-fixtures';

const clock = new FakeClock();
const prices = new SandboxPriceOracle(Buffer.alloc(32, 3));
const outside = p2pkhAddress('BTC', 'testnet', new Uint8Array(20).fill(9));

describe(`sends and withdrawals (${TEST_TARGET})`, () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let aBtc: string;
  let bBtc: string;
  beforeAll(async () => {
    t = await testApp({ depositConfirmations: 3 }, { now: clock.now, prices });
    a = await newAccount(t.app, 'send-a@example.com');
    b = await newAccount(t.app, 'send-b@example.com', { firstName: 'Grace', lastName: 'Hopper' });
    aBtc = (await walletIn(t, a, 'BTC')).id;
    bBtc = (await walletIn(t, b, 'BTC')).id;
  });
  afterAll(async () => {
    expect(await verifyLedger(t.db)).toEqual([]);
    await t.close();
  });

  it('credits an ops deposit only after the configured confirmations', async () => {
    const [line] = await ops(t, 'deposit', a.email, 'BTC', '0.05');
    expect(line).toMatch(/UNCONFIRMED \(needs 3 confirmations\)/);
    await ops(t, 'chain', 'mine', '2');
    expect(await balance(t, a, 'BTC')).toBe('0.00000000');
    const [deposit] = await listOf(t, a, `/api/wallet/${aBtc}/transactions`);
    expect(deposit).toMatchObject({ type: 'DEPOSIT', status: 'UNCONFIRMED', amount: '0.05000000', coinCode: 'BTC' });
    await ops(t, 'chain', 'mine');
    expect(await balance(t, a, 'BTC')).toBe('0.05000000');
    const [confirmed] = await listOf(t, a, `/api/wallet/${aBtc}/transactions`);
    expect(confirmed).toMatchObject({
      id: deposit!.id,
      status: 'CONFIRMED',
      txId: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(Number(confirmed!.amountEUR)).toBeGreaterThan(0);
  });

  it('quotes an internal send by email as free, with the recipient and an emailed code', async () => {
    const res = await askSend(t, a, aBtc, { to: 'SEND-B@example.com', amount: '0.01' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      type: 'INTERNAL',
      internal: true,
      amount: '0.01000000',
      fee: '0.00000000',
      total: '0.01000000',
      codeRequired: true,
      codeChannel: 'email',
      recipientName: 'Grace H.',
      withdrawLimitLeftEUR: null,
    });
    expect((await outbox(t.app, a.email))[0]).toMatchObject({ kind: 'send_code' });
  });

  it('moves an internal send at once and shows it to both sides; the recipient is trusted afterwards', async () => {
    const res = await sendMoney(t, a, aBtc, { to: 'send-b@example.com', amount: '0.01' });
    expect(res.statusCode, res.body).toBe(200);
    const tx = res.json();
    expect(tx).toMatchObject({
      type: 'INTERNAL',
      status: 'CONFIRMED',
      WalletId: aBtc,
      WalletToId: bBtc,
      fees: '0.00000000',
    });
    expect(await balance(t, a, 'BTC')).toBe('0.04000000');
    expect(await balance(t, b, 'BTC')).toBe('0.01000000');
    const [seenByB] = await listOf(t, b, '/api/transaction');
    expect(seenByB).toEqual(tx);

    const bAddress = (await walletIn(t, b, 'BTC')).address;
    const again = await askSend(t, a, aBtc, { to: bAddress, amount: '0.001' });
    expect(again.json()).toMatchObject({ internal: true, codeRequired: false, codeChannel: null });
    const direct = await sendRequest(t, a, aBtc, { to: bAddress, amount: '0.001' });
    expect(direct.statusCode, direct.body).toBe(200);
    expect(await balance(t, b, 'BTC')).toBe('0.01100000');
  });

  it('refuses a wrong, missing or mismatched confirmation code', async () => {
    await askSend(t, a, aBtc, { to: outside, amount: '0.001' });
    const code = await sendCode(t, a);
    const missing = await sendRequest(t, a, aBtc, { to: outside, amount: '0.001' });
    expect(missing.json().code).toBe('two_factor_code_required');
    const wrong = await sendRequest(t, a, aBtc, {
      to: outside,
      amount: '0.001',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().code).toBe('two_factor_code_invalid');
    // The code confirms 0.001 BTC to that address, not another amount.
    const other = await sendRequest(t, a, aBtc, { to: outside, amount: '0.002', code });
    expect(other.json().code).toBe('two_factor_code_invalid');
    expect(await balance(t, a, 'BTC')).toBe('0.03900000');
  });

  it('holds a withdrawal with its fee until the chain confirms it', async () => {
    const ask = await askSend(t, a, aBtc, { to: outside, amount: '0.001' });
    const quote = ask.json();
    expect(quote).toMatchObject({ type: 'WITHDRAW', internal: false, feeEUR: '2.00', codeRequired: true });
    const fee = parseAmount(quote.fee, 8);
    expect(fee).toBeGreaterThan(0n);
    const res = await sendRequest(t, a, aBtc, { to: outside, amount: '0.001', code: await sendCode(t, a) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      type: 'WITHDRAW',
      status: 'PENDING',
      toAddress: outside,
      fees: quote.fee,
      txId: null,
    });
    const left = parseAmount('0.039', 8) - parseAmount('0.001', 8) - fee;
    expect(parseAmount(await balance(t, a, 'BTC'), 8)).toBe(left);
    await ops(t, 'chain', 'mine');
    const done = await listOf(t, a, `/api/transaction/${res.json().id}`);
    expect(done).toMatchObject({ status: 'CONFIRMED', txId: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(parseAmount(await balance(t, a, 'BTC'), 8)).toBe(left);
  });

  it('releases the hold when the chain refuses a withdrawal', async () => {
    const before = await balance(t, a, 'BTC');
    const res = await sendMoney(t, a, aBtc, { to: outside, amount: '0.0005' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balance(t, a, 'BTC')).not.toBe(before);
    await ops(t, 'withdraw', 'fail', res.json().id);
    expect(await balance(t, a, 'BTC')).toBe(before);
    const tx = await listOf(t, a, `/api/transaction/${res.json().id}`);
    expect(tx).toMatchObject({ status: 'ERROR' });
  });

  it.each([
    [{ to: 'not-an-address', amount: '0.001' }, 'invalid_address'],
    [{ to: outside, amount: '0.00001' }, 'amount_too_low'],
    [{ to: outside, amount: '0' }, 'amount_too_low'],
    [{ to: outside, amount: '5' }, 'balance_not_enough'],
    [{ to: 'send-b@example.com', amount: '5' }, 'balance_not_enough'],
    [{ to: 'nobody@example.com', amount: '0.001' }, 'invalid_recipient'],
    [{ to: 'send-a@example.com', amount: '0.001' }, 'invalid_recipient'],
    [{ to: outside, amount: '0.000000001' }, 'bad_params'],
    [{ to: outside, amount: '1e-3' }, 'bad_params'],
    [{ to: outside, amount: '-1' }, 'bad_params'],
    [{ to: outside, amount: 0.001 }, 'bad_params'],
    [{ to: '', amount: '0.001' }, 'bad_params'],
    [{ to: 'x'.repeat(300), amount: '0.001' }, 'bad_params'],
    [{ amount: '0.001' }, 'bad_params'],
    [{ to: outside, amount: '0.001', tag: '12' }, 'invalid_address'],
  ])('ask-send %j answers %s', async (body, code) => {
    const res = await askSend(t, a, aBtc, body as never);
    expect(res.statusCode).toBe(code === 'not_found' ? 404 : 400);
    expect(res.json().code).toBe(code);
  });

  it('stops withdrawals at the tier’s monthly limit (200 EUR for TIER_0)', async () => {
    await fund(t, b, 'BTC', '0.1');
    const res = await askSend(t, b, bBtc, { to: outside, amount: '0.09' });
    expect(res.json()).toMatchObject({ code: 'amount_too_high' });
    expect(res.json().description).toMatch(/monthly withdraw limit/);
  });

  it('takes the authenticator code instead of an email when 2FA is on, each step once', async () => {
    const secret = (await t.app.inject({ method: 'GET', url: '/api/user/ask-two-factor', headers: b.auth })).json()
      .secret;
    const on = await t.app.inject({
      method: 'POST',
      url: '/api/user/enable-two-factor',
      headers: b.auth,
      payload: { code: totp(secret, clock.ms) },
    });
    expect(on.statusCode, on.body).toBe(200);
    clock.advance(30_000);
    const mailsBefore = (await outbox(t.app, b.email)).length;
    const ask = await askSend(t, b, bBtc, { to: outside, amount: '0.001' });
    expect(ask.json()).toMatchObject({ codeRequired: true, codeChannel: 'totp' });
    expect(await outbox(t.app, b.email)).toHaveLength(mailsBefore);
    const code = totp(secret, clock.ms);
    const res = await sendRequest(t, b, bBtc, { to: outside, amount: '0.001', code });
    expect(res.statusCode, res.body).toBe(200);
    const replayed = await sendRequest(t, b, bBtc, { to: outside, amount: '0.001', code });
    expect(replayed.json().code).toBe('two_factor_code_invalid');
  });

  it('has ledger verify name a record that disagrees with the money behind it', async () => {
    const [tx] = await listOf(t, a, '/api/transaction?type=INTERNAL');
    const id = tx!.id as string;
    await t.db.query('UPDATE transactions SET amount = amount + 1 WHERE id = $1', [id]);
    expect((await verifyLedger(t.db)).map((v) => [v.check, v.ref])).toEqual([['record_amount_mismatch', id]]);
    await t.db.query('UPDATE transactions SET amount = amount - 1 WHERE id = $1', [id]);
    const [row] = await t.db.query<{ transfer_id: string }>('SELECT transfer_id FROM transactions WHERE id = $1', [id]);
    await t.db.query('UPDATE transactions SET transfer_id = NULL WHERE id = $1', [id]);
    expect((await verifyLedger(t.db)).map((v) => [v.check, v.ref])).toEqual([['record_without_transfer', id]]);
    await t.db.query('UPDATE transactions SET transfer_id = $2 WHERE id = $1', [id, row!.transfer_id]);
    expect(await verifyLedger(t.db)).toEqual([]);
  });

  it('answers not_found for another user’s wallet or transaction, bad_params for a malformed id', async () => {
    const foreign = await askSend(t, a, bBtc, { to: outside, amount: '0.001' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('not_found');
    const [bTx] = await listOf(t, b, '/api/transaction?type=DEPOSIT');
    for (const url of [
      `/api/transaction/${bTx!.id}`,
      `/api/wallet/${bBtc}/transactions`,
      `/api/transaction/${bTx!.id}/proofOfFund`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: a.auth });
      expect(res.statusCode, url).toBe(404);
    }
    const malformed = await t.app.inject({ method: 'GET', url: '/api/transaction/123', headers: a.auth });
    expect(malformed.json().code).toBe('bad_params');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/transaction' });
    expect(anonymous.statusCode).toBe(401);
  });
});
