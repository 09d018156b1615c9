import { xrpClassicAddress } from '@coffer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger';
import { SandboxPriceOracle } from '../src/providers/prices';
import { FakeClock, newAccount, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { askSend, balance, fund, MONEY_TEST_CONFIG, sendMoney, walletIn } from './money-fixtures';

// Section 3: an XRP destination carries its tag after the marker `?dt=` (docs/spec-coverage.md,
// decisions). Every user deposits to one XRP address and is told apart by the tag, so a send to
// that address reaches the user the tag names, and a withdrawal keeps its tag on the chain.

const clock = new FakeClock();
const prices = new SandboxPriceOracle(Buffer.alloc(32, 5));
const outside = xrpClassicAddress(new Uint8Array(20).fill(7));

describe(`XRP destination tags (${TEST_TARGET})`, () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let aXrp: string;
  beforeAll(async () => {
    t = await testApp(MONEY_TEST_CONFIG, { now: clock.now, prices });
    a = await newAccount(t.app, 'xrp-a@example.com');
    b = await newAccount(t.app, 'xrp-b@example.com');
    aXrp = (await walletIn(t, a, 'XRP')).id;
    await walletIn(t, b, 'XRP');
    await fund(t, a, 'XRP', '100');
  });
  afterAll(async () => {
    expect(await verifyLedger(t.db)).toEqual([]);
    await t.close();
  });

  it('sends to the user named by the tag of the shared address, free and at once', async () => {
    const bWallet = await walletIn(t, b, 'XRP');
    const aWallet = await walletIn(t, a, 'XRP');
    expect(bWallet.address).toBe(aWallet.address);
    const quote = (await askSend(t, a, aXrp, { to: bWallet.address, amount: '5', tag: bWallet.extra.tag })).json();
    expect(quote).toMatchObject({ internal: true, fee: '0.000000' });
    const res = await sendMoney(t, a, aXrp, { to: bWallet.address, amount: '5', tag: bWallet.extra.tag });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balance(t, b, 'XRP')).toBe('5.000000');
    expect(await balance(t, a, 'XRP')).toBe('95.000000');
  });

  it('keeps the tag of a withdrawal after the marker ?dt=', async () => {
    const res = await sendMoney(t, a, aXrp, { to: outside, amount: '10', tag: '4294967295' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ type: 'WITHDRAW', toAddress: `${outside}?dt=4294967295` });
    const read = await t.app.inject({ method: 'GET', url: `/api/transaction/${res.json().id}`, headers: a.auth });
    expect(read.json()).toMatchObject({ toAddress: `${outside}?dt=4294967295` });
  });

  it.each([
    ['4294967296', 'past the largest tag'],
    ['012', 'a leading zero'],
    ['-1', 'a sign'],
  ])('refuses the tag %s (%s) before any money moves', async (tag) => {
    const before = await balance(t, a, 'XRP');
    const res = await askSend(t, a, aXrp, { to: outside, amount: '1', tag });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toMatch(/^(invalid_address|bad_params)$/);
    expect(await balance(t, a, 'XRP')).toBe(before);
  });
});
