import { type Direction, isCashbackOrigin, type Transaction } from './types';

type LabelFields = Pick<Transaction, 'ref' | 'operationType' | 'fromAddress' | 'coinCode'>;

/** Section 9 transaction labels, outgoing then incoming, first match wins. */
export function transactionLabel(tx: LabelFields, direction: Direction): string {
  if (direction === 'outgoing') {
    if (tx.ref === 'CARD_OPERATION') return tx.operationType === 'ATM' ? 'Cash at' : 'Purchased at';
    if (tx.ref === 'INVESTMENT') return `INVESTMENT (${tx.coinCode})`;
    return 'Payment to';
  }
  if (tx.ref === 'CARD_OPERATION') return 'Refunded';
  if (isCashbackOrigin(tx.fromAddress)) return 'CASHBACK';
  if (tx.fromAddress === 'BONUS_REFERRED') return 'Bonus Referred';
  if (tx.fromAddress === 'BONUS_REFERRAL') return 'Bonus Referral';
  if (tx.ref === 'INTEREST') return `Interest (${tx.coinCode})`;
  if (tx.ref === 'INVESTMENT') return `INVESTMENT (${tx.coinCode})`;
  return 'Payment from';
}
