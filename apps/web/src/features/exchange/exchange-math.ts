import type { ExchangeRate } from '@coffer/contract';
import {
  exchangeAmountError,
  exchangeAmountFrom,
  exchangeAmountTo,
  formatAmount,
  matchesValidationPattern,
  readRate,
  tryParseAmount,
} from '@coffer/domain';

/** Names of the `validation.` texts the exchange amount can show. */
export type ExchangeFieldError = 'amount' | NonNullable<ReturnType<typeof exchangeAmountError>>;

/**
 * What `amountFrom` (typed, in the from coin) buys at `rate`, in the to coin: the domain's
 * `exchangeAmountTo`, cut toward zero as the server does. Null while the amount cannot be read.
 */
export function amountToFor(amountFrom: string, rate: string, fromDecimals: number, toDecimals: number): string | null {
  const parsed = tryParseAmount(amountFrom.trim(), fromDecimals);
  const exact = readRate(rate);
  if (!parsed.ok || !exact) return null;
  return formatAmount(exchangeAmountTo(parsed.atomic, fromDecimals, exact, toDecimals), toDecimals, { trim: true });
}

/**
 * The amount to sell for `amountTo` of the to coin at `rate`, at the pair's precision, rounded down
 * (never more than the user asked to spend). Null while the amount cannot be read.
 */
export function amountFromFor(amountTo: string, rate: string, precision: number, toDecimals: number): string | null {
  const parsed = tryParseAmount(amountTo.trim(), toDecimals);
  const exact = readRate(rate);
  if (!parsed.ok || !exact) return null;
  const atomic = exchangeAmountFrom(parsed.atomic, toDecimals, exact, precision);
  return formatAmount(atomic, precision, { trim: true });
}

/** The rate as plain text without trailing zeros ("0.0000250"  is "0.000025"). */
export function rateText(rate: string): string {
  const exact = readRate(rate);
  return exact ? formatAmount(exact.mantissa, exact.scale, { trim: true }) : rate;
}

/**
 * Section 5, exchange amount: digits and a dot, then insufficientBalance, minAmount, maxAmount and
 * decimals against the selected rate (domain `exchangeAmountError`), judged as touched.
 */
export function exchangeFieldError(
  amount: string,
  balance: string,
  rate: Pick<ExchangeRate, 'minAmount' | 'maxAmount' | 'precisionAmount'> | null,
): ExchangeFieldError | null {
  const value = amount.trim();
  if (value !== '' && !matchesValidationPattern('amount', value)) return 'amount';
  return exchangeAmountError({
    value,
    touched: true,
    balance,
    minAmount: rate?.minAmount ?? null,
    maxAmount: rate?.maxAmount ?? null,
    precisionAmount: rate?.precisionAmount ?? null,
  });
}
