/**
 * Spec section 3: the "about 40 fiat currencies (symbol, name, native symbol)" bundled in the client,
 * offered as display currencies. They are the EUR base, the 30 currencies the ECB publishes a daily
 * euro reference rate for, and nine more widely held ones (docs/decisions/0012-bank-rates.md).
 * `symbol` is unambiguous in an English text ("CA$"); `nativeSymbol` is what the currency's own
 * country writes ("$").
 */
export interface FiatCurrency {
  readonly code: string;
  readonly name: string;
  readonly symbol: string;
  readonly nativeSymbol: string;
}

export const FIAT_CURRENCIES = [
  { code: 'EUR', name: 'Euro', symbol: '€', nativeSymbol: '€' },
  { code: 'USD', name: 'US Dollar', symbol: '$', nativeSymbol: '$' },
  { code: 'GBP', name: 'British Pound Sterling', symbol: '£', nativeSymbol: '£' },
  { code: 'JPY', name: 'Japanese Yen', symbol: '¥', nativeSymbol: '￥' },
  { code: 'CHF', name: 'Swiss Franc', symbol: 'CHF', nativeSymbol: 'CHF' },
  { code: 'CAD', name: 'Canadian Dollar', symbol: 'CA$', nativeSymbol: '$' },
  { code: 'AUD', name: 'Australian Dollar', symbol: 'AU$', nativeSymbol: '$' },
  { code: 'NZD', name: 'New Zealand Dollar', symbol: 'NZ$', nativeSymbol: '$' },
  { code: 'CNY', name: 'Chinese Yuan', symbol: 'CN¥', nativeSymbol: 'CN¥' },
  { code: 'HKD', name: 'Hong Kong Dollar', symbol: 'HK$', nativeSymbol: '$' },
  { code: 'SGD', name: 'Singapore Dollar', symbol: 'S$', nativeSymbol: '$' },
  { code: 'SEK', name: 'Swedish Krona', symbol: 'Skr', nativeSymbol: 'kr' },
  { code: 'NOK', name: 'Norwegian Krone', symbol: 'Nkr', nativeSymbol: 'kr' },
  { code: 'DKK', name: 'Danish Krone', symbol: 'Dkr', nativeSymbol: 'kr' },
  { code: 'ISK', name: 'Icelandic Króna', symbol: 'Ikr', nativeSymbol: 'kr' },
  { code: 'PLN', name: 'Polish Zloty', symbol: 'zł', nativeSymbol: 'zł' },
  { code: 'CZK', name: 'Czech Koruna', symbol: 'Kč', nativeSymbol: 'Kč' },
  { code: 'HUF', name: 'Hungarian Forint', symbol: 'Ft', nativeSymbol: 'Ft' },
  { code: 'RON', name: 'Romanian Leu', symbol: 'RON', nativeSymbol: 'lei' },
  { code: 'BGN', name: 'Bulgarian Lev', symbol: 'BGN', nativeSymbol: 'лв.' },
  { code: 'TRY', name: 'Turkish Lira', symbol: 'TL', nativeSymbol: '₺' },
  { code: 'ILS', name: 'Israeli New Shekel', symbol: '₪', nativeSymbol: '₪' },
  { code: 'INR', name: 'Indian Rupee', symbol: 'Rs', nativeSymbol: '₹' },
  { code: 'IDR', name: 'Indonesian Rupiah', symbol: 'Rp', nativeSymbol: 'Rp' },
  { code: 'KRW', name: 'South Korean Won', symbol: '₩', nativeSymbol: '₩' },
  { code: 'MYR', name: 'Malaysian Ringgit', symbol: 'RM', nativeSymbol: 'RM' },
  { code: 'PHP', name: 'Philippine Peso', symbol: '₱', nativeSymbol: '₱' },
  { code: 'THB', name: 'Thai Baht', symbol: '฿', nativeSymbol: '฿' },
  { code: 'ZAR', name: 'South African Rand', symbol: 'R', nativeSymbol: 'R' },
  { code: 'BRL', name: 'Brazilian Real', symbol: 'R$', nativeSymbol: 'R$' },
  { code: 'MXN', name: 'Mexican Peso', symbol: 'MX$', nativeSymbol: '$' },
  { code: 'ARS', name: 'Argentine Peso', symbol: 'AR$', nativeSymbol: '$' },
  { code: 'CLP', name: 'Chilean Peso', symbol: 'CL$', nativeSymbol: '$' },
  { code: 'COP', name: 'Colombian Peso', symbol: 'CO$', nativeSymbol: '$' },
  { code: 'AED', name: 'United Arab Emirates Dirham', symbol: 'AED', nativeSymbol: 'د.إ' },
  { code: 'SAR', name: 'Saudi Riyal', symbol: 'SR', nativeSymbol: 'ر.س' },
  { code: 'TWD', name: 'New Taiwan Dollar', symbol: 'NT$', nativeSymbol: 'NT$' },
  { code: 'UAH', name: 'Ukrainian Hryvnia', symbol: '₴', nativeSymbol: '₴' },
  { code: 'NGN', name: 'Nigerian Naira', symbol: '₦', nativeSymbol: '₦' },
  { code: 'EGP', name: 'Egyptian Pound', symbol: 'EGP', nativeSymbol: 'ج.م' },
] as const satisfies readonly FiatCurrency[];

export type FiatCurrencyCode = (typeof FIAT_CURRENCIES)[number]['code'];
/** A currency a bank reference rate is quoted for: every one but the EUR base. */
export type QuotedCurrencyCode = Exclude<FiatCurrencyCode, 'EUR'>;

export const FIAT_CURRENCY_CODES: readonly FiatCurrencyCode[] = FIAT_CURRENCIES.map((currency) => currency.code);

export function isFiatCurrency(code: string): code is FiatCurrencyCode {
  return (FIAT_CURRENCY_CODES as readonly string[]).includes(code);
}

export function fiatCurrency(code: string): FiatCurrency | undefined {
  return FIAT_CURRENCIES.find((currency) => currency.code === code);
}

/**
 * Spec section 7: "if bank rates fail to load, a built-in fallback table is used". Units of each
 * currency per 1 EUR, written with the decimals the ECB uses for it, at typical 2024 levels. The
 * sandbox bank moves these by a small deterministic amount per day; BGN is pegged at 1.95583 and
 * the ECB publishes it as 1.9558.
 */
export const BANK_RATE_FALLBACK: Readonly<Record<QuotedCurrencyCode, string>> = {
  USD: '1.0823',
  GBP: '0.85360',
  JPY: '162.45',
  CHF: '0.9785',
  CAD: '1.4710',
  AUD: '1.6455',
  NZD: '1.7890',
  CNY: '7.8320',
  HKD: '8.4610',
  SGD: '1.4580',
  SEK: '11.4250',
  NOK: '11.6450',
  DKK: '7.4582',
  ISK: '149.70',
  PLN: '4.3155',
  CZK: '25.312',
  HUF: '394.85',
  RON: '4.9750',
  BGN: '1.9558',
  TRY: '34.875',
  ILS: '4.0215',
  INR: '90.125',
  IDR: '17125.50',
  KRW: '1465.20',
  MYR: '5.1240',
  PHP: '61.920',
  THB: '39.215',
  ZAR: '20.1850',
  BRL: '5.4890',
  MXN: '18.4520',
  ARS: '955.40',
  CLP: '1012.50',
  COP: '4285.00',
  AED: '3.9748',
  SAR: '4.0586',
  TWD: '34.920',
  UAH: '44.650',
  NGN: '1650.00',
  EGP: '52.450',
};
