import { describe, expect, it } from 'vitest';
import {
  type Direction,
  exchangeDescription,
  type StatementSubject,
  statementAmountColumn,
  statementDescription,
  statementTitle,
  statementTxId,
  type Transaction,
} from '../../src/transactions/index';

const tx = (change: Partial<Transaction>): Transaction => ({
  id: 't1',
  amount: '1',
  createdAt: '2024-05-01T10:00:00Z',
  coinCode: 'BTC',
  ...change,
});

describe('statement title (sections 4 and 9)', () => {
  it.each<[string, StatementSubject[], string]>([
    [
      'several transactions',
      [
        { status: 'CONFIRMED', coinCode: 'BTC' },
        { status: 'CONFIRMED', coinCode: 'BTC' },
      ],
      'Wallet Statement',
    ],
    ['none', [], 'Wallet Statement'],
    ['confirmed', [{ status: 'CONFIRMED', coinCode: 'ETH' }], 'ETH Statement'],
    ['status containing CONFIRMED', [{ status: 'UNCONFIRMED', coinCode: 'ETH' }], 'ETH Statement'],
    ['interest', [{ ref: 'INTEREST', coinCode: 'BTC' }], 'INTEREST'],
    ['investment', [{ ref: 'INVESTMENT', coinCode: 'BTC' }], 'INVESTMENT'],
    ['exchange', [{ ref: 'EXCHANGE', fromCoinCode: 'BTC', toCoinCode: 'EUR' }], 'BTC to EUR Exchange'],
    ['pending transaction', [{ status: 'PENDING', coinCode: 'BTC' }], 'Wallet Statement'],
  ])('%s -> %s', (_name, subjects, expected) => {
    expect(statementTitle(subjects)).toBe(expected);
  });
});

describe('Paid Out / Paid In (section 9)', () => {
  it.each([
    [{ direction: 'outgoing' as const }, 'Paid Out'],
    [{ direction: 'incoming' as const }, 'Paid In'],
    [{ side: 'SELL' as const }, 'Paid Out'],
    [{ side: 'BUY' as const }, 'Paid In'],
    [{ side: 'BUY' as const, direction: 'outgoing' as const }, 'Paid In'],
    [{}, null],
  ])('%o -> %s', (row, expected) => {
    expect(statementAmountColumn(row)).toBe(expected);
  });
});

describe('statement descriptions (section 9)', () => {
  it.each<[string, Partial<Transaction>, Direction, string]>([
    [
      'card purchase shows the merchant',
      { ref: 'CARD_OPERATION', merchantName: 'TESCO' },
      'outgoing',
      'Purchased at TESCO',
    ],
    [
      'ATM shows the merchant',
      { ref: 'CARD_OPERATION', operationType: 'ATM', merchantName: 'HSBC' },
      'outgoing',
      'Cash at HSBC',
    ],
    ['refund shows the merchant', { ref: 'CARD_OPERATION', merchantName: 'TESCO' }, 'incoming', 'Refunded TESCO'],
    ['cashback address blank', { fromAddress: 'CASHBACK_CARD' }, 'incoming', 'CASHBACK'],
    ['referred bonus as label', { fromAddress: 'BONUS_REFERRED' }, 'incoming', 'Bonus Referred'],
    ['referral bonus as label', { fromAddress: 'BONUS_REFERRAL' }, 'incoming', 'Bonus Referral'],
    ['interest', { ref: 'INTEREST', fromAddress: 'x' }, 'incoming', 'Interest (BTC)'],
    [
      'payment in',
      { fromAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' },
      'incoming',
      'Payment from 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    ],
    [
      'payment out',
      { toAddress: '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy' },
      'outgoing',
      'Payment to 3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    ],
    ['payment out without address', {}, 'outgoing', 'Payment to'],
  ])('%s', (_name, change, direction, expected) => {
    expect(statementDescription(tx(change), direction)).toBe(expected);
  });

  it('shows the rate and both amounts of an exchange', () => {
    expect(
      exchangeDescription({
        amountFrom: '0.5',
        fromCoinCode: 'BTC',
        amountTo: '15000.00',
        toCoinCode: 'EUR',
        rate: '30000',
      }),
    ).toBe('Exchange 0.5 BTC to 15000.00 EUR at rate 30000');
  });
});

describe('TxId line (section 9)', () => {
  it.each([
    [[{ txId: 'abc' }], false, 'abc'],
    [[{ txId: 'abc' }], true, null],
    [[{ txId: 'abc' }, { txId: 'def' }], false, null],
    [[{ txId: null }], false, null],
    [[], false, null],
  ])('%o fiat %s -> %s', (transactions, fiat, expected) => {
    expect(statementTxId(transactions, fiat)).toBe(expected);
  });
});
