import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger';
import { payReferralBonus } from '../src/modules/referrals/bonus';
import { runOps } from '../src/ops/run';
import { cardHolder, orderFor } from './card-fixtures';
import { newAccount, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { awaitingReview, jpeg, memoryFileStore, upload } from './kyc-fixtures';
import { balance, listOf, MONEY_TEST_CONFIG, ops } from './money-fixtures';

describe(`referrals (${TEST_TARGET})`, () => {
  let t: TestApp;
  let referrer: TestAccount;
  let referred: TestAccount;
  beforeAll(async () => {
    t = await testApp(MONEY_TEST_CONFIG);
    referrer = await newAccount(t.app, 'referrer@example.com');
    referred = await newAccount(t.app, 'referred@example.com', {
      referralCode: referrer.user.referralCode.toLowerCase(),
    });
  });
  afterAll(async () => {
    expect(await verifyLedger(t.db)).toEqual([]);
    await t.close();
  });

  it('gives every user a code, refuses unknown codes and a second referrer', async () => {
    expect(referrer.user.referralCode).toMatch(/^[A-Z0-9]+$/);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: {
        email: 'x@example.com',
        password: 'Str0ngPass',
        firstName: 'X',
        lastName: 'Y',
        countryCode: 'gb',
        language: 'en',
        termsVersion: '1.1.0',
        referralCode: 'NOPE0000',
      },
    });
    expect(unknown.json().code).toBe('bad_params');
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update',
      headers: referred.auth,
      payload: { referralCode: referrer.user.referralCode },
    });
    expect(again.json().code).toBe('referral_already_set');
    const stats = (await t.app.inject({ method: 'GET', url: '/api/referrals', headers: referrer.auth })).json();
    expect(stats).toMatchObject({
      referralCode: referrer.user.referralCode,
      invited: 1,
      confirmed: 0,
      referredBonus: expect.stringMatching(/^10(\.0+)?$/),
      referralBonus: expect.stringMatching(/^10(\.0+)?$/),
    });
  });

  it('pays nothing before the identity is confirmed', async () => {
    expect(await payReferralBonus(t.app.services, referred.user.id)).toBeNull();
    expect(await balance(t, referred, 'AMN')).toMatch(/^0(\.0+)?$/);
  });

  it('pays both bonuses once when the identity is confirmed, as BONUS_REFERRED and BONUS_REFERRAL', async () => {
    await t.db.query(
      `INSERT INTO kyc_records (user_id, status, identity_confirmed) VALUES ($1, 'APPROVED', true)
       ON CONFLICT (user_id) DO UPDATE SET identity_confirmed = true`,
      [referred.user.id],
    );
    const [first, second] = await Promise.all([
      payReferralBonus(t.app.services, referred.user.id),
      payReferralBonus(t.app.services, referred.user.id),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await balance(t, referred, 'AMN')).toMatch(/^10(\.0+)?$/);
    expect(await balance(t, referrer, 'AMN')).toMatch(/^10(\.0+)?$/);
    const mine = (await listOf(t, referred, '/api/transaction')) as { fromAddress: string; type: string }[];
    expect(mine.find((x) => x.fromAddress === 'BONUS_REFERRED')).toMatchObject({ type: 'INCOMING' });
    const theirs = (await listOf(t, referrer, '/api/transaction')) as { fromAddress: string }[];
    expect(theirs.map((x) => x.fromAddress)).toContain('BONUS_REFERRAL');
    expect(await payReferralBonus(t.app.services, referred.user.id)).toBeNull();
    expect((await runOps(t.db, ['referral', 'settle'], t.app.services)).output).toEqual(['referral bonuses paid: 0']);
    const stats = (await t.app.inject({ method: 'GET', url: '/api/referrals', headers: referrer.auth })).json();
    expect(stats.confirmed).toBe(1);
  });

  it('pays through ops kyc approve (the KYC reviewer path)', async () => {
    const late = await newAccount(t.app, 'late@example.com', { referralCode: referrer.user.referralCode });
    await awaitingReview(t.db, late.user.id);
    const approve = await ops(t, 'kyc', 'approve', late.email);
    expect(approve.join()).toContain('APPROVED');
    expect(await balance(t, referrer, 'AMN')).toMatch(/^20(\.0+)?$/);
    expect(await balance(t, late, 'AMN')).toMatch(/^10(\.0+)?$/);
  });
});

describe('conversion events', () => {
  it('reports signup under an opaque id and nothing personal', async () => {
    const { setAnalytics, noAnalytics } = await import('../src/modules/referrals/analytics');
    const seen: unknown[] = [];
    setAnalytics({ conversion: (event, subject) => seen.push({ event, subject }) });
    const t = await testApp(MONEY_TEST_CONFIG);
    try {
      const who = await newAccount(t.app, 'tracked@example.com');
      expect(seen).toEqual([{ event: 'signup', subject: { anonymousId: expect.stringMatching(/^[0-9a-f]{32}$/) } }]);
      expect(JSON.stringify(seen)).not.toContain(who.user.id);
      expect(JSON.stringify(seen)).not.toContain('tracked');
    } finally {
      setAnalytics(noAnalytics);
      await t.close();
    }
  });

  it('reports kycUpload for each identity document sent', async () => {
    const { setAnalytics, noAnalytics } = await import('../src/modules/referrals/analytics');
    const seen: string[] = [];
    const t = await testApp(MONEY_TEST_CONFIG, { files: memoryFileStore() });
    try {
      const who = await newAccount(t.app, 'tracked-kyc@example.com');
      setAnalytics({ conversion: (event) => seen.push(event) });
      const res = await upload(t.app, who.auth, { type: 'PASSPORT', country: 'GB' }, { data: await jpeg() });
      expect(res.statusCode, res.body).toBe(200);
      expect(seen).toEqual(['kycUpload']);
    } finally {
      setAnalytics(noAnalytics);
      await t.close();
    }
  });

  it('reports preOrderCard when a card is ordered', async () => {
    const { setAnalytics, noAnalytics } = await import('../src/modules/referrals/analytics');
    const seen: string[] = [];
    const t = await testApp(MONEY_TEST_CONFIG);
    try {
      const who = await cardHolder(t, 'tracked-card@example.com');
      setAnalytics({ conversion: (event) => seen.push(event) });
      await orderFor(t, who);
      expect(seen).toEqual(['preOrderCard']);
    } finally {
      setAnalytics(noAnalytics);
      await t.close();
    }
  });
});
