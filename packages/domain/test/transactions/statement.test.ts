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
  transactionCounterparty,
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
    ['blank merchant', { ref: 'CARD_OPERATION', merchantName: '   ' }, 'outgoing', 'Purchased at'],
    ['padded merchant', { ref: 'CARD_OPERATION', merchantName: 'TESCO   ' }, 'outgoing', 'Purchased at TESCO'],
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

describe('transaction counterparty (section 9, the detail after the label)', () => {
  const ADDRESS = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
  const OTHER = '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy';
  it.each<[string, Partial<Transaction>, Direction, string | null]>([
    [
      'card purchase: the merchant',
      { ref: 'CARD_OPERATION', merchantName: 'TESCO', toAddress: OTHER },
      'outgoing',
      'TESCO',
    ],
    [
      'card refund: the merchant',
      { ref: 'CARD_OPERATION', merchantName: 'TESCO', fromAddress: ADDRESS },
      'incoming',
      'TESCO',
    ],
    ['card operation without a merchant', { ref: 'CARD_OPERATION', merchantName: null }, 'outgoing', null],
    ['blank merchant', { ref: 'CARD_OPERATION', merchantName: '  ' }, 'outgoing', null],
    ['padded merchant is trimmed', { ref: 'CARD_OPERATION', merchantName: ' TESCO ' }, 'outgoing', 'TESCO'],
    ['interest has none', { ref: 'INTEREST', fromAddress: ADDRESS }, 'incoming', null],
    ['investment out has none', { ref: 'INVESTMENT', toAddress: OTHER }, 'outgoing', null],
    ['investment back has none', { ref: 'INVESTMENT', fromAddress: ADDRESS }, 'incoming', null],
    ['cashback origin is not an address', { fromAddress: 'CASHBACK' }, 'incoming', null],
    ['card cashback origin', { fromAddress: 'CASHBACK_CARD' }, 'incoming', null],
    ['referral bonus origin', { fromAddress: 'BONUS_REFERRAL' }, 'incoming', null],
    ['payment in: the sender', { fromAddress: ADDRESS, toAddress: OTHER }, 'incoming', ADDRESS],
    ['payment out: the recipient', { fromAddress: ADDRESS, toAddress: OTHER }, 'outgoing', OTHER],
    ['payment out without a recipient', { fromAddress: ADDRESS }, 'outgoing', null],
    ['payment in without a sender', { toAddress: OTHER }, 'incoming', null],
    ['empty address', { toAddress: '' }, 'outgoing', null],
    [
      'bank transfer in: the payer’s name and IBAN',
      { fromAddress: 'DE89370400440532013000', extra: { senderName: ' Jane Doe ' } },
      'incoming',
      'Jane Doe (DE89370400440532013000)',
    ],
    ['payer’s name without an account', { extra: { senderName: 'Jane Doe' } }, 'incoming', 'Jane Doe'],
    ['blank payer’s name: the account only', { fromAddress: ADDRESS, extra: { senderName: ' ' } }, 'incoming', ADDRESS],
    ['a name that is not text is ignored', { fromAddress: ADDRESS, extra: { senderName: 7 } }, 'incoming', ADDRESS],
    [
      'a payer’s name does not name the recipient',
      { toAddress: OTHER, extra: { senderName: 'Jane' } },
      'outgoing',
      OTHER,
    ],
  ])('%s', (_name, change, direction, expected) => {
    expect(transactionCounterparty(tx(change), direction)).toBe(expected);
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
