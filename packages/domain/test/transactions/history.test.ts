import { describe, expect, it } from 'vitest';
import {
  type Direction,
  type HistoryEffectFields,
  type HistoryFilterType,
  historyBalanceEffect,
  historyDirection,
  historySourceFilters,
  type Transaction,
  tierPayment,
  transferPartyName,
} from '../../src/transactions/index';

describe('history sources under a type filter', () => {
  it.each<[HistoryFilterType | null, ReturnType<typeof historySourceFilters>]>([
    [null, { transaction: {}, exchange: {}, investment: {} }],
    ['INCOMING', { transaction: { type: 'INCOMING' }, exchange: false, investment: false }],
    ['WITHDRAW', { transaction: { type: 'WITHDRAW' }, exchange: false, investment: false }],
    ['INTERNAL', { transaction: { type: 'INTERNAL' }, exchange: false, investment: false }],
    ['INTEREST', { transaction: { ref: 'INTEREST' }, exchange: false, investment: false }],
    ['EXCHANGE', { transaction: false, exchange: {}, investment: false }],
    ['INVESTMENT', { transaction: false, exchange: false, investment: {} }],
  ])('%s', (type, expected) => {
    expect(historySourceFilters(type)).toEqual(expected);
  });
});

describe('history direction', () => {
  const row = (change: Partial<Transaction>) => ({ ...change });
  it.each<[string, Partial<Transaction>, Direction | null]>([
    ['exchange sold from this wallet', { side: 'SELL' }, 'outgoing'],
    ['exchange bought into this wallet', { side: 'BUY' }, 'incoming'],
    ['deposit', { type: 'DEPOSIT' }, 'incoming'],
    ['internal sent', { type: 'INTERNAL', WalletId: 'w1', WalletToId: 'w2' }, 'outgoing'],
    ['internal received', { type: 'INTERNAL', WalletId: 'w2', WalletToId: 'w1' }, 'incoming'],
    ['Earn deposit', { ref: 'INVESTMENT', startedAt: '2030-01-01T00:00:00Z' }, 'outgoing'],
    [
      'Earn withdrawal',
      { ref: 'INVESTMENT', startedAt: '2030-01-01T00:00:00Z', removedAt: '2030-02-01T00:00:00Z' },
      'incoming',
    ],
    ['interest', { type: 'INCOMING', ref: 'INTEREST' }, 'incoming'],
  ])('%s -> %s', (_name, change, expected) => {
    expect(historyDirection(row(change), 'w1')).toBe(expected);
  });
});

describe('history balance effect', () => {
  it.each<[string, HistoryEffectFields, bigint]>([
    ['confirmed incoming', { direction: 'incoming', status: 'CONFIRMED', amount: 5n }, 5n],
    ['unconfirmed deposit waits', { direction: 'incoming', status: 'UNCONFIRMED', amount: 5n }, 0n],
    ['blocked deposit is parked', { direction: 'incoming', status: 'BLOCKED', amount: 5n }, 0n],
    ['refunded deposit never arrived', { direction: 'incoming', status: 'REFUNDED', amount: 5n }, 0n],
    ['exchange bought (no status)', { direction: 'incoming', amount: 7n }, 7n],
    ['Earn deposit (no status)', { direction: 'outgoing', status: null, amount: 7n }, -7n],
    [
      'pending withdrawal is held with its fee',
      { direction: 'outgoing', status: 'PENDING', amount: 5n, fees: 2n },
      -7n,
    ],
    ['confirmed withdrawal', { direction: 'outgoing', status: 'CONFIRMED', amount: 5n, fees: 2n }, -7n],
    ['failed withdrawal', { direction: 'outgoing', status: 'ERROR', amount: 5n, fees: 2n }, 0n],
    ['canceled withdrawal', { direction: 'outgoing', status: 'CANCELED', amount: 5n, fees: 2n }, 0n],
    ['no direction', { direction: null, status: 'CONFIRMED', amount: 5n }, 0n],
  ])('%s', (_name, row, expected) => {
    expect(historyBalanceEffect(row)).toBe(expected);
  });
});

describe('tier payments', () => {
  it.each<[string, Pick<Transaction, 'toAddress' | 'extra'>, ReturnType<typeof tierPayment>]>([
    ['tier price', { toAddress: 'TIER_1', extra: { tier: 'TIER_1' } }, { tier: 'TIER_1', monthlyFee: false }],
    [
      'special tier price',
      { toAddress: 'TIER_ICO_2', extra: { tier: 'TIER_ICO_2' } },
      { tier: 'TIER_ICO_2', monthlyFee: false },
    ],
    [
      'monthly fee',
      { toAddress: 'MONTHLY_FEE', extra: { tier: 'TIER_2', month: '2030-01' } },
      { tier: 'TIER_2', monthlyFee: true },
    ],
    ['not a tier', { toAddress: 'TIER_9', extra: { tier: 'TIER_9' } }, null],
    ['an address', { toAddress: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT', extra: {} }, null],
    ['tier named elsewhere', { toAddress: 'someone', extra: { tier: 'TIER_1' } }, null],
  ])('%s', (_name, tx, expected) => {
    expect(tierPayment(tx)).toEqual(expected);
  });
});

describe('transfer party name', () => {
  it.each<[string | null, string | null, string | null]>([
    ['Ada', 'Lovelace', 'Ada L.'],
    [' Ada ', ' lovelace', 'Ada l.'],
    ['Ada', '', 'Ada'],
    ['', 'Lovelace', 'L.'],
    ['', '', null],
    [null, null, null],
  ])('%s %s -> %s', (first, last, expected) => {
    expect(transferPartyName(first, last)).toBe(expected);
  });
});
