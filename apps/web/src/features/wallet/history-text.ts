import type { HistoryEntry } from '@coffer/contract';
import { type Language, localizeDecimalString } from '@coffer/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../lib/format';
import { useTransactionText } from './tx-text';

export interface HistoryText {
  /** The section 9 label, in the user's language. */
  label: string;
  /** What follows the date: the other party, an exchange's amounts and rate, where an Earn move went. */
  detail: string | null;
}

/**
 * The texts of one history row. Transactions use the section 9 labels and counterparties
 * (`useTransactionText`), another Coffer user shown by name; an exchange shows both amounts and its
 * rate; an Earn move reads 'INVESTMENT (coin)' either way, with where the money went.
 */
export function useHistoryText(): (entry: HistoryEntry) => HistoryText {
  const { t, i18n } = useTranslation();
  const { coin } = useFormatters();
  const text = useTransactionText();
  return (entry) => {
    if (entry.exchange) {
      const x = entry.exchange;
      return {
        label: t('walletHistory.exchange', { from: x.fromCoinCode, to: x.toCoinCode }),
        detail: t('walletHistory.exchangeDetail', {
          sold: coin(x.amountFrom, x.fromCoinCode),
          bought: coin(x.amountTo, x.toCoinCode),
          from: x.fromCoinCode,
          to: x.toCoinCode,
          rate: localizeDecimalString(x.rate, i18n.language as Language),
        }),
      };
    }
    if (entry.investment) {
      const { label } = text(
        {
          ref: 'INVESTMENT',
          coinCode: entry.coinCode,
          fromAddress: null,
          toAddress: null,
          merchantName: null,
          extra: {},
        },
        entry.direction,
      );
      return { label, detail: t(entry.direction === 'incoming' ? 'walletHistory.fromEarn' : 'walletHistory.toEarn') };
    }
    if (entry.transaction) {
      const { label, counterparty } = text(entry.transaction, entry.direction);
      return { label, detail: entry.counterpartyName ?? counterparty };
    }
    return { label: t('txLabel.transfer'), detail: null };
  };
}
