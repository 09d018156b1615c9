import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxPriceOracle } from '../src/providers/prices';
import { activeCard, call, cardHolder, cardLedgerClean, cardOp, cardOpRefused } from './card-fixtures';
import { FakeClock, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { balance, walletIn } from './money-fixtures';

const clock = new FakeClock();
const prices = new SandboxPriceOracle(Buffer.alloc(32, 3));

describe(`card money: authorisations, clearing, reversal, refund, ATM (${TEST_TARGET})`, () => {
  let t: TestApp;
  let a: TestAccount;
  let cardId: string;
  beforeAll(async () => {
    t = await testApp({}, { now: clock.now, prices });
    a = await cardHolder(t, 'card-money@example.com', '1000');
    cardId = await activeCard(t, a, { monthlyLimit: 500 });
  });
  afterAll(async () => {
    await cardLedgerClean(t);
    await t.close();
  });

  it('approves an authorisation by holding the amount, and clears it for less', async () => {
    const { id, line } = await cardOp(
      t,
      'authorize',
      a.email,
      '40',
      'EUR',
      '--merchant',
      'Corner Shop',
      '--mcc',
      '5411',
    );
    expect(line).toMatch(/AUTHORIZED/);
    expect(await balance(t, a, 'EUR')).toBe('960.00');
    const op = (await call(t, a, 'GET', `/cardOperation/${id}`)).json();
    expect(op).toMatchObject({
      status: 'AUTHORIZED',
      side: 'OUTGOING',
      amount: '40.00',
      merchantName: 'Corner Shop',
      merchantCategoryCode: '5411',
      merchantCategory: 'Grocery Stores, Supermarkets',
      cardId,
    });
    await cardOp(t, 'clear', id, '35');
    expect(await balance(t, a, 'EUR')).toBe('965.00');
    expect((await call(t, a, 'GET', `/cardOperation/${id}`)).json()).toMatchObject({
      status: 'CONFIRMED',
      amount: '35.00',
    });
  });

  it('clears for more than the hold, taking the difference from the wallet', async () => {
    const { id } = await cardOp(t, 'authorize', a.email, '20', 'EUR');
    await cardOp(t, 'clear', id, '25.50');
    expect(await balance(t, a, 'EUR')).toBe('939.50');
  });

  it('reverses an authorisation: the hold is released', async () => {
    const { id } = await cardOp(t, 'authorize', a.email, '30', 'EUR');
    expect(await balance(t, a, 'EUR')).toBe('909.50');
    const { line } = await cardOp(t, 'reverse', id);
    expect(line).toMatch(/CANCELED/);
    expect(await balance(t, a, 'EUR')).toBe('939.50');
    expect(await cardOpRefused(t, 'clear', id)).toMatch(/transaction_status_invalid/);
  });

  it('refunds after clearing, in part then the rest, never more than was paid', async () => {
    const { id } = await cardOp(t, 'authorize', a.email, '50', 'EUR', '--merchant', 'Book Shop', '--mcc', '5942');
    await cardOp(t, 'clear', id);
    expect(await balance(t, a, 'EUR')).toBe('889.50');
    const first = await cardOp(t, 'refund', id, '20');
    expect(first.line).toMatch(/REFUNDED/);
    expect(await balance(t, a, 'EUR')).toBe('909.50');
    await cardOp(t, 'refund', id);
    expect(await balance(t, a, 'EUR')).toBe('939.50');
    expect(await cardOpRefused(t, 'refund', id, '1')).toMatch(/amount_too_high/);
    const refund = (await call(t, a, 'GET', `/cardOperation/${first.id}`)).json();
    expect(refund).toMatchObject({
      type: 'REFUND',
      status: 'REFUNDED',
      side: 'INCOMING',
      amount: '20.00',
      parentId: id,
    });
  });

  it('an ATM withdrawal is cleared at once and carries the withdraw fee', async () => {
    const { id, line } = await cardOp(t, 'atm', a.email, '100', 'EUR');
    expect(line).toMatch(/CONFIRMED/);
    expect(await balance(t, a, 'EUR')).toBe('837.50');
    expect((await call(t, a, 'GET', `/cardOperation/${id}`)).json()).toMatchObject({
      type: 'ATM',
      fees: '2.00',
      amount: '100.00',
    });
  });

  it('converts a foreign merchant currency at the oracle rate', async () => {
    const { id } = await cardOp(t, 'authorize', a.email, '10', 'USD', '--country', 'US');
    const op = (await call(t, a, 'GET', `/cardOperation/${id}`)).json();
    expect(op).toMatchObject({ transactionAmount: '10.00', transactionCurrency: 'USD', country: 'US' });
    expect(Number(op.amount)).toBeGreaterThan(0);
    expect(op.amountEUR).toBe(op.amount);
    await cardOp(t, 'reverse', id);
  });

  it('declines with a recorded reason: monthly limit, balance short, frozen, reported', async () => {
    // Spent this month: 35 + 25.50 + 50 - 50 (refunded) + 100 ATM = 160.50 of 500.
    const limit = await cardOp(t, 'authorize', a.email, '400', 'EUR');
    expect(limit.line).toMatch(/REJECTED \(monthly_limit\)/);
    await call(t, a, 'PUT', `/card/${cardId}`, { monthlyLimit: 4000 });
    const short = await cardOp(t, 'authorize', a.email, '900', 'EUR');
    expect(short.line).toMatch(/REJECTED \(insufficient_funds\)/);
    expect(await balance(t, a, 'EUR')).toBe('837.50');
    await call(t, a, 'PUT', `/card/${cardId}/status`, { status: 'SUSPENDED' });
    expect((await cardOp(t, 'authorize', a.email, '5', 'EUR')).line).toMatch(/REJECTED \(card_not_active\)/);
    await call(t, a, 'PUT', `/card/${cardId}/status`, { status: 'ACTIVE' });
    expect((await cardOp(t, 'authorize', a.email, '5', 'EUR')).line).toMatch(/AUTHORIZED/);
    const rejected = (await call(t, a, 'GET', '/cardOperation?status=REJECTED&limit=50')).json();
    expect(rejected.map((o: { declineReason: string }) => o.declineReason).sort()).toEqual([
      'card_not_active',
      'insufficient_funds',
      'monthly_limit',
    ]);
  });

  it('lists card operations per wallet with the filters, and shows them in the wallet history with their labels', async () => {
    const eur = await walletIn(t, a, 'EUR');
    const all = (await call(t, a, 'GET', `/wallet/${eur.id}/cardOperations?limit=100`)).json();
    expect(all.length).toBeGreaterThan(8);
    const atm = (await call(t, a, 'GET', `/wallet/${eur.id}/cardOperations?type=ATM`)).json();
    expect(atm).toHaveLength(1);
    const history = (await call(t, a, 'GET', `/wallet/${eur.id}/history?limit=50`)).json();
    const cardRows = history.items.filter(
      (i: { transaction: { ref: string } | null }) => i.transaction?.ref === 'CARD_OPERATION',
    );
    expect(
      cardRows.some((i: { transaction: { merchantName: string } }) => i.transaction.merchantName === 'Book Shop'),
    ).toBe(true);
    const kinds = new Set(
      cardRows.map((i: { transaction: { extra: { operationType: string } } }) => i.transaction.extra.operationType),
    );
    expect([...kinds].sort()).toEqual(['ATM', 'PURCHASE', 'REFUND']);
    // The history's signed rows add up to the balance.
    const card = (await call(t, a, 'GET', `/card/${cardId}`)).json();
    expect(card.monthlySpend).toBe('165.50');
  });

  it('a repeated issuer event moves money once', async () => {
    const { authorize } = await import('../src/modules/cards/events');
    const request = {
      eventId: 'evt_repeat_1',
      cardId,
      cents: 700n,
      currency: 'EUR' as const,
      merchantName: 'Twice',
      merchantId: null,
      mcc: '5812',
      country: 'GB',
    };
    const before = await balance(t, a, 'EUR');
    const first = await authorize(t.app.services, request);
    const second = await authorize(t.app.services, request);
    expect(second).toMatchObject({ operationId: first.operationId, status: 'AUTHORIZED', applied: false });
    expect(Number(before) - Number(await balance(t, a, 'EUR'))).toBeCloseTo(7, 5);
    const { clear } = await import('../src/modules/cards/events');
    await clear(t.app.services, { eventId: 'evt_clear_1', operationId: first.operationId });
    const again = await clear(t.app.services, { eventId: 'evt_clear_1', operationId: first.operationId });
    expect(again.applied).toBe(false);
  });
});
