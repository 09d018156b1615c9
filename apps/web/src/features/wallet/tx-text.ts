import type { TransactionView } from '@coffer/contract';
import { type Direction, transactionCounterparty, transactionLabel } from '@coffer/domain';
import { useTranslation } from 'react-i18next';

/** The coin code is swapped for this placeholder so labels such as 'Interest (BTC)' map to one text. */
const COIN = '{{coin}}';

/** Section 9 labels (the domain's English words) to their translated texts under `txLabel.`. */
const LABEL_KEYS: Readonly<Record<string, string>> = {
  'Cash at': 'cashAt',
  'Purchased at': 'purchasedAt',
  [`INVESTMENT (${COIN})`]: 'investment',
  'Payment to': 'paymentTo',
  Refunded: 'refunded',
  CASHBACK: 'cashback',
  'Bonus Referred': 'bonusReferred',
  'Bonus Referral': 'bonusReferral',
  [`Interest (${COIN})`]: 'interest',
  'Payment from': 'paymentFrom',
};

export interface TransactionText {
  label: string;
  /** Who is on the other side: an address, an IBAN, a merchant; null for platform origins. */
  counterparty: string | null;
}

/**
 * A transaction's label (domain `transactionLabel`, section 9) in the user's language, and its
 * counterparty (domain `transactionCounterparty`, the detail the statement description prints).
 * Without a direction (an internal row seen from neither end) it is a plain "Transfer".
 */
export function useTransactionText(): (tx: TransactionView, direction: Direction | null) => TransactionText {
  const { t } = useTranslation();
  return (tx, direction) => {
    if (!direction) return { label: t('txLabel.transfer'), counterparty: tx.toAddress ?? tx.fromAddress };
    const english = transactionLabel({ ...tx, coinCode: COIN }, direction);
    const key = LABEL_KEYS[english];
    const label = key
      ? t(`txLabel.${key}` as 'txLabel.paymentTo', { coin: tx.coinCode })
      : transactionLabel(tx, direction);
    return { label, counterparty: transactionCounterparty(tx, direction) };
  };
}
