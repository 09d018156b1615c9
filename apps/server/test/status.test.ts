import { accountStatus } from '@coffer/contract';
import { ACCESS_DENIED_DESCRIPTION, walletCoins } from '@coffer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { FakeClock, newAccount, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';

describe(`GET /api/ account status (${TEST_TARGET})`, () => {
  let t: TestApp;
  const clock = new FakeClock();
  let a: TestAccount;
  beforeAll(async () => {
    t = await testApp({}, { now: clock.now });
    a = await newAccount(t.app, 'status@example.com');
  });
  afterAll(() => t.close());

  const expectedCoins = walletCoins({ production: false }).map((c) => c.code);

  it('gives the supported coins and per-coin flags without a token', async () => {
    for (const url of ['/api/', '/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(z.strictObject(accountStatus().shape).safeParse(body).success).toBe(true);
      expect(body.supported_coins).toEqual(expectedCoins);
      expect(body.supported_coins).toContain('BTC');
      expect(body.supported_deposit_coins).toEqual(expectedCoins);
      expect(body.supported_withdrawal_coins).toEqual(expectedCoins);
      expect(body.network).toBe('testnet');
      expect(body.maintenance).toBe(false);
      expect(body.coins.map((c: { code: string }) => c.code)).toEqual(expectedCoins);
      for (const coin of body.coins) {
        expect(coin).toEqual({
          code: expect.any(String),
          maintenance: false,
          deposit: true,
          withdraw: true,
          min_transfer: expect.stringMatching(/^\d+(\.\d+)?$/),
        });
      }
      expect(body).not.toHaveProperty('identityConfirmed');
      expect(body).not.toHaveProperty('createdAt');
    }
  });

  it('adds identityConfirmed and createdAt with a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/', headers: a.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.identityConfirmed).toBe(false);
    expect(body.createdAt).toBe(new Date(clock.ms).toISOString());
    expect(body.createdAt).toBe(a.user.createdAt);
    expect(body.supported_coins).toEqual(expectedCoins);
  });

  it('shows a confirmed identity', async () => {
    await t.db.query('UPDATE users SET identity_confirmed = true WHERE id = $1', [a.user.id]);
    const res = await t.app.inject({ method: 'GET', url: '/api/', headers: a.auth });
    expect(res.json().identityConfirmed).toBe(true);
  });

  it('refuses a revoked or unknown token with access_denied', async () => {
    for (const authorization of ['Bearer not-a-token', `Bearer ${'z'.repeat(43)}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/', headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'access_denied', description: ACCESS_DENIED_DESCRIPTION });
    }
    await t.app.inject({ method: 'GET', url: '/api/user/logout', headers: a.auth });
    const revoked = await t.app.inject({ method: 'GET', url: '/api/', headers: a.auth });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().code).toBe('access_denied');
  });
});

describe(`account status on mainnet (${TEST_TARGET})`, () => {
  it('names the configured network', async () => {
    const t = await testApp({ network: 'mainnet' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/' });
      expect(res.statusCode).toBe(200);
      expect(res.json().network).toBe('mainnet');
    } finally {
      await t.close();
    }
  });
});
