import { describe, expect, it } from 'vitest';
import {
  activationNeedsCvc,
  CARD_STATUS_VALUES,
  canChangeCardStatus,
  canUnblockPin,
  cardSpendBlock,
  isFinalCardStatus,
  isLiveCardStatus,
} from '../../src/cards/index';

describe('card status transitions (decision 0025)', () => {
  it.each([
    ['NOT_ACTIVATED', 'ACTIVE', 'holder', true],
    ['ACTIVE', 'SUSPENDED', 'holder', true],
    ['SUSPENDED', 'ACTIVE', 'holder', true],
    ['ACTIVE', 'LOST', 'holder', true],
    ['SUSPENDED', 'STOLEN', 'holder', true],
    ['PIN_BLOCKED', 'LOST', 'holder', true],
    ['PIN_BLOCKED', 'ACTIVE', 'holder', false],
    ['PIN_BLOCKED', 'ACTIVE', 'operator', true],
    ['ACTIVE', 'PIN_BLOCKED', 'holder', false],
    ['ACTIVE', 'PIN_BLOCKED', 'operator', true],
    ['ACTIVE', 'RISK', 'holder', false],
    ['ACTIVE', 'RISK', 'operator', true],
    ['ACTIVE', 'FRAUD', 'holder', false],
    ['ACTIVE', 'FRAUD', 'operator', true],
    ['RISK', 'ACTIVE', 'holder', false],
    ['RISK', 'ACTIVE', 'operator', true],
    ['LOST', 'ACTIVE', 'holder', false],
    ['LOST', 'ACTIVE', 'operator', false],
    ['STOLEN', 'SUSPENDED', 'operator', false],
    ['FRAUD', 'ACTIVE', 'operator', false],
    ['ACTIVE', 'ACTIVE', 'holder', false],
    ['NOT_ACTIVATED', 'SUSPENDED', 'holder', false],
    ['ACTIVE', 'NOT_ACTIVATED', 'operator', false],
    ['ACTIVE', 'BOGUS', 'operator', false],
  ] as const)('%s -> %s by %s: %s', (from, to, actor, allowed) => {
    expect(canChangeCardStatus(from, to, actor)).toBe(allowed);
  });

  it('final statuses never move, for anyone', () => {
    for (const from of ['LOST', 'STOLEN', 'FRAUD']) {
      expect(isFinalCardStatus(from)).toBe(true);
      for (const to of CARD_STATUS_VALUES) {
        expect(canChangeCardStatus(from, to, 'holder')).toBe(false);
        expect(canChangeCardStatus(from, to, 'operator')).toBe(false);
      }
    }
  });

  it.each([
    ['PIN_BLOCKED', true],
    ['ACTIVE', false],
    ['SUSPENDED', false],
  ])('unblock PIN from %s: %s', (from, allowed) => expect(canUnblockPin(from)).toBe(allowed));

  it('activation asks for the CVC2 only from NOT_ACTIVATED', () => {
    expect(activationNeedsCvc('NOT_ACTIVATED', 'ACTIVE')).toBe(true);
    expect(activationNeedsCvc('SUSPENDED', 'ACTIVE')).toBe(false);
  });

  it.each([
    ['ACTIVE', null, true],
    ['NOT_ACTIVATED', 'card_not_active', true],
    ['SUSPENDED', 'card_not_active', true],
    ['PIN_BLOCKED', 'card_not_active', true],
    ['RISK', 'card_reported', true],
    ['LOST', 'card_reported', false],
    ['STOLEN', 'card_reported', false],
    ['FRAUD', 'card_reported', false],
  ] as const)('%s: spend block %s, live %s', (status, block, live) => {
    expect(cardSpendBlock(status)).toBe(block);
    expect(isLiveCardStatus(status)).toBe(live);
  });
});
