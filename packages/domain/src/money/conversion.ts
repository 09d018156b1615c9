import { type DecimalRate, type ExactDecimal, toExactDecimal } from './decimal';
import { assertDecimals, MoneyError, pow10 } from './errors';
import { divideRounded, type RoundingMode } from './rounding';

/**
 * Converts `atomic` units of a currency with `fromDecimals` places into units of one with
 * `toDecimals` places at `rate` (target per source, exact). The one rounding happens at the end.
 */
export function convert(
  atomic: bigint,
  fromDecimals: number,
  rate: DecimalRate | string,
  toDecimals: number,
  rounding: RoundingMode,
): bigint {
  assertDecimals(fromDecimals, 'fromDecimals');
  assertDecimals(toDecimals, 'toDecimals');
  const exact = toExactDecimal(rate);
  if (exact.mantissa < 0n) throw new MoneyError('invalid_decimal', 'a rate cannot be negative');
  const numerator = atomic * exact.mantissa * pow10(toDecimals);
  return divideRounded(numerator, pow10(exact.scale + fromDecimals), rounding);
}

/** The same amount at another precision (e.g. 18-decimal units shown at 8). */
export function rescale(atomic: bigint, fromDecimals: number, toDecimals: number, rounding: RoundingMode): bigint {
  return convert(atomic, fromDecimals, { mantissa: 1n, scale: 0 }, toDecimals, rounding);
}

/** `atomic × fraction`, e.g. a 0.04 cashback on a card payment, rounded by `rounding`. */
export function mulFraction(atomic: bigint, fraction: ExactDecimal | string, rounding: RoundingMode): bigint {
  const exact = toExactDecimal(fraction);
  return divideRounded(atomic * exact.mantissa, pow10(exact.scale), rounding);
}

/** `atomic × percent / 100`, for rates quoted in percent ("4" or "4.5"). */
export function percentOf(atomic: bigint, percent: ExactDecimal | string, rounding: RoundingMode): bigint {
  const exact = toExactDecimal(percent);
  return divideRounded(atomic * exact.mantissa, pow10(exact.scale + 2), rounding);
}

/**
 * Splits `total` in proportion to `weights` so that the parts add up to `total` exactly
 * (largest-remainder method). Used where a remainder must not vanish, such as spreading
 * accrued interest over deposits: each part gets its floor share, then the leftover units go
 * one by one to the largest remainders, earlier entries first on ties, so the result is stable.
 */
export function allocate(total: bigint, weights: readonly bigint[]): bigint[] {
  if (weights.length === 0 || weights.some((weight) => weight < 0n)) {
    throw new MoneyError('invalid_weights', 'weights must be a non-empty list of non-negative values');
  }
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0n);
  if (weightSum === 0n) throw new MoneyError('invalid_weights', 'weights must not all be zero');
  if (total < 0n) return allocate(-total, weights).map((part) => -part);

  const parts = weights.map((weight) => (total * weight) / weightSum);
  const remainders = weights.map((weight, index) => ({ index, remainder: (total * weight) % weightSum }));
  let leftover = total - parts.reduce((sum, part) => sum + part, 0n);
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (leftover === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return parts;
}

/** Cents of EUR (or any 2-decimal fiat) per whole coin, at a price given as fiat per one coin. */
export const FIAT_CENT_DECIMALS = 2;

/** The fiat value in cents of `atomic` units of a coin with `decimals` places at `price` (fiat per coin). */
export function fiatCentsOf(
  atomic: bigint,
  decimals: number,
  price: DecimalRate | string,
  rounding: RoundingMode,
): bigint {
  return convert(atomic, decimals, price, FIAT_CENT_DECIMALS, rounding);
}

/**
 * How many atomic units of a coin are worth `cents` of fiat at `price` (fiat per coin): a fee or a
 * tier price charged in the coin. `ceil` makes the platform never charge less than the fiat amount.
 */
export function atomicForFiatCents(
  cents: bigint,
  decimals: number,
  price: DecimalRate | string,
  rounding: RoundingMode,
): bigint {
  assertDecimals(decimals);
  const exact = toExactDecimal(price);
  if (exact.mantissa <= 0n) throw new MoneyError('invalid_decimal', 'a price must be positive');
  // cents/100 fiat ÷ (mantissa/10^scale fiat per coin) × 10^decimals atomic units per coin.
  return divideRounded(cents * pow10(exact.scale + decimals), exact.mantissa * pow10(FIAT_CENT_DECIMALS), rounding);
}
