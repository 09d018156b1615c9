import { MoneyError } from './errors';

/**
 * Every division that can lose a unit names its rounding, so no amount is ever rounded by accident.
 * - `floor` / `ceil`: toward negative / positive infinity;
 * - `down` / `up`: toward / away from zero;
 * - `half-up`: nearest, ties away from zero (as Java's HALF_UP and most receipts);
 * - `half-even`: nearest, ties to the even neighbour (banker's rounding, no drift over many sums).
 */
export const ROUNDING_MODES = ['floor', 'ceil', 'half-up', 'half-even', 'down', 'up'] as const;
export type RoundingMode = (typeof ROUNDING_MODES)[number];

function abs(value: bigint): bigint {
  return value < 0n ? -value : value;
}

/** `numerator / denominator` rounded by `mode`, exact on bigints. */
export function divideRounded(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  if (denominator === 0n) throw new MoneyError('division_by_zero', 'division by zero');
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (remainder === 0n) return quotient;
  const sign = numerator < 0n !== denominator < 0n ? -1n : 1n;
  switch (mode) {
    case 'down':
      return quotient;
    case 'up':
      return quotient + sign;
    case 'floor':
      return sign < 0n ? quotient - 1n : quotient;
    case 'ceil':
      return sign > 0n ? quotient + 1n : quotient;
    case 'half-up':
    case 'half-even': {
      const twice = 2n * abs(remainder);
      const divisor = abs(denominator);
      if (twice > divisor) return quotient + sign;
      if (twice < divisor) return quotient;
      if (mode === 'half-up') return quotient + sign;
      return quotient % 2n === 0n ? quotient : quotient + sign;
    }
  }
}
