import {
  CRYPTO_DISPLAY_DECIMALS,
  DEFAULT_LANGUAGE,
  FIAT_DISPLAY_DECIMALS,
  type Language,
  PERCENT_DISPLAY_DECIMALS,
} from '../constants';
import { formatAmount } from '../money/amount';
import type { Money } from '../money/arithmetic';
import { type ExactDecimal, parseExactDecimal, roundExactDecimal } from '../money/decimal';
import { pow10 } from '../money/errors';
import type { RoundingMode } from '../money/rounding';
import { localizeDecimalString } from './locale';

/** An amount to display: a plain decimal string, atomic units with their decimals, or an exact decimal. */
export type AmountInput = string | Money | ExactDecimal;

export function amountInputToExactDecimal(input: AmountInput): ExactDecimal {
  if (typeof input === 'string') return parseExactDecimal(input);
  if ('atomic' in input) return { mantissa: input.atomic, scale: input.decimals };
  return input;
}

/** Fixed `fractionDigits` places with the locale's separators; the rounding is the caller's choice. */
export function formatFixed(
  input: AmountInput,
  fractionDigits: number,
  locale: Language = DEFAULT_LANGUAGE,
  rounding: RoundingMode = 'half-up',
): string {
  const atomic = roundExactDecimal(amountInputToExactDecimal(input), fractionDigits, rounding);
  return localizeDecimalString(formatAmount(atomic, fractionDigits), locale);
}

/** Spec section 9: fiat shows 2 decimals ("1,234.50"). */
export function formatFiat(
  input: AmountInput,
  locale: Language = DEFAULT_LANGUAGE,
  rounding: RoundingMode = 'half-up',
): string {
  return formatFixed(input, FIAT_DISPLAY_DECIMALS, locale, rounding);
}

/**
 * Spec section 9: crypto chart and transaction amounts show exactly 8 decimals; longer ones are cut
 * (truncated toward zero, never rounded up to more than is held), shorter ones zero-padded.
 */
export function formatCrypto(input: AmountInput, locale: Language = DEFAULT_LANGUAGE): string {
  return formatFixed(input, CRYPTO_DISPLAY_DECIMALS, locale, 'down');
}

/** Spec section 9: a fraction shown as a percent with 2 decimals, 0.04 as "4.00" (no sign appended). */
export function formatPercent(
  fraction: AmountInput,
  locale: Language = DEFAULT_LANGUAGE,
  rounding: RoundingMode = 'half-up',
): string {
  const exact = amountInputToExactDecimal(fraction);
  // ×100 is a shift of the decimal point, so it stays exact.
  const percent =
    exact.scale >= 2
      ? { mantissa: exact.mantissa, scale: exact.scale - 2 }
      : { mantissa: exact.mantissa * pow10(2 - exact.scale), scale: 0 };
  return formatFixed(percent, PERCENT_DISPLAY_DECIMALS, locale, rounding);
}
