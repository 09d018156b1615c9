import { formatCrypto, formatDate, formatFiat, formatPercent, isFiat, type Language } from '@coffer/domain';
import { useTranslation } from 'react-i18next';
import { currencySymbol } from './currency';

export interface Formatters {
  /** A fiat amount with its sign where the language puts it ("€1,234.50", "1.234,50 €"), 2 decimals. */
  fiat: (amount: string, currency: string) => string;
  /** An amount of a wallet's coin: fiat as above, crypto with exactly 8 decimals and its code (section 9). */
  coin: (amount: string, coinCode: string) => string;
  /** A fraction as a percent with 2 decimals ("0.04" is "4.00 %" in the language's style). */
  percent: (fraction: string) => string;
  /** DD MMM YYYY in UTC (section 9). */
  date: (iso: string) => string;
}

/** The section 9 display formats in the current language; amounts stay decimal strings throughout. */
export function useFormatters(): Formatters {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const fiat = (amount: string, currency: string) =>
    t('money.fiat', { amount: formatFiat(amount, language), symbol: currencySymbol(currency) });
  return {
    fiat,
    coin: (amount, coinCode) =>
      isFiat(coinCode) ? fiat(amount, coinCode) : `${formatCrypto(amount, language)} ${coinCode}`,
    percent: (fraction) => t('money.percent', { value: formatPercent(fraction, language) }),
    date: (iso) => {
      const instant = Date.parse(iso);
      return Number.isNaN(instant) ? iso : formatDate(instant, language);
    },
  };
}
