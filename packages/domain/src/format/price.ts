import { CRYPTO_DISPLAY_DECIMALS, DEFAULT_LANGUAGE, type Language } from '../constants';
import { formatAmount } from '../money/amount';
import {
  compareExactDecimals,
  type ExactDecimal,
  exactDecimalFromNumber,
  parseExactDecimal,
  roundExactDecimal,
} from '../money/decimal';
import { formatFixed } from './amounts';
import { localizeDecimalString } from './locale';

/** Shown instead of a price that cannot be read (NaN, Infinity, malformed text): the formatter never throws. */
export const PRICE_PLACEHOLDER = '—';

/** Spec section 9: short forms apply strictly above these values. */
export const PRICE_SHORT_FORMS = [
  { suffix: 'B', above: 10_000_000_000n, unitExponent: 9 },
  { suffix: 'M', above: 10_000_000n, unitExponent: 6 },
  { suffix: 'K', above: 10_000n, unitExponent: 3 },
] as const;

/** Significant digits shown below 1 (spec section 9). */
export const PRICE_SIGNIFICANT_DIGITS = 4;

/**
 * The most fraction digits a price below 1 may show: the crypto display precision. A tiny price
 * keeps fewer significant digits rather than growing longer (0.000001234 shows "0.00000123"), and a
 * price under 0.00000001 shows as "<0.00000001" instead of a misleading run of zeros.
 */
export const PRICE_MAX_FRACTION_DIGITS = CRYPTO_DISPLAY_DECIMALS;

function toExact(price: number | string | ExactDecimal): ExactDecimal | undefined {
  try {
    if (typeof price === 'number') return exactDecimalFromNumber(price);
    if (typeof price === 'string') return parseExactDecimal(price.trim());
    return Number.isSafeInteger(price.scale) && price.scale >= 0 ? price : undefined;
  } catch {
    return undefined;
  }
}

function digitCount(value: bigint): number {
  return value.toString().length;
}

function formatBelowOne(value: ExactDecimal, locale: Language): string {
  // Zeros between the point and the first significant digit: 0.0012 has 2.
  const leadingZeros = value.scale - digitCount(value.mantissa);
  const significant = Math.min(PRICE_SIGNIFICANT_DIGITS, PRICE_MAX_FRACTION_DIGITS - leadingZeros);
  if (significant <= 0)
    return `<${formatFixed({ mantissa: 1n, scale: PRICE_MAX_FRACTION_DIGITS }, PRICE_MAX_FRACTION_DIGITS, locale)}`;
  const fractionDigits = leadingZeros + significant;
  const rounded = roundExactDecimal(value, fractionDigits, 'half-up');
  // Rounding may carry into a new leading digit (0.99996 -> 1.000, 0.00099996 -> 0.001000): re-read it.
  if (digitCount(rounded) > significant) return formatPositive({ mantissa: rounded, scale: fractionDigits }, locale);
  return localizeDecimalString(formatAmount(rounded, fractionDigits), locale);
}

function formatPositive(value: ExactDecimal, locale: Language): string {
  for (const form of PRICE_SHORT_FORMS) {
    if (compareExactDecimals(value, { mantissa: form.above, scale: 0 }) > 0) {
      return `${formatFixed({ mantissa: value.mantissa, scale: value.scale + form.unitExponent }, 2, locale)}${form.suffix}`;
    }
  }
  if (compareExactDecimals(value, { mantissa: 1n, scale: 0 }) >= 0) return formatFixed(value, 2, locale);
  return formatBelowOne(value, locale);
}

/**
 * Spec section 9 price display: 2 decimals from 1 up, 4 significant digits below 1 (fewer for tiny
 * prices, see PRICE_MAX_FRACTION_DIGITS), and K / M / B short forms above 10 thousand / 10 million /
 * 10 billion with 2 decimals ("12.35K"). Market prices arrive as floats from providers, so numbers
 * are accepted here (read through their shortest decimal form); amounts held by users never are.
 */
export function formatPrice(price: number | string | ExactDecimal, locale: Language = DEFAULT_LANGUAGE): string {
  const exact = toExact(price);
  if (!exact) return PRICE_PLACEHOLDER;
  if (exact.mantissa === 0n) return formatFixed(exact, 2, locale);
  if (exact.mantissa < 0n) return `-${formatPositive({ mantissa: -exact.mantissa, scale: exact.scale }, locale)}`;
  return formatPositive(exact, locale);
}
