import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { requireIdentityConfirmed } from '../src/modules/kyc/gate';
import { newAccount, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { memoryFileStore, verifyIdentity } from './kyc-fixtures';
import { askSend, earnMove, fund, MONEY_TEST_CONFIG, sendMoney, walletIn } from './money-fixtures';

// A valid testnet address outside Coffer (P2PKH of twenty 0x09 bytes).
const OUTSIDE_BTC = 'mgLjCZefJ6DZGQ4LX25Wz6hrpBsFHXVnWS';

describe(`KYC gating (${TEST_TARGET})`, () => {
  let t: TestApp;
  let ada: TestAccount;
  let bob: TestAccount;
  let adaBtc: string;
  beforeAll(async () => {
    // The default setting: card orders and withdrawals need a confirmed identity.
    t = await testApp(
      { ...MONEY_TEST_CONFIG, kycGatedActions: loadConfig({}).kycGatedActions },
      { files: memoryFileStore() },
    );
    ada = await newAccount(t.app, 'gate-ada@example.com');
    bob = await newAccount(t.app, 'gate-bob@example.com');
    await fund(t, ada, 'BTC', '0.5');
    adaBtc = (await walletIn(t, ada, 'BTC')).id;
    await walletIn(t, bob, 'BTC');
  });
  afterAll(() => t.close());

  it('gates card orders and withdrawals by default, and KYC_GATED_ACTIONS changes the list', () => {
    expect([...loadConfig({}).kycGatedActions].sort()).toEqual(['cardOrder', 'withdrawal']);
    expect([...loadConfig({ KYC_GATED_ACTIONS: 'cardOrder' }).kycGatedActions]).toEqual(['cardOrder']);
    expect(loadConfig({ KYC_GATED_ACTIONS: 'none' }).kycGatedActions.size).toBe(0);
    expect(() => loadConfig({ KYC_GATED_ACTIONS: 'cardOrder,exchange' })).toThrow(/KYC_GATED_ACTIONS/);
  });

  it('refuses a withdrawal with kyc_not_confirmed before approval and allows it after; internal sends and Earn stay open', async () => {
    const out = await askSend(t, ada, adaBtc, { to: OUTSIDE_BTC, amount: '0.001' });
    expect(out.statusCode).toBe(401);
    expect(out.json().code).toBe('kyc_not_confirmed');
    const inside = await askSend(t, ada, adaBtc, { to: bob.email, amount: '0.001' });
    expect(inside.statusCode, inside.body).toBe(200);
    expect(inside.json().type).toBe('INTERNAL');
    const earn = await earnMove(t, ada, 'POST', adaBtc, '0.01');
    expect(earn.statusCode, earn.body).toBe(200);

    await verifyIdentity(t.app, ada);
    const after = await sendMoney(t, ada, adaBtc, { to: OUTSIDE_BTC, amount: '0.001' }, 'gate-withdraw-1');
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().type).toBe('WITHDRAW');
  });

  it('refuses a card order before approval and allows it after (the gate the card module calls)', async () => {
    const gated = t.app.services.config.kycGatedActions;
    await expect(requireIdentityConfirmed(t.db, bob.user.id, 'cardOrder', gated)).rejects.toMatchObject({
      code: 'kyc_not_confirmed',
      status: 401,
    });
    await expect(requireIdentityConfirmed(t.db, bob.user.id, 'cardOrder', new Set())).resolves.toBeUndefined();
    await verifyIdentity(t.app, bob);
    await expect(requireIdentityConfirmed(t.db, bob.user.id, 'cardOrder', gated)).resolves.toBeUndefined();
    await expect(requireIdentityConfirmed(t.db, bob.user.id, 'withdrawal', gated)).resolves.toBeUndefined();
  });
});
