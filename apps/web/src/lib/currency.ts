import {
  DEFAULT_CURRENCY,
  displayRate,
  FIAT_CURRENCY_CODES,
  type FiatCurrencyCode,
  fiatCurrency,
  fiatEquivalent,
  isFiatCurrency,
  utcDay,
} from '@coffer/domain';
import { useBankRates } from './bank-rates';
import { STORAGE_KEYS } from './storage';
import { storedSetting } from './stored-setting';

/** Display currencies of values ("what is it worth"): the bundled fiat list (section 3), EUR first. */
export const DISPLAY_CURRENCIES: readonly FiatCurrencyCode[] = FIAT_CURRENCY_CODES;
export type DisplayCurrency = FiatCurrencyCode;

/** Section 3 saved setting `currency`, EUR by default (section 9). */
const currencySetting = storedSetting<DisplayCurrency>(
  STORAGE_KEYS.currency,
  (stored) => (stored !== null && isFiatCurrency(stored) ? stored : (DEFAULT_CURRENCY as DisplayCurrency)),
  (code) => code,
);
export const readDisplayCurrency = currencySetting.read;
export const setDisplayCurrency = currencySetting.set;

/** The sign written beside an amount of a currency: its native symbol (section 3), else its code. */
export function currencySymbol(code: string): string {
  return fiatCurrency(code)?.nativeSymbol ?? code;
}

export interface DisplayCurrencyApi {
  code: DisplayCurrency;
  /** True while the bank rate a non-EUR currency needs is loading. */
  pending: boolean;
  /** Price of one unit of the wallet's coin in the display currency, or null when unknown. */
  rateOf: (wallet: { readonly rate: string; readonly coin: { readonly code: string } }) => string | null;
}

/** The currency values are shown in, and how a wallet's coin converts into it today. */
export function useDisplayCurrency(): DisplayCurrencyApi {
  const code = currencySetting.use();
  const needsRate = code !== 'EUR';
  const rates = useBankRates(null, needsRate);
  const bankRate = needsRate ? (rates.data?.rates[code] ?? null) : null;
  return {
    code,
    pending: needsRate && rates.isPending,
    rateOf: (wallet) => displayRate({ coinCode: wallet.coin.code, eurRate: wallet.rate }, code, bankRate),
  };
}

export interface ValuedTransaction {
  readonly coinCode: string;
  readonly amount: string;
  readonly amountEUR: string;
  /** ISO instant; its UTC day picks the bank rate. */
  readonly createdAt: string;
}

function dayOf(iso: string): string | null {
  return Number.isNaN(Date.parse(iso)) ? null : utcDay(iso);
}

/**
 * A transaction's value in the display currency by the section 9 rule (domain `fiatEquivalent`):
 * stablecoins as one USD, amountEUR for EUR, otherwise amountEUR at the bank rate of its day.
 * `value` is null while that rate loads or when it is unknown.
 */
export function useTransactionValue(tx: ValuedTransaction): { code: DisplayCurrency; value: string | null } {
  const code = currencySetting.use();
  const day = dayOf(tx.createdAt);
  const rates = useBankRates(day, code !== 'EUR' && day !== null);
  if (day === null && code !== 'EUR') return { code, value: null };
  const value = fiatEquivalent(tx, code, (_day, currency) => rates.data?.rates[currency] ?? null);
  return { code, value };
}
