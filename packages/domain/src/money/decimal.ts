import { formatAmount } from './amount';
import { MoneyError, pow10 } from './errors';
import { divideRounded, type RoundingMode } from './rounding';

/**
 * An exact decimal number: `mantissa / 10^scale`. Rates, fractions (cashback 0.04) and market prices
 * travel in this shape so that no value passes through a binary float on its way to an amount.
 */
export interface ExactDecimal {
  readonly mantissa: bigint;
  readonly scale: number;
}

/** An exchange or conversion rate: units of the target currency per unit of the source. */
export type DecimalRate = ExactDecimal;

const DECIMAL_PATTERN = /^(-?)(\d*)(?:\.(\d*))?$/;
const SCIENTIFIC_PATTERN = /^(-?)(\d+)(?:\.(\d*))?e([+-]?\d+)$/i;
/** The lenient reading of `readExactDecimal`: a sign, digits with one dot, an optional exponent. */
const LENIENT_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

function fromParts(sign: string, whole: string, fraction: string): ExactDecimal {
  const mantissa = BigInt(`${whole}${fraction}` || '0');
  return { mantissa: sign === '-' ? -mantissa : mantissa, scale: fraction.length };
}

/** `base × 10^exponent`, kept exact: a negative scale becomes trailing zeros of the mantissa. */
function withExponent(base: ExactDecimal, exponent: number): ExactDecimal {
  const scale = base.scale - exponent;
  return scale >= 0 ? { mantissa: base.mantissa, scale } : { mantissa: base.mantissa * pow10(-scale), scale: 0 };
}

/**
 * Parses a plain decimal ("12", "-0.5", "0.04", ".5", "3."). Exponents, spaces, plus signs and
 * separators other than one dot are refused: a rate that is not written plainly is not trusted.
 */
export function parseExactDecimal(text: string): ExactDecimal {
  const match = DECIMAL_PATTERN.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || whole.length + fraction.length === 0) {
    throw new MoneyError('invalid_decimal', `not a plain decimal: ${JSON.stringify(text)}`);
  }
  return fromParts(match[1] ?? '', whole, fraction);
}

/** A rate must be a non-negative plain decimal. */
export function parseDecimalRate(text: string): DecimalRate {
  const rate = parseExactDecimal(text);
  if (rate.mantissa < 0n) throw new MoneyError('invalid_decimal', `a rate cannot be negative: ${text}`);
  return rate;
}

/**
 * Market providers send prices and rates as JSON numbers. This takes the shortest decimal that
 * round-trips to that number (what `String(n)` prints, "1e-7" included), so 0.1 becomes exactly
 * 1/10 rather than the binary approximation. It is meant for provider data, never for balances.
 */
export function exactDecimalFromNumber(value: number): ExactDecimal {
  if (!Number.isFinite(value)) throw new MoneyError('not_finite', `not a finite number: ${value}`);
  const text = String(value);
  const scientific = SCIENTIFIC_PATTERN.exec(text);
  if (!scientific) return parseExactDecimal(text);
  const base = fromParts(scientific[1] ?? '', scientific[2] ?? '', scientific[3] ?? '');
  return withExponent(base, Number(scientific[4]));
}

/**
 * Reads a decimal typed by a user or sent by the server without throwing: text ("12.5", " -0.01 ",
 * "+3", ".5", "5.", "1e-7", "2.5E3"), a JSON number (by its shortest decimal, see
 * `exactDecimalFromNumber`) or a bigint. Null for anything else, "" and "." and non-finite numbers
 * included. Form validation and statement figures read their inputs through it; rates that must be
 * written plainly go through `parseExactDecimal` instead.
 */
export function readExactDecimal(input: string | number | bigint): ExactDecimal | null {
  if (typeof input === 'bigint') return { mantissa: input, scale: 0 };
  if (typeof input === 'number') return Number.isFinite(input) ? exactDecimalFromNumber(input) : null;
  const match = LENIENT_PATTERN.exec(input.trim());
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || whole.length + fraction.length === 0) return null;
  return withExponent(fromParts(match[1] ?? '', whole, fraction), match[4] ? Number(match[4]) : 0);
}

/** Accepts the usual spellings of an exact decimal in one place. */
export function toExactDecimal(value: ExactDecimal | string | bigint): ExactDecimal {
  if (typeof value === 'string') return parseExactDecimal(value);
  if (typeof value === 'bigint') return { mantissa: value, scale: 0 };
  if (!Number.isSafeInteger(value.scale) || value.scale < 0) {
    throw new MoneyError('invalid_decimals', `scale must be a non-negative integer, got ${value.scale}`);
  }
  return value;
}

/** The value rounded to `fractionDigits` places, returned as atomic units at that scale. */
export function roundExactDecimal(value: ExactDecimal, fractionDigits: number, mode: RoundingMode): bigint {
  if (fractionDigits >= value.scale) return value.mantissa * pow10(fractionDigits - value.scale);
  return divideRounded(value.mantissa, pow10(value.scale - fractionDigits), mode);
}

export function compareExactDecimals(a: ExactDecimal, b: ExactDecimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const left = a.mantissa * pow10(scale - a.scale);
  const right = b.mantissa * pow10(scale - b.scale);
  if (left === right) return 0;
  return left < right ? -1 : 1;
}

/** Drops trailing zeros of the mantissa so equal values compare and print alike. */
export function normalizeExactDecimal(value: ExactDecimal): ExactDecimal {
  let { mantissa, scale } = value;
  while (scale > 0 && mantissa % 10n === 0n) {
    mantissa /= 10n;
    scale -= 1;
  }
  return { mantissa, scale };
}

/** The exact product, trailing zeros dropped (0.1 × 3 is 0.3, not 0.30000000000000004). */
export function multiplyExactDecimals(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  return normalizeExactDecimal({ mantissa: a.mantissa * b.mantissa, scale: a.scale + b.scale });
}

/** Canonical text without exponent or trailing zeros: { mantissa: -1500n, scale: 3 } is "-1.5". */
export function formatExactDecimal(value: ExactDecimal): string {
  return formatAmount(value.mantissa, value.scale, { trim: true });
}

/** `1 / rate` at `scale` places; with `floor` the inverse never exceeds the true one. */
export function invertRate(rate: DecimalRate, scale: number, mode: RoundingMode): DecimalRate {
  if (rate.mantissa === 0n) throw new MoneyError('division_by_zero', 'cannot invert a zero rate');
  return { mantissa: divideRounded(pow10(scale + rate.scale), rate.mantissa, mode), scale };
}
