import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountStatusLabel,
  type CardOrder,
  cardLimitError,
  cardOperationSide,
  cardStatusLabel,
  hasCard,
  isCardOrderComplete,
  isValidCardLimit,
  monthlyCardSpend,
  NOT_CREATED,
  operationsInUtcMonth,
} from '../../src/cards/index';
import { CARD_LIMIT_MAX, CARD_LIMIT_MIN } from '../../src/constants';

describe('card status labels (section 4)', () => {
  it.each([
    ['NOT_ACTIVATED', 'NOT ACTIVATED'],
    ['PIN_BLOCKED', 'BLOCKED PIN'],
    ['SUSPENDED', 'BLOCKED'],
    ['STOLEN', 'BLOCKED'],
    ['LOST', 'BLOCKED'],
    ['RISK', 'BLOCKED'],
    ['FRAUD', 'BLOCKED'],
    ['ACTIVE', 'ACTIVE'],
    ['NOT_CREATED', 'NOT_CREATED'],
    [null, 'UNKNOWN'],
    [undefined, 'UNKNOWN'],
    ['', 'UNKNOWN'],
  ])('%s -> %s', (status, expected) => {
    expect(cardStatusLabel(status)).toBe(expected);
  });

  it.each([
    [NOT_CREATED, false],
    ['ACTIVE', true],
    [null, false],
  ])('has a card with status %s: %s', (status, expected) => {
    expect(hasCard(status)).toBe(expected);
  });

  it.each([
    [true, 'Active'],
    [false, 'InActive'],
  ])('account status with identityConfirmed %s -> %s', (confirmed, expected) => {
    expect(accountStatusLabel(confirmed)).toBe(expected);
  });
});

describe('card order complete (section 4)', () => {
  const full: CardOrder = {
    status: 'NOT_ACTIVATED',
    deliveryStreet: 'Baker Street',
    deliveryStreetNumber: '221B',
    deliveryTown: 'London',
    deliveryPostCode: 'NW1 6XE',
  };
  it.each<[string, CardOrder | null, boolean]>([
    ['all filled', full, true],
    ['country is not required', { ...full, deliveryCountry: null }, true],
    ['no status', { ...full, status: '' }, false],
    ['no street', { ...full, deliveryStreet: null }, false],
    ['no street number', { ...full, deliveryStreetNumber: undefined }, false],
    ['blank town', { ...full, deliveryTown: '   ' }, false],
    ['no post code', { ...full, deliveryPostCode: '' }, false],
    ['no card', null, false],
  ])('%s -> %s', (_name, card, expected) => {
    expect(isCardOrderComplete(card)).toBe(expected);
  });
});

describe('card operation side (section 4)', () => {
  it.each([
    ['PRE_AUTHORIZED', 'OUTGOING'],
    ['AUTHORIZED', 'OUTGOING'],
    ['CONFIRMED', 'OUTGOING'],
    ['CANCELED', 'OUTGOING'],
    ['REJECTED', 'OUTGOING'],
    ['ERROR', 'OUTGOING'],
    ['REFUNDED', 'INCOMING'],
    ['PENDING', 'INCOMING'],
    [null, 'INCOMING'],
  ])('%s -> %s', (status, expected) => {
    expect(cardOperationSide(status)).toBe(expected);
  });
});

describe('monthly card spend (section 4)', () => {
  it.each([
    ['PRE_AUTHORIZED', 1000n],
    ['AUTHORIZED', 1000n],
    ['PENDING', 1000n],
    ['UNCONFIRMED', 1000n],
    ['CONFIRMED', 1000n],
    ['APPROVED', 1000n],
    ['BLOCKED', 1000n],
    ['REFUNDED', -1000n],
    ['CANCELED', 0n],
    ['REJECTED', 0n],
    ['ERROR', 0n],
  ])('%s counts as %s', (status, expected) => {
    expect(monthlyCardSpend([{ status, amount: 1000n }])).toBe(expected);
  });

  it('adds spends and subtracts refunds exactly', () => {
    const operations = [
      { status: 'CONFIRMED', amount: 12_345n },
      { status: 'AUTHORIZED', amount: 655n },
      { status: 'REFUNDED', amount: 1_000n },
      { status: 'CANCELED', amount: 99_999n },
    ];
    expect(monthlyCardSpend(operations)).toBe(12_000n);
    expect(monthlyCardSpend([])).toBe(0n);
  });

  it('is additive over any split of the operations', () => {
    const op = fc.record({
      status: fc.constantFrom('CONFIRMED', 'REFUNDED', 'CANCELED', 'BLOCKED'),
      amount: fc.bigInt({ min: 0n, max: 10n ** 12n }),
    });
    fc.assert(
      fc.property(fc.array(op), fc.array(op), (a, b) => {
        expect(monthlyCardSpend([...a, ...b])).toBe(monthlyCardSpend(a) + monthlyCardSpend(b));
      }),
    );
  });

  it('keeps the operations of one UTC month', () => {
    const operations = [
      { id: 'a', createdAt: '2024-02-29T23:59:59.999Z' },
      { id: 'b', createdAt: '2024-03-01T00:00:00.000Z' },
      { id: 'c', createdAt: '2024-03-31T23:30:00-01:00' },
      { id: 'd', createdAt: new Date(Date.UTC(2024, 2, 15)) },
    ];
    expect(operationsInUtcMonth(operations, 2024, 3).map((op) => op.id)).toEqual(['b', 'd']);
  });
});

describe('card limit (section 5)', () => {
  it.each([
    [CARD_LIMIT_MIN, null],
    [CARD_LIMIT_MAX, null],
    ['300', null],
    ['1500.50', null],
    [299, 'minAmount'],
    ['299.999', 'minAmount'],
    [4001, 'maxAmount'],
    ['4000.01', 'maxAmount'],
    ['', 'empty'],
    [null, 'empty'],
    ['abc', 'invalid'],
  ])('%s -> %s', (value, expected) => {
    expect(cardLimitError(value)).toBe(expected);
    expect(isValidCardLimit(value)).toBe(expected === null);
  });
});
