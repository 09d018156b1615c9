import { isFiat } from '../coins/families';
import { DEFAULT_CRYPTO_PRECISION } from '../constants';
import { atomicForFiatCents, fiatCentsOf } from '../money/conversion';
import {
  type DecimalRate,
  type ExactDecimal,
  normalizeExactDecimal,
  parseExactDecimal,
  toExactDecimal,
} from '../money/decimal';
import { MoneyError, pow10 } from '../money/errors';
import { divideRounded } from '../money/rounding';

/**
 * The exchange's own numbers (docs/decisions/0010-exchange.md). The spec gives none: these are
 * decisions, kept here once so the server and the screens agree.
 */
/** The smallest exchange, in whole EUR of the amount sold. */
export const EXCHANGE_MIN_EUR = 1;
/** The largest single exchange, in whole EUR (lowered to the daily limit when that is smaller). */
export const EXCHANGE_MAX_EUR = 10_000;
/** Quoted rates keep this many significant digits, cut toward zero (the platform's side). */
export const RATE_SIGNIFICANT_DIGITS = 10;
/** A rate never has more fraction digits than this (a 1e-30 rate would be no rate). */
export const RATE_MAX_SCALE = 30;

/**
 * The rate quoted for selling `from` for `to`: units of `to` per unit of `from`, from both coins'
 * EUR prices, less `spreadPercent` in the platform's favour, cut to RATE_SIGNIFICANT_DIGITS
 * significant digits (never more than needed: the integer part is kept whole).
 */
export function quoteRate(
  fromEur: ExactDecimal,
  toEur: ExactDecimal,
  spreadPercent: ExactDecimal | string,
): DecimalRate {
  const spread = toExactDecimal(spreadPercent);
  if (fromEur.mantissa <= 0n || toEur.mantissa <= 0n)
    throw new MoneyError('invalid_decimal', 'prices must be positive');
  const hundred = 100n * pow10(spread.scale);
  if (spread.mantissa < 0n || spread.mantissa >= hundred) {
    throw new MoneyError('invalid_decimal', 'the spread is a percentage from 0 up to 100');
  }
  // (fromEur / toEur) × (1 - spread / 100) as one fraction, so only the final cut rounds.
  const numerator = fromEur.mantissa * pow10(toEur.scale) * (hundred - spread.mantissa);
  const denominator = toEur.mantissa * pow10(fromEur.scale) * hundred;
  const whole = numerator / denominator;
  let scale = 0;
  if (whole > 0n) {
    scale = Math.max(0, RATE_SIGNIFICANT_DIGITS - whole.toString().length);
  } else {
    const smallest = pow10(RATE_SIGNIFICANT_DIGITS - 1);
    while (scale < RATE_MAX_SCALE && (numerator * pow10(scale)) / denominator < smallest) scale++;
  }
  return normalizeExactDecimal({ mantissa: divideRounded(numerator * pow10(scale), denominator, 'floor'), scale });
}

/** Reads a rate sent back by a client; null when it is not a positive plain decimal. */
export function readRate(text: string): DecimalRate | null {
  try {
    const rate = normalizeExactDecimal(parseExactDecimal(text));
    return rate.mantissa > 0n ? rate : null;
  } catch {
    return null;
  }
}

/**
 * What `amountFrom` atomic units of a coin with `fromDecimals` buy at `rate` in atomic units of a
 * coin with `toDecimals`: cut toward zero, so the platform keeps less than one atomic unit and
 * never pays out more than the rate says.
 */
export function exchangeAmountTo(
  amountFrom: bigint,
  fromDecimals: number,
  rate: DecimalRate,
  toDecimals: number,
): bigint {
  if (amountFrom < 0n) throw new MoneyError('invalid_decimal', 'an exchanged amount cannot be negative');
  return divideRounded(amountFrom * rate.mantissa * pow10(toDecimals), pow10(rate.scale + fromDecimals), 'floor');
}

/**
 * The inverse: what to sell, at `precision` decimals of the from coin, to get `amountTo` (atomic units
 * of the to coin) at `rate`, rounded down so the user never spends more than asked for. Selling the
 * result may give one atomic unit less than `amountTo`, as `exchangeAmountTo` rounds down too.
 */
export function exchangeAmountFrom(amountTo: bigint, toDecimals: number, rate: DecimalRate, precision: number): bigint {
  if (amountTo < 0n) throw new MoneyError('invalid_decimal', 'an exchanged amount cannot be negative');
  if (rate.mantissa <= 0n) throw new MoneyError('invalid_decimal', 'a rate must be positive');
  return divideRounded(amountTo * pow10(rate.scale + precision), rate.mantissa * pow10(toDecimals), 'floor');
}

/** Decimals an exchange amount may have: the coin's own, at most the spec's crypto precision of 8. */
export function exchangePrecision(fromDecimals: number): number {
  return Math.min(fromDecimals, DEFAULT_CRYPTO_PRECISION);
}

export interface PairLimits {
  /** Decimals allowed in the amount sold (precisionAmount). */
  readonly precision: number;
  /** Smallest and largest amount sold, in units of `precision` decimals. */
  readonly min: bigint;
  readonly max: bigint;
}

/**
 * minAmount and maxAmount of a pair, in the sold coin at its EUR price: the least amount worth
 * `minEur` (rounded up) and the most worth `maxEur` (rounded down), at the pair's precision.
 */
export function pairLimits(fromEur: ExactDecimal, fromDecimals: number, minEur: number, maxEur: number): PairLimits {
  const precision = exchangePrecision(fromDecimals);
  return {
    precision,
    min: atomicForFiatCents(BigInt(minEur) * 100n, precision, fromEur, 'ceil'),
    max: atomicForFiatCents(BigInt(maxEur) * 100n, precision, fromEur, 'floor'),
  };
}

/** EUR cents an amount sold is worth at its EUR price (half-up: a value, not a payment). */
export function exchangeValueCents(amountFrom: bigint, fromDecimals: number, fromEur: ExactDecimal): bigint {
  return fiatCentsOf(amountFrom, fromDecimals, fromEur, 'half-up');
}

/**
 * The tier cashback of an exchange, in atomic units of the coin it is paid in (AMN): the tier's
 * `cashback.exchange` fraction of the exchange's fee, the spread's EUR value, converted at that
 * coin's EUR price and cut toward zero. Paid on the fee rather than on the amount: 5 % of the amount
 * against a 0.5 % spread would pay a user to exchange back and forth.
 */
export function exchangeCashback(input: {
  readonly valueCents: bigint;
  readonly spreadPercent: ExactDecimal | string;
  readonly fraction: ExactDecimal | string;
  readonly price: ExactDecimal;
  readonly decimals: number;
}): bigint {
  const spread = toExactDecimal(input.spreadPercent);
  const fraction = toExactDecimal(input.fraction);
  if (input.price.mantissa <= 0n) throw new MoneyError('invalid_decimal', 'a price must be positive');
  if (input.valueCents <= 0n || spread.mantissa <= 0n || fraction.mantissa <= 0n) return 0n;
  // cents/100 EUR × spread/100 × fraction ÷ price EUR per coin × 10^decimals.
  return divideRounded(
    input.valueCents * spread.mantissa * fraction.mantissa * pow10(input.price.scale + input.decimals),
    pow10(spread.scale + fraction.scale) * input.price.mantissa * 10_000n,
    'floor',
  );
}

export type ExchangeSide = 'BUY' | 'SELL';

/**
 * The side of an exchange as a market would name it: SELL when crypto (stablecoins included) is sold
 * for fiat, BUY otherwise (fiat or crypto spent to buy the other coin).
 */
export function exchangeSide(fromCoin: string, toCoin: string): ExchangeSide {
  return !isFiat(fromCoin) && isFiat(toCoin) ? 'SELL' : 'BUY';
}

/** The side as one wallet of the pair sees it (balance chart, statement): its coin was sold or bought. */
export function walletExchangeSide(walletId: string, exchange: { readonly walletFromId: string }): ExchangeSide {
  return exchange.walletFromId === walletId ? 'SELL' : 'BUY';
}
