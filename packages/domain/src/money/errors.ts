/**
 * Reasons a typed amount is refused. They are named like the form errors of spec section 5
 * (`empty`, `amount`, `decimals`) so validation can surface them without a mapping table.
 */
export type AmountParseFailure = 'empty' | 'amount' | 'decimals';

export type MoneyErrorCode =
  | AmountParseFailure
  | 'invalid_decimals'
  | 'invalid_decimal'
  | 'not_finite'
  | 'division_by_zero'
  | 'invalid_weights'
  | 'decimals_mismatch';

/** Thrown by the money helpers; `code` lets callers branch without parsing messages. */
export class MoneyError extends Error {
  override readonly name = 'MoneyError';
  readonly code: MoneyErrorCode;

  constructor(code: MoneyErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** Decimal places must be a small non-negative integer; anything else is a programming error. */
export function assertDecimals(decimals: number, what = 'decimals'): void {
  if (!Number.isSafeInteger(decimals) || decimals < 0) {
    throw new MoneyError('invalid_decimals', `${what} must be a non-negative integer, got ${decimals}`);
  }
}

export function pow10(exponent: number): bigint {
  assertDecimals(exponent, 'exponent');
  return 10n ** BigInt(exponent);
}
