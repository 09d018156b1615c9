import type { TransactionView } from '@coffer/contract';
import { type Direction, tierPayment, transactionCounterparty, transactionLabel } from '@coffer/domain';
import { useTranslation } from 'react-i18next';
import { useTierName } from '../tiers/TierCard';

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

/** What the texts read of a row: a transaction, or a history row shaped like one (an Earn move). */
export type TextFields = Pick<
  TransactionView,
  'ref' | 'fromAddress' | 'toAddress' | 'merchantName' | 'coinCode' | 'extra'
>;

export interface TransactionText {
  label: string;
  /** Who is on the other side: an address, an IBAN, a merchant; null for platform origins. */
  counterparty: string | null;
}

/**
 * A transaction's label (domain `transactionLabel`, section 9) in the user's language, and its
 * counterparty (domain `transactionCounterparty`, the detail the statement description prints).
 * Without a direction (an internal row seen from neither end) it is a plain "Transfer". A tier
 * payment names the tier ("Tier 1"), its monthly fee says so, instead of printing the tier's code.
 */
export function useTransactionText(): (tx: TextFields, direction: Direction | null) => TransactionText {
  const { t } = useTranslation();
  const tierName = useTierName();
  return (tx, direction) => {
    if (!direction) return { label: t('txLabel.transfer'), counterparty: tx.toAddress ?? tx.fromAddress };
    // A card operation's record names its type (ATM: 'Cash at') in extra (decision 0026).
    const operationType = typeof tx.extra?.operationType === 'string' ? tx.extra.operationType : null;
    const english = transactionLabel({ ...tx, operationType, coinCode: COIN }, direction);
    const key = LABEL_KEYS[english];
    const label = key
      ? t(`txLabel.${key}` as 'txLabel.paymentTo', { coin: tx.coinCode })
      : transactionLabel({ ...tx, operationType }, direction);
    const tier = tierPayment(tx);
    if (tier) {
      const name = tierName(tier.tier);
      return { label, counterparty: tier.monthlyFee ? t('walletHistory.monthlyFee', { tier: name }) : name };
    }
    return { label, counterparty: transactionCounterparty(tx, direction) };
  };
}
