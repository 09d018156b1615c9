import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, activeCard, call, cardHolder, cardOp, orderFor, secretsOf } from './card-fixtures';
import { FakeClock, newAccount, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { ops, walletIn } from './money-fixtures';

describe(`card endpoints and status transitions (${TEST_TARGET})`, () => {
  let t: TestApp;
  let a: TestAccount;
  const clock = new FakeClock();
  beforeAll(async () => {
    // The identity gate on, as in production (feature tests run ungated by default).
    t = await testApp({ kycGatedActions: new Set(['cardOrder', 'withdrawal']) }, { now: clock.now });
    a = await cardHolder(t, 'card-endpoints@example.com', '0');
  });
  afterAll(() => t.close());

  it('refuses an order before the identity is confirmed', async () => {
    const b = await newAccount(t.app, 'card-unverified@example.com');
    await call(t, b, 'PUT', '/user/update', { termsCardVersion: '1.0.0' });
    await walletIn(t, b, 'EUR');
    const res = await call(t, b, 'POST', '/card/order', { coinCode: 'EUR', ...ADDRESS });
    expect(res.json().code).toBe('kyc_not_confirmed');
  });

  it('refuses an order without the card terms, outside the UK, with a bad postcode or limit, or without the wallet', async () => {
    const c = await newAccount(t.app, 'card-noterms@example.com');
    const { confirmIdentity } = await import('../src/modules/kyc/gate');
    await confirmIdentity(t.db, c.user.id);
    await walletIn(t, c, 'EUR');
    const noTerms = await call(t, c, 'POST', '/card/order', { coinCode: 'EUR', ...ADDRESS });
    expect(noTerms.json()).toMatchObject({ code: 'bad_params' });
    for (const bad of [
      { deliveryCountry: 'FR' },
      { deliveryPostCode: '75001' },
      { monthlyLimit: 299 },
      { monthlyLimit: 4001 },
      { deliveryStreet: '' },
      { coinCode: 'ETH' },
    ]) {
      const res = await call(t, a, 'POST', '/card/order', { coinCode: 'EUR', ...ADDRESS, ...bad });
      expect(res.json().code, JSON.stringify(bad)).toBe('bad_params');
    }
  });

  it('orders a card that holds only the last digits and the expiry, then refuses a second live card', async () => {
    const card = (
      await call(t, a, 'POST', '/card/order', { coinCode: 'EUR', ...ADDRESS, deliveryPostCode: 'nw16xe' })
    ).json();
    expect(card).toMatchObject({
      status: 'NOT_ACTIVATED',
      coinCode: 'EUR',
      monthlyLimit: 4000,
      monthlySpend: '0.00',
      shipped: false,
      deliveryPostCode: 'NW1 6XE',
      deliveryCountry: 'GB',
    });
    expect(card.pan).toMatch(/^•••• •••• •••• \d{4}$/);
    expect(card.expiration).toMatch(/^\d{2}\/\d{2}$/);
    const again = await call(t, a, 'POST', '/card/order', { coinCode: 'EUR', ...ADDRESS });
    expect(again.json().code).toBe('card_already_exist');
    const list = (await call(t, a, 'GET', '/card')).json();
    expect(list).toHaveLength(1);
    expect((await call(t, a, 'GET', `/card/${card.id}`)).json()).toEqual(card);
  });

  it('changes the address before shipping only, the limit within 300 to 4000, and the funding coin', async () => {
    const [card] = (await call(t, a, 'GET', '/card')).json();
    const moved = await call(t, a, 'PUT', `/card/${card.id}`, { deliveryTown: 'Oxford', deliveryPostCode: 'OX1 2JD' });
    expect(moved.json()).toMatchObject({ deliveryTown: 'Oxford', deliveryPostCode: 'OX1 2JD' });
    expect((await call(t, a, 'PUT', `/card/${card.id}`, { monthlyLimit: 250 })).json().code).toBe('bad_params');
    expect((await call(t, a, 'PUT', `/card/${card.id}`, { monthlyLimit: 300 })).json().monthlyLimit).toBe(300);
    expect((await call(t, a, 'PUT', `/card/${card.id}`, {})).json().code).toBe('bad_params');
    await walletIn(t, a, 'GBP');
    expect((await call(t, a, 'PUT', `/card/${card.id}`, { coinCode: 'GBP' })).json().coinCode).toBe('GBP');
    expect((await call(t, a, 'PUT', `/card/${card.id}`, { coinCode: 'EUR' })).json().coinCode).toBe('EUR');
    await ops(t, 'card', 'ship', a.email);
    const late = await call(t, a, 'PUT', `/card/${card.id}`, { deliveryTown: 'Leeds' });
    expect(late.json().code).toBe('card_status_invalid');
  });

  it('activates only with the printed last digits and CVC2', async () => {
    const [card] = (await call(t, a, 'GET', '/card')).json();
    const { pan, cvc2 } = await secretsOf(t, card.id);
    const wrongCvc = String((Number(cvc2) + 1) % 1000).padStart(3, '0');
    const bad = await call(t, a, 'PUT', `/card/${card.id}/status`, {
      status: 'ACTIVE',
      lastDigits: pan.slice(-4),
      cvc2: wrongCvc,
    });
    expect(bad.json().code).toBe('invalid_card_cvc2');
    const missing = await call(t, a, 'PUT', `/card/${card.id}/status`, { status: 'ACTIVE' });
    expect(missing.json().code).toBe('bad_params');
    const ok = await call(t, a, 'PUT', `/card/${card.id}/status`, {
      status: 'ACTIVE',
      lastDigits: pan.slice(-4),
      cvc2,
    });
    expect(ok.json().status).toBe('ACTIVE');
  });

  it('walks the holder transitions: freeze, unfreeze, PIN unblock; refuses the operator-only and unknown ones', async () => {
    const [card] = (await call(t, a, 'GET', '/card')).json();
    const status = (s: string) => call(t, a, 'PUT', `/card/${card.id}/status`, { status: s });
    expect((await status('SUSPENDED')).json().status).toBe('SUSPENDED');
    expect((await status('SUSPENDED')).json().code).toBe('card_status_invalid');
    expect((await status('ACTIVE')).json().status).toBe('ACTIVE');
    for (const s of ['RISK', 'FRAUD', 'PIN_BLOCKED', 'NOT_ACTIVATED', 'ACTIVE']) {
      expect((await status(s)).json().code, s).toBe('card_status_invalid');
    }
    expect((await call(t, a, 'PUT', `/card/${card.id}/status`, { status: 'BOGUS' })).json().code).toBe('bad_params');
    expect((await call(t, a, 'PUT', `/card/${card.id}/unblockPin`)).json().code).toBe('card_status_invalid');
    await ops(t, 'card', 'pin-block', a.email);
    expect((await call(t, a, 'GET', `/card/${card.id}`)).json().status).toBe('PIN_BLOCKED');
    expect((await status('ACTIVE')).json().code).toBe('card_status_invalid');
    expect((await call(t, a, 'PUT', `/card/${card.id}/unblockPin`)).json().status).toBe('ACTIVE');
    await ops(t, 'card', 'status', a.email, 'RISK');
    expect((await status('ACTIVE')).json().code).toBe('card_status_invalid');
    expect((await status('SUSPENDED')).json().code).toBe('card_status_invalid');
    await ops(t, 'card', 'status', a.email, 'ACTIVE');
    expect((await call(t, a, 'GET', `/card/${card.id}`)).json().status).toBe('ACTIVE');
  });

  it('gives a card-details URL that works once, expires, and carries its own strict CSP', async () => {
    const [card] = (await call(t, a, 'GET', '/card')).json();
    const frame = (await call(t, a, 'GET', `/card/${card.id}/iframe/dark`)).json();
    expect(frame.url).toMatch(/^\/api\/issuer\/card-details\/[A-Za-z0-9_-]{43}$/);
    const page = await t.app.inject({ method: 'GET', url: frame.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    const { pan } = await secretsOf(t, card.id);
    expect(page.body.replaceAll(' ', '')).toContain(pan);
    const twice = await t.app.inject({ method: 'GET', url: frame.url });
    expect(twice.json().code).toBe('not_found');
    expect((await call(t, a, 'GET', `/card/${card.id}/iframe/other`)).json().code).toBe('bad_params');
    const late = (await call(t, a, 'GET', `/card/${card.id}/iframe/light`)).json();
    clock.advance(61_000);
    expect((await t.app.inject({ method: 'GET', url: late.url })).json().code).toBe('not_found');
  });

  it('a reported card is final; a new card may then be ordered', async () => {
    const [card] = (await call(t, a, 'GET', '/card')).json();
    expect((await call(t, a, 'PUT', `/card/${card.id}/status`, { status: 'LOST' })).json().status).toBe('LOST');
    for (const s of ['ACTIVE', 'SUSPENDED', 'STOLEN']) {
      expect((await call(t, a, 'PUT', `/card/${card.id}/status`, { status: s })).json().code, s).toBe(
        'card_status_invalid',
      );
    }
    expect((await cardOp(t, 'authorize', a.email, '1', 'EUR')).line).toMatch(/REJECTED/);
    const next = await orderFor(t, a);
    expect(next.status).toBe('NOT_ACTIVATED');
    expect((await call(t, a, 'GET', '/card')).json()).toHaveLength(2);
  });

  it('answers unknown ids with not_found', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const url of [`/card/${id}`, `/cardOperation/${id}`, `/wallet/${id}/cardOperations`]) {
      expect((await call(t, a, 'GET', url)).json().code, url).toBe('not_found');
    }
  });

  it('stolen from a fresh card works too, and the stolen card declines', async () => {
    const b = await cardHolder(t, 'card-stolen@example.com', '50');
    const id = await activeCard(t, b);
    expect((await call(t, b, 'PUT', `/card/${id}/status`, { status: 'STOLEN' })).json().status).toBe('STOLEN');
    expect((await cardOp(t, 'authorize', b.email, '1', 'EUR')).line).toMatch(/REJECTED \(card_reported\)/);
  });
});
