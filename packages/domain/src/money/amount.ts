import { type AmountParseFailure, assertDecimals, MoneyError, pow10 } from './errors';

/** Spec section 5: an amount is digits and one dot, nothing else (no sign, exponent, space or comma). */
const AMOUNT_PATTERN = /^(\d*)(?:\.(\d*))?$/;

export type AmountParseResult = { ok: true; atomic: bigint } | { ok: false; error: AmountParseFailure };

/**
 * Reads a typed amount into atomic units of a coin with `decimals` places. More decimals than the
 * coin allows is a `decimals` failure, never a silent rounding: the user must see what is sent.
 * "5." and ".5" are accepted because they are what a user has typed half-way through "5.5".
 */
export function tryParseAmount(text: string, decimals: number): AmountParseResult {
  assertDecimals(decimals);
  if (text.trim() === '') return { ok: false, error: 'empty' };
  const match = AMOUNT_PATTERN.exec(text);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || whole.length + fraction.length === 0) return { ok: false, error: 'amount' };
  if (fraction.length > decimals) return { ok: false, error: 'decimals' };
  const atomic = BigInt(whole || '0') * pow10(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  return { ok: true, atomic };
}

/** As `tryParseAmount`, throwing a `MoneyError` whose code is the failure. */
export function parseAmount(text: string, decimals: number): bigint {
  const result = tryParseAmount(text, decimals);
  if (!result.ok) throw new MoneyError(result.error, `cannot read amount ${JSON.stringify(text)}: ${result.error}`);
  return result.atomic;
}

export interface FormatAmountOptions {
  /** Drop trailing fraction zeros (and the dot when nothing is left): "1.50" becomes "1.5". */
  readonly trim?: boolean;
}

/** Atomic units back to a plain decimal string with exactly `decimals` places ("-" for negatives). */
export function formatAmount(atomic: bigint, decimals: number, options: FormatAmountOptions = {}): string {
  assertDecimals(decimals);
  const negative = atomic < 0n;
  const digits = (negative ? -atomic : atomic).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  let fraction = digits.slice(digits.length - decimals);
  if (options.trim) fraction = fraction.replace(/0+$/, '');
  const body = fraction.length > 0 ? `${whole}.${fraction}` : whole;
  return negative ? `-${body}` : body;
}
