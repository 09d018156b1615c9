import { isStablecoin } from '../coins/families';
import { type ExactDecimal, formatExactDecimal, multiplyExactDecimals, readExactDecimal } from '../money/decimal';
import type { Transaction } from './types';

/** Section 9: stablecoins (coins/ `STABLECOIN_CODES`) count as one US dollar each, in any case. */
function countsAsOneUsd(coinCode: string | null | undefined): boolean {
  return typeof coinCode === 'string' && isStablecoin(coinCode.toUpperCase());
}

/**
 * Bank reference rate of one UTC day ('YYYY-MM-DD'): units of `currency` per 1 EUR, as decimal
 * text. The cache of rates by day lives outside the domain, hence a lookup parameter.
 */
export type BankRateLookup = (utcDay: string, currency: string) => string | number | null | undefined;

/** The UTC calendar day of an ISO instant, the key of the bank-rate cache. */
export function utcDay(isoInstant: string): string {
  return new Date(isoInstant).toISOString().slice(0, 10);
}

type FiatFields = Pick<Transaction, 'coinCode' | 'amount' | 'amountEUR' | 'createdAt'>;

/**
 * Section 9 fiat equivalent, exact (decimal text, not rounded: display rounding belongs to the
 * formatter). Stablecoins shown in USD use their own amount; EUR uses amountEUR; any other
 * currency (USD for non-stable coins included) converts amountEUR by the bank rate of the
 * transaction's UTC day. Null when a needed figure or rate is missing or unreadable.
 */
export function fiatEquivalent(tx: FiatFields, displayCurrency: string, bankRate: BankRateLookup): string | null {
  const currency = displayCurrency.toUpperCase();
  if (currency === 'USD' && countsAsOneUsd(tx.coinCode)) return decimalText(tx.amount);
  const eur = readDecimal(tx.amountEUR);
  if (!eur) return null;
  if (currency === 'EUR') return formatExactDecimal(eur);
  const rateValue = bankRate(utcDay(tx.createdAt), currency);
  const rate = rateValue === null || rateValue === undefined ? null : readExactDecimal(rateValue);
  if (!rate) return null;
  return formatExactDecimal(multiplyExactDecimals(eur, rate));
}

/**
 * Section 9: the "≈ fiat" annotation beside a statement amount. Stablecoins never get it (they are
 * already fiat-like); others only when amountEUR is non-zero.
 */
export function showsFiatAnnotation(tx: Pick<Transaction, 'coinCode' | 'amountEUR'>): boolean {
  if (countsAsOneUsd(tx.coinCode)) return false;
  const eur = readDecimal(tx.amountEUR);
  return eur !== null && eur.mantissa !== 0n;
}

function readDecimal(value: string | null | undefined): ExactDecimal | null {
  return value === null || value === undefined ? null : readExactDecimal(value);
}

function decimalText(value: string): string | null {
  const parsed = readExactDecimal(value);
  return parsed ? formatExactDecimal(parsed) : null;
}
