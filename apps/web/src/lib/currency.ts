import { DEFAULT_CURRENCY } from '@coffer/domain';
import { STORAGE_KEYS, storage } from './storage';

/**
 * Display currencies of values ("what is it worth"). Only EUR for now: a wallet's `rate` is its EUR
 * price. GBP and USD come with bank reference rates (section 9); they join this list then, and
 * `rateOf` learns to convert.
 */
export const DISPLAY_CURRENCIES = ['EUR'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', GBP: '£', USD: '$' };

function isDisplayCurrency(code: string | null): code is DisplayCurrency {
  return code !== null && (DISPLAY_CURRENCIES as readonly string[]).includes(code);
}

/** Section 3 saved setting `currency`, EUR by default (section 9). */
export function readDisplayCurrency(): DisplayCurrency {
  const stored = storage.get(STORAGE_KEYS.currency);
  return isDisplayCurrency(stored) ? stored : (DEFAULT_CURRENCY as DisplayCurrency);
}

export interface DisplayCurrencyApi {
  code: DisplayCurrency;
  /** Price of one unit of the wallet's coin in the display currency, or null when unknown. */
  rateOf: (wallet: { readonly rate: string; readonly coin: { readonly code: string } }) => string | null;
}

/** The currency values are shown in, and how a wallet's coin converts into it. */
export function useDisplayCurrency(): DisplayCurrencyApi {
  const code = readDisplayCurrency();
  return {
    code,
    rateOf: (wallet) => {
      if (wallet.coin.code === code) return '1';
      return wallet.rate && wallet.rate !== '0' ? wallet.rate : null;
    },
  };
}
