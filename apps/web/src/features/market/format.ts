import { formatDate, formatPercent, formatPrice, formatUtcTime, type Language } from '@coffer/domain';
import { useTranslation } from 'react-i18next';
import { currencySymbol } from '../../lib/currency';

/** Market numbers in the language: prices by the domain's price rule (section 9), percents with 2 decimals. */
export function useMarketFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  return {
    price: (value: number | null | undefined, currency: string) =>
      value === null || value === undefined
        ? '—'
        : t('money.fiat', { amount: formatPrice(value, language), symbol: currencySymbol(currency.toUpperCase()) }),
    /** Large totals (market cap, volume) in the price rule's short forms. */
    amount: (value: number | null | undefined, currency: string) =>
      value === null || value === undefined
        ? '—'
        : t('money.fiat', {
            amount: formatPrice(Math.round(value), language),
            symbol: currencySymbol(currency.toUpperCase()),
          }),
    /** A change already in percent (CoinGecko's -1.23). */
    change: (value: number | null | undefined) =>
      value === null || value === undefined
        ? '—'
        : t('money.percent', { value: `${value > 0 ? '+' : ''}${formatPercent((value / 100).toFixed(8), language)}` }),
    /** Section 9's date with the time, in UTC ("05 Mar 2024 14:30"): no Intl formatter built per item. */
    date: (seconds: number) => `${formatDate(seconds * 1000, language)} ${formatUtcTime(seconds * 1000)}`,
  };
}
