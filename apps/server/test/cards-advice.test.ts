import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorize } from '../src/modules/cards/events';
import { SandboxPriceOracle } from '../src/providers/prices';
import { activeCard, call, cardHolder, cardLedgerClean, cardOp } from './card-fixtures';
import { FakeClock, TEST_TARGET, type TestAccount, type TestApp, testApp } from './helpers';
import { balance, ops } from './money-fixtures';

const clock = new FakeClock();
const prices = new SandboxPriceOracle(Buffer.alloc(32, 3));

/** Coffer's card_losses balance in EUR atomic units (negative: what Coffer covered). */
async function losses(t: TestApp): Promise<string> {
  const [row] = await t.app.services.db.query<{ balance: string }>(
    "SELECT balance::text AS balance FROM ledger_accounts WHERE kind = 'system' AND code = 'card_losses' AND coin = 'EUR'",
  );
  return row?.balance ?? '0';
}

describe(`card authorisation advice (${TEST_TARGET})`, () => {
  let t: TestApp;
  let a: TestAccount;
  let cardId: string;
  beforeAll(async () => {
    t = await testApp({}, { now: clock.now, prices });
    a = await cardHolder(t, 'card-advice@example.com', '100');
    cardId = await activeCard(t, a, { monthlyLimit: 300 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('records and holds an advice its own checks would decline (frozen card), and clears it', async () => {
    await ops(t, 'card', 'status', a.email, 'SUSPENDED');
    expect((await cardOp(t, 'authorize', a.email, '10', 'EUR')).line).toMatch(/REJECTED \(card_not_active\)/);
    const { id, line } = await cardOp(t, 'advice', a.email, '10', 'EUR', '--merchant', 'Stand-in', '--mcc', '5411');
    expect(line).toMatch(/AUTHORIZED/);
    expect(await balance(t, a, 'EUR')).toBe('90.00');
    await cardOp(t, 'clear', id);
    expect((await call(t, a, 'GET', `/cardOperation/${id}`)).json()).toMatchObject({
      status: 'CONFIRMED',
      amount: '10.00',
    });
    await ops(t, 'card', 'status', a.email, 'ACTIVE');
    await cardLedgerClean(t);
  });

  it('covers a shortfall from card_losses, and the same advice twice moves money once', async () => {
    const lossesBefore = BigInt(await losses(t));
    const request = {
      eventId: 'evt_advice_1',
      cardId,
      cents: 15000n,
      currency: 'EUR' as const,
      merchantName: 'Offline',
      merchantId: null,
      mcc: '5812',
      country: 'GB',
      advice: true,
    };
    const first = await authorize(t.app.services, request);
    const second = await authorize(t.app.services, request);
    expect(first).toMatchObject({ status: 'AUTHORIZED', applied: true });
    expect(second).toMatchObject({ operationId: first.operationId, status: 'AUTHORIZED', applied: false });
    // The wallet had 90: all of it is held, Coffer covers the other 60 once.
    expect(await balance(t, a, 'EUR')).toBe('0.00');
    await cardLedgerClean(t);
    await cardOp(t, 'clear', first.operationId);
    expect(await balance(t, a, 'EUR')).toBe('0.00');
    // Cleared: Coffer's card_losses paid the 60.00 the wallet could not, once.
    expect(lossesBefore - BigInt(await losses(t))).toBe(6000n);
    expect((await call(t, a, 'GET', `/cardOperation/${first.operationId}`)).json()).toMatchObject({
      status: 'CONFIRMED',
      amount: '150.00',
    });
    await cardLedgerClean(t);
  });

  it('a reversed covered advice gives the wallet back only what it paid', async () => {
    await ops(t, 'deposit', a.email, 'EUR', '20');
    const lossesBefore = await losses(t);
    const { id } = await cardOp(t, 'advice', a.email, '50', 'EUR');
    expect(await balance(t, a, 'EUR')).toBe('0.00');
    await cardOp(t, 'reverse', id);
    expect(await balance(t, a, 'EUR')).toBe('20.00');
    expect(await losses(t)).toBe(lossesBefore);
    await cardLedgerClean(t);
  });
});
