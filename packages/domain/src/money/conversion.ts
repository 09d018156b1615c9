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
