import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { notify } from '../src/modules/notifications/service';
import { logIn, newAccount, outbox, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { listening, openLive } from './live-fixtures';
import { fund, MONEY_TEST_CONFIG, ops, sendMoney, walletIn } from './money-fixtures';
import { browserKeys, fakePushService } from './push-fixtures';

const vapid = webpush.generateVAPIDKeys();

describe(`notifications and push (${TEST_TARGET})`, () => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  const keys = browserKeys();
  let push: Awaited<ReturnType<typeof fakePushService>>;
  beforeAll(async () => {
    const config = { ...MONEY_TEST_CONFIG } as Parameters<typeof testApp>[0];
    t = await testApp(config);
    t.app.services.config.engagement = { ...t.app.services.config.engagement, vapid };
    a = await newAccount(t.app, 'notify-a@example.com');
    b = await newAccount(t.app, 'notify-b@example.com');
    push = await fakePushService(keys);
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });

  const list = async (who: TestAccount) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: who.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      items: { id: string; kind: string; data: Record<string, string>; read: boolean }[];
      unread: number;
    };
  };
  const waitFor = async (who: TestAccount, kind: string) => {
    for (let i = 0; i < 50; i++) {
      const found = (await list(who)).items.find((n) => n.kind === kind);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no ${kind} notification`);
  };

  it('raises deposit_credited on the live stream and in the list', async () => {
    const base = await listening(t.app);
    const live = await openLive(base, '/api/live', a.auth);
    try {
      await fund(t, a, 'BTC', '0.25');
      const event = await live.next((e) => e.keys.some((k) => k[0] === 'notifications'));
      expect(event.data).toEqual({ notification: 'deposit_credited' });
    } finally {
      live.close();
    }
    const item = await waitFor(a, 'deposit_credited');
    expect(item.data).toMatchObject({ amount: '0.25000000', coin: 'BTC' });
    expect((await list(a)).unread).toBeGreaterThan(0);
  });

  it('tells the recipient of a send, and marks one or all read; another user’s id is not_found', async () => {
    const btcB = await walletIn(t, b, 'BTC');
    const btcA = await walletIn(t, a, 'BTC');
    await sendMoney(t, a, btcA.id, { to: btcB.address, amount: '0.01' });
    const received = await waitFor(b, 'money_received');
    expect(received.data).toMatchObject({ amount: '0.01000000', coin: 'BTC' });
    const other = await t.app.inject({ method: 'PUT', url: `/api/notifications/${received.id}/read`, headers: a.auth });
    expect([other.statusCode, other.json().code]).toEqual([404, 'not_found']);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/notifications/nope/read', headers: b.auth });
    expect(bad.json().code).toBe('bad_params');
    const read = await t.app.inject({ method: 'PUT', url: `/api/notifications/${received.id}/read`, headers: b.auth });
    expect(read.json()).toMatchObject({ id: received.id, read: true });
    await t.app.inject({ method: 'PUT', url: '/api/notifications/read', headers: a.auth });
    expect((await list(a)).unread).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/notifications?limit=0', headers: a.auth })).json().code,
    ).toBe('bad_params');
  });

  it.each([
    '0000-02-29T08:00:01.661+20:22', // year 0 once read as UTC (fuzz seed 261621778)
    '0001-01-01T00:00:00+01:00',
    '+275760-09-13T00:00:00Z',
    '2026-02-30T00:00:00Z',
  ])('answers bad_params for a page before %s, an instant the database cannot hold', async (before) => {
    const url = `/api/notifications?before=${encodeURIComponent(before)}`;
    const res = await t.app.inject({ method: 'GET', url, headers: a.auth });
    expect([res.statusCode, res.json().code]).toEqual([400, 'bad_params']);
  });

  it('pages on an instant at the edge of what the database holds', async () => {
    const url = `/api/notifications?before=${encodeURIComponent('9999-12-31T23:59:59.999Z')}`;
    expect((await t.app.inject({ method: 'GET', url, headers: a.auth })).statusCode).toBe(200);
  });

  it('notifies failed and confirmed withdrawals', async () => {
    const btcA = await walletIn(t, a, 'BTC');
    const sent = await sendMoney(t, a, btcA.id, { to: 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', amount: '0.0005' });
    await ops(t, 'withdraw', 'fail', sent.json().id as string);
    expect((await waitFor(a, 'withdrawal_failed')).data.coin).toBe('BTC');
    const [mail] = await outbox(t.app, a.email);
    expect(mail?.kind).toBe('notification_withdrawal_failed');
    await sendMoney(t, a, btcA.id, { to: 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', amount: '0.0005' });
    await ops(t, 'chain', 'mine', '1');
    expect((await waitFor(a, 'withdrawal_confirmed')).data.amount).toBe('0.00050000');
  });

  it('keeps preferences per kind; security kinds stay emailed', async () => {
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: b.auth, payload });
    const prefs = (await put({ kind: 'deposit_credited', push: false, email: true })).json();
    expect(prefs.find((p: { kind: string }) => p.kind === 'deposit_credited')).toMatchObject({
      push: false,
      email: true,
    });
    const security = (await put({ kind: 'new_device_sign_in', push: false, email: false })).json();
    expect(security.find((p: { kind: string }) => p.kind === 'new_device_sign_in')).toMatchObject({
      email: true,
      emailLocked: true,
    });
    expect((await put({ kind: 'nope', push: true, email: true })).json().code).toBe('bad_params');
    // Email off for money_received: nothing in the outbox for it.
    await put({ kind: 'money_received', push: true, email: false });
    const result = await notify(t.app.services, b.user.id, 'money_received', { amount: '1', coin: 'BTC' });
    expect(result.emailed).toBe(false);
  });

  it('notifies a sign-in from a new device, by email whatever the preferences', async () => {
    await logIn(t.app, b.email, 'Str0ngPass', { headers: { deviceid: 'device-one' } });
    await logIn(t.app, b.email, 'Str0ngPass', { headers: { deviceid: 'device-one' } });
    expect((await list(b)).items.filter((n) => n.kind === 'new_device_sign_in')).toHaveLength(1);
    await logIn(t.app, b.email, 'Str0ngPass', {
      headers: { deviceid: 'device-two', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0' },
    });
    // Delivery follows the in-app notification: wait for the second sign-in's email itself.
    const mails = async () =>
      (await outbox(t.app, b.email)).filter((m) => m.kind === 'notification_new_device_sign_in');
    for (let i = 0; i < 50 && (await mails()).length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await list(b)).items.filter((n) => n.kind === 'new_device_sign_in')).toHaveLength(2);
    const [newest] = await mails();
    expect(newest?.text).toContain('Firefox');
  });

  it('pushes to a subscribed device with a VAPID signature and an encrypted payload', async () => {
    const key = (await t.app.inject({ method: 'GET', url: '/api/push/key', headers: a.auth })).json();
    expect(key.publicKey).toBe(vapid.publicKey);
    const subscribe = (endpoint: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/push/subscription',
        headers: a.auth,
        payload: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.authText }, permission: 'granted' },
      });
    expect((await subscribe(`${push.base}/push/device-1`)).json()).toEqual({ success: true });
    expect((await subscribe(`${push.base}/gone/device-2`)).json()).toEqual({ success: true });
    expect((await subscribe('ftp://example.com/x')).json().code).toBe('bad_params');
    const result = await notify(t.app.services, a.user.id, 'deposit_credited', { amount: '1.5', coin: 'ETH' });
    expect(push.refused).toEqual([]);
    expect(result.pushed).toBe(1);
    const [delivery] = push.deliveries;
    expect(delivery?.vapidKey).toBe(vapid.publicKey);
    expect(delivery?.claims).toMatchObject({ aud: push.base, sub: 'mailto:support@coffer.local' });
    expect(delivery?.payload).toMatchObject({
      kind: 'deposit_credited',
      title: 'Deposit credited',
      body: '1.5 ETH is in your wallet.',
    });
    // The 410 subscription was removed.
    const left = await t.db.query<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions WHERE user_id = $1', [
      a.user.id,
    ]);
    expect(left.map((r) => r.endpoint)).toEqual([`${push.base}/push/device-1`]);
    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscription',
      headers: a.auth,
      payload: { endpoint: `${push.base}/push/device-1` },
    });
    expect(off.json()).toEqual({ success: true });
    expect((await notify(t.app.services, a.user.id, 'deposit_credited', {})).pushed).toBe(0);
  });
});
