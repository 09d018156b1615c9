import { describe, expect, it } from 'vitest';
import {
  type Direction,
  isCashbackOrigin,
  isSpecialOrigin,
  type Transaction,
  transactionDirection,
  transactionLabel,
} from '../../src/transactions/index';

const tx = (change: Partial<Transaction>): Transaction => ({
  id: 't1',
  amount: '1',
  createdAt: '2024-05-01T10:00:00Z',
  coinCode: 'BTC',
  ...change,
});

describe('transaction direction (section 4)', () => {
  it.each<[string, Partial<Transaction>, string | null, Direction | null]>([
    ['INCOMING', { type: 'INCOMING' }, null, 'incoming'],
    ['DEPOSIT', { type: 'DEPOSIT' }, null, 'incoming'],
    ['interest', { ref: 'INTEREST' }, null, 'incoming'],
    ['withdrawn investment', { ref: 'INVESTMENT', startedAt: '2024-01-01', removedAt: '2024-02-01' }, null, 'incoming'],
    ['OUTGOING', { type: 'OUTGOING' }, null, 'outgoing'],
    ['WITHDRAW', { type: 'WITHDRAW' }, null, 'outgoing'],
    ['running investment', { ref: 'INVESTMENT', startedAt: '2024-01-01' }, null, 'outgoing'],
    ['internal, viewed by sender', { type: 'INTERNAL', WalletId: 'w1', WalletToId: 'w2' }, 'w1', 'outgoing'],
    ['internal, viewed by receiver', { type: 'INTERNAL', WalletId: 'w1', WalletToId: 'w2' }, 'w2', 'incoming'],
    ['internal, viewed by neither', { type: 'INTERNAL', WalletId: 'w1', WalletToId: 'w2' }, 'w3', null],
    ['internal, no viewer', { type: 'INTERNAL', WalletId: 'w1', WalletToId: 'w2' }, null, null],
    ['nothing known', {}, 'w1', null],
  ])('%s -> %s', (_name, change, viewer, expected) => {
    expect(transactionDirection(tx(change), viewer)).toBe(expected);
  });
});

describe('transaction labels (section 9)', () => {
  it.each<[string, Partial<Transaction>, Direction, string]>([
    ['ATM withdrawal', { ref: 'CARD_OPERATION', operationType: 'ATM' }, 'outgoing', 'Cash at'],
    ['card purchase', { ref: 'CARD_OPERATION', operationType: 'POS' }, 'outgoing', 'Purchased at'],
    ['card purchase without type', { ref: 'CARD_OPERATION' }, 'outgoing', 'Purchased at'],
    ['investment out', { ref: 'INVESTMENT', coinCode: 'ETH' }, 'outgoing', 'INVESTMENT (ETH)'],
    ['payment out', { type: 'OUTGOING' }, 'outgoing', 'Payment to'],
    ['card refund', { ref: 'CARD_OPERATION' }, 'incoming', 'Refunded'],
    ['cashback', { fromAddress: 'CASHBACK' }, 'incoming', 'CASHBACK'],
    ['exchange cashback', { fromAddress: 'CASHBACK_EXCHANGE' }, 'incoming', 'CASHBACK'],
    ['card cashback', { fromAddress: 'CASHBACK_CARD' }, 'incoming', 'CASHBACK'],
    ['referred bonus', { fromAddress: 'BONUS_REFERRED' }, 'incoming', 'Bonus Referred'],
    ['referral bonus', { fromAddress: 'BONUS_REFERRAL' }, 'incoming', 'Bonus Referral'],
    ['interest', { ref: 'INTEREST', coinCode: 'USDC' }, 'incoming', 'Interest (USDC)'],
    ['investment back', { ref: 'INVESTMENT', coinCode: 'BTC' }, 'incoming', 'INVESTMENT (BTC)'],
    ['payment in', { fromAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' }, 'incoming', 'Payment from'],
  ])('%s -> %s', (_name, change, direction, expected) => {
    expect(transactionLabel(tx(change), direction)).toBe(expected);
  });
});

describe('special origins (section 3)', () => {
  it.each([
    ['CASHBACK', true, true],
    ['CASHBACK_EXCHANGE', true, true],
    ['CASHBACK_CARD', true, true],
    ['BONUS_REFERRED', true, false],
    ['BONUS_REFERRAL', true, false],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', false, false],
    [null, false, false],
  ])('%s special %s cashback %s', (origin, special, cashback) => {
    expect(isSpecialOrigin(origin)).toBe(special);
    expect(isCashbackOrigin(origin)).toBe(cashback);
  });
});
