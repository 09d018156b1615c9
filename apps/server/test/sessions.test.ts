import { ACCESS_DENIED_DESCRIPTION } from '@coffer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock, logIn, MINUTE, newAccount, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';

const denied = { code: 'access_denied', description: ACCESS_DENIED_DESCRIPTION };

describe(`GET /api/token/getAll and DELETE /api/token/{id} (${TEST_TARGET})`, () => {
  let t: TestApp;
  const clock = new FakeClock();
  let phone: TestAccount;
  let laptop: TestAccount;
  let stranger: TestAccount;
  beforeAll(async () => {
    t = await testApp({}, { now: clock.now });
    const first = await newAccount(t.app, 'owner@example.com');
    await t.app.inject({ method: 'GET', url: '/api/user/logout', headers: first.auth });
    phone = await logIn(t.app, 'owner@example.com', 'Str0ngPass', {
      headers: { DeviceID: 'phone-1', AppVersion: '3.5.7', AppsFlyerId: 'af-1', 'user-agent': 'CofferApp/3.5.7' },
    });
    clock.advance(5 * MINUTE);
    laptop = await logIn(t.app, 'owner@example.com', 'Str0ngPass', { headers: { 'user-agent': 'Firefox' } });
    stranger = await newAccount(t.app, 'stranger@example.com');
  });
  afterAll(() => t.close());

  const list = (account: TestAccount) =>
    t.app.inject({ method: 'GET', url: '/api/token/getAll', headers: account.auth });
  const revoke = (account: TestAccount, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/token/${id}`, headers: account.auth });
  const me = (account: TestAccount) => t.app.inject({ method: 'GET', url: '/api/user/me', headers: account.auth });

  async function idOf(account: TestAccount, deviceId: string | null, viewer = account): Promise<string> {
    const rows = (await list(viewer)).json() as { id: string; deviceId: string | null; current: boolean }[];
    const row = rows.find((r) => r.deviceId === deviceId);
    if (!row) throw new Error('session not listed');
    return row.id;
  }

  it('lists the sessions of the user with device, app version, times and the current flag', async () => {
    const res = await list(laptop);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows).toHaveLength(2);
    const start = new Date(clock.ms - 5 * MINUTE).toISOString();
    expect(rows).toContainEqual({
      id: expect.any(String),
      deviceId: 'phone-1',
      appVersion: '3.5.7',
      userAgent: 'CofferApp/3.5.7',
      browser: null,
      os: null,
      device: null,
      createdAt: start,
      lastUsedAt: start,
      current: false,
    });
    expect(rows).toContainEqual(
      expect.objectContaining({ deviceId: null, appVersion: null, userAgent: 'Firefox', current: true }),
    );
    expect(JSON.stringify(rows)).not.toContain(phone.token);
    const fromPhone = (await list(phone)).json() as { deviceId: string | null; current: boolean }[];
    expect(fromPhone.find((r) => r.current)?.deviceId).toBe('phone-1');
  });

  it('never lists another user’s sessions', async () => {
    const rows = (await list(stranger)).json();
    expect(rows).toHaveLength(1);
    expect(rows[0].current).toBe(true);
  });

  it('refuses to revoke the current session with token_in_use', async () => {
    const id = await idOf(laptop, null);
    const res = await revoke(laptop, id);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('token_in_use');
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it('answers not_found for another user’s session id and leaves it alone', async () => {
    const strangerId = ((await list(stranger)).json() as { id: string }[])[0]?.id as string;
    const res = await revoke(laptop, strangerId);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    expect((await me(stranger)).statusCode).toBe(200);
  });

  it('answers not_found for an unknown id and bad_params for a malformed one', async () => {
    const unknown = await revoke(laptop, '6f1c8c1e-8d0b-4f5e-9a53-2f1d2b3c4d5e');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    for (const bad of ['123', 'not-a-uuid', `${'a'.repeat(40)}`]) {
      const res = await revoke(laptop, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('bad_params');
    }
  });

  it('revokes another session of the user; its token is then access_denied', async () => {
    const id = await idOf(laptop, 'phone-1');
    const res = await revoke(laptop, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const after = await me(phone);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(denied);
    expect((await list(laptop)).json()).toHaveLength(1);
    const again = await revoke(laptop, id);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('not_found');
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/token/getAll' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(denied);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/token/6f1c8c1e-8d0b-4f5e-9a53-2f1d2b3c4d5e' });
    expect(del.statusCode).toBe(401);
    expect(del.json()).toEqual(denied);
  });

  it('records when a session was last used', async () => {
    clock.advance(10 * MINUTE);
    expect((await me(laptop)).statusCode).toBe(200);
    const [row] = (await list(laptop)).json() as { lastUsedAt: string }[];
    expect(row?.lastUsedAt).toBe(new Date(clock.ms).toISOString());
  });
});

describe(`session expiry (${TEST_TARGET})`, () => {
  let t: TestApp;
  const clock = new FakeClock();
  beforeAll(async () => {
    t = await testApp({ sessionIdleMs: 30 * MINUTE, sessionMaxMs: 120 * MINUTE }, { now: clock.now });
    await newAccount(t.app, 'expiry@example.com');
  });
  afterAll(() => t.close());

  const me = (account: TestAccount) => t.app.inject({ method: 'GET', url: '/api/user/me', headers: account.auth });

  it('ends a session idle for longer than the idle limit with token_expired, then access_denied', async () => {
    const s = await logIn(t.app, 'expiry@example.com');
    clock.advance(29 * MINUTE);
    expect((await me(s)).statusCode).toBe(200);
    clock.advance(31 * MINUTE);
    const expired = await me(s);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('token_expired');
    const later = await me(s);
    expect(later.statusCode).toBe(401);
    expect(later.json()).toEqual(denied);
  });

  it('keeps an active session alive past the idle limit', async () => {
    const s = await logIn(t.app, 'expiry@example.com');
    for (let i = 0; i < 3; i++) {
      clock.advance(20 * MINUTE);
      expect((await me(s)).statusCode).toBe(200);
    }
  });

  it('ends even an active session after the absolute lifetime', async () => {
    const s = await logIn(t.app, 'expiry@example.com');
    for (let i = 0; i < 5; i++) {
      clock.advance(20 * MINUTE);
      expect((await me(s)).statusCode).toBe(200);
    }
    clock.advance(21 * MINUTE); // 121 minutes after login, last use 21 minutes ago
    const res = await me(s);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_expired');
  });

  it('an expired session is not listed and cannot be revoked', async () => {
    const keep = await logIn(t.app, 'expiry@example.com');
    const old = await logIn(t.app, 'expiry@example.com');
    const oldId = (
      (await t.app.inject({ method: 'GET', url: '/api/token/getAll', headers: old.auth })).json() as {
        id: string;
        current: boolean;
      }[]
    ).find((r) => r.current)?.id as string;
    clock.advance(20 * MINUTE);
    await me(keep);
    clock.advance(20 * MINUTE);
    expect((await me(old)).json().code).toBe('token_expired');
    const rows = (await t.app.inject({ method: 'GET', url: '/api/token/getAll', headers: keep.auth })).json();
    expect(rows.map((r: { id: string }) => r.id)).not.toContain(oldId);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/token/${oldId}`, headers: keep.auth });
    expect(res.statusCode).toBe(404);
  });
});
