import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeCard, cardHolder, cardOp } from './card-fixtures';
import { logIn, newAccount, outbox, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { awaitingReview } from './kyc-fixtures';
import { fund, MONEY_TEST_CONFIG, ops } from './money-fixtures';

/**
 * The notification kinds raised by other modules (issue 18): card authorisations and declines, KYC
 * reviews, referral bonuses and the monthly tier fee, each listed for its owner only; plus the push
 * subscription calls scoped to the signed-in user.
 */
describe(`notifications raised by cards, KYC, referrals and tier fees (${TEST_TARGET})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(MONEY_TEST_CONFIG);
  });
  afterAll(() => t.close());

  type Item = { id: string; kind: string; data: Record<string, string> };
  const items = async (who: TestAccount): Promise<Item[]> =>
    (await t.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: who.auth })).json().items;
  /** Notifications are sent after the money commits, without waiting: polled, never timed. */
  const waitFor = async (who: TestAccount, kind: string, count = 1): Promise<Item[]> => {
    for (let i = 0; i < 100; i++) {
      const found = (await items(who)).filter((n) => n.kind === kind);
      if (found.length >= count) return found;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    throw new Error(`no ${count} ${kind} notification(s)`);
  };

  it('tells a card holder of an authorisation and of a decline with its reason', async () => {
    const holder = await cardHolder(t, 'events-card@example.com', '100');
    const other = await newAccount(t.app, 'events-card-other@example.com');
    await activeCard(t, holder);
    expect((await cardOp(t, 'authorize', holder.email, '12.5', 'EUR', '--merchant', 'Bakery')).line).toMatch(
      /AUTHORIZED/,
    );
    const [authorised] = await waitFor(holder, 'card_authorised');
    expect(authorised?.data).toMatchObject({ amount: '12.50', coin: 'EUR', merchant: 'Bakery' });
    expect((await cardOp(t, 'authorize', holder.email, '150', 'EUR')).line).toMatch(/REJECTED/);
    const [declined] = await waitFor(holder, 'card_declined');
    expect(declined?.data).toMatchObject({ amount: '150.00', coin: 'EUR', reason: 'insufficient_funds' });
    expect((await items(other)).map((n) => n.kind)).toEqual([]);
    // Another user's notification id is not_found, and leaves it unread.
    const read = await t.app.inject({
      method: 'PUT',
      url: `/api/notifications/${declined?.id}/read`,
      headers: other.auth,
    });
    expect([read.statusCode, read.json().code]).toEqual([404, 'not_found']);
  });

  it('tells of a KYC review and pays both referral bonuses with a notification each', async () => {
    const referrer = await newAccount(t.app, 'events-referrer@example.com');
    const referred = await newAccount(t.app, 'events-referred@example.com', {
      referralCode: referrer.user.referralCode,
    });
    await awaitingReview(t.db, referred.user.id);
    expect((await ops(t, 'kyc', 'approve', referred.email)).join()).toContain('APPROVED');
    const [reviewed] = await waitFor(referred, 'kyc_document_reviewed');
    expect(reviewed?.data).toEqual({ result: 'CONFIRMED' });
    const [mine] = await waitFor(referred, 'referral_bonus');
    const [theirs] = await waitFor(referrer, 'referral_bonus');
    expect(mine?.data).toMatchObject({ coin: 'AMN' });
    expect(theirs?.data).toMatchObject({ coin: 'AMN' });
    expect(mine?.data.transactionId).not.toBe(theirs?.data.transactionId);
    expect((await items(referrer)).some((n) => n.kind === 'kyc_document_reviewed')).toBe(false);
  });

  it('tells of the monthly tier fee, by email when the user asked for it', async () => {
    const payer = await newAccount(t.app, 'events-fee@example.com');
    const pref = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: payer.auth,
      payload: { kind: 'tier_fee_charged', push: false, email: true },
    });
    expect(pref.statusCode, pref.body).toBe(200);
    await fund(t, payer, 'AMN', '100');
    await ops(t, 'tier', 'fees');
    const [fee] = await waitFor(payer, 'tier_fee_charged');
    expect(fee?.data).toMatchObject({ coin: 'AMN' });
    expect(fee?.data.amount).toMatch(/^\d+\.\d+$/);
    expect(fee?.data.amount).not.toMatch(/^0\.0+$/);
    const mailed = async () =>
      (await outbox(t.app, payer.email)).some((m) => m.kind === 'notification_tier_fee_charged');
    for (let i = 0; i < 100 && !(await mailed()); i++) await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await mailed()).toBe(true);
  });

  it('keeps push subscriptions per user: another user cannot remove one, bad input is refused', async () => {
    const owner = await newAccount(t.app, 'events-push-a@example.com');
    const other = await newAccount(t.app, 'events-push-b@example.com');
    const endpoint = 'http://127.0.0.1:9/push/owner-device';
    const body = { endpoint, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) }, permission: 'granted' };
    const on = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscription',
      headers: owner.auth,
      payload: body,
    });
    expect(on.json()).toEqual({ success: true });
    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscription',
      headers: other.auth,
      payload: { endpoint },
    });
    expect(off.statusCode).toBe(200);
    const rows = await t.db.query<{ user_id: string }>('SELECT user_id FROM push_subscriptions WHERE endpoint = $1', [
      endpoint,
    ]);
    expect(rows.map((r) => r.user_id)).toEqual([owner.user.id]);
    for (const payload of [
      { ...body, permission: 'maybe' },
      { ...body, keys: { p256dh: '', auth: 'x' } },
      { endpoint: 'not a url', keys: body.keys, permission: 'granted' },
      {},
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/push/subscription', headers: owner.auth, payload });
      expect([res.statusCode, res.json().code], JSON.stringify(payload)).toEqual([400, 'bad_params']);
    }
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscription',
      headers: owner.auth,
      payload: {},
    });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'bad_params']);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/push/key' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stops push on the device that logs out, and only there', async () => {
    await newAccount(t.app, 'events-logout@example.com');
    const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
    const devices = ['phone-1', 'laptop-1'];
    const sessions = [];
    for (const device of devices) {
      const session = await logIn(t.app, 'events-logout@example.com', 'Str0ngPass', { headers: { deviceid: device } });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/push/subscription',
        headers: { ...session.auth, deviceid: device },
        payload: { endpoint: `http://127.0.0.1:9/push/${device}`, keys, permission: 'granted' },
      });
      expect(res.json()).toEqual({ success: true });
      sessions.push(session);
    }
    const out = await t.app.inject({
      method: 'GET',
      url: '/api/user/logout',
      headers: { ...sessions[0]?.auth, deviceid: 'phone-1' },
    });
    expect(out.json()).toEqual({ success: true });
    const left = await t.db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions WHERE user_id = $1', [
      sessions[1]?.user.id,
    ]);
    expect(left.map((r) => r.endpoint)).toEqual(['http://127.0.0.1:9/push/laptop-1']);
  });
});
