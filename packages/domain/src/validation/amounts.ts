import { DEFAULT_AMOUNT_DECIMALS, DEFAULT_CRYPTO_PRECISION } from '../constants';
import { compareExactDecimals, type ExactDecimal, normalizeExactDecimal, readExactDecimal } from '../money/decimal';

/** Amounts are decimal text in coin units; numbers are accepted for server-sent limits only. */
export type DecimalInput = string | number;

export type WithdrawAmountError = 'empty' | 'invalid' | 'insufficientBalance' | 'minAmount' | 'decimals';
export type ExchangeAmountError = 'empty' | 'invalid' | 'insufficientBalance' | 'minAmount' | 'maxAmount' | 'decimals';

export interface WithdrawAmountInput {
  readonly value: string | null | undefined;
  readonly touched: boolean;
  readonly balance: DecimalInput;
  /** The coin's min_transfer from the account status; absent means no minimum. */
  readonly minTransfer?: DecimalInput | null;
  /** Decimals the coin allows; section 5 defaults amounts to 2. */
  readonly decimals?: number;
}

const ZERO: ExactDecimal = { mantissa: 0n, scale: 0 };

function readLimit(value: DecimalInput | null | undefined): ExactDecimal | null {
  return value === null || value === undefined || value === '' ? null : readExactDecimal(value);
}

/** Number of fraction digits that carry value ('1.50' has 1). */
function significantDecimals(value: ExactDecimal): number {
  return normalizeExactDecimal(value).scale;
}

/** Blank, unreadable, zero or negative input, the first two rules shared by both amount forms. */
function readAmount(value: string | null | undefined, touched: boolean): ExactDecimal | 'empty' | 'invalid' {
  if (!touched || value === null || value === undefined || value.trim() === '') return 'empty';
  const amount = readExactDecimal(value);
  if (!amount || compareExactDecimals(amount, ZERO) <= 0) return 'invalid';
  return amount;
}

function insufficient(amount: ExactDecimal, balanceInput: DecimalInput): boolean {
  // An unreadable balance is no balance: refusing is safer than letting the server decide.
  const balance = readExactDecimal(balanceInput) ?? ZERO;
  return compareExactDecimals(balance, ZERO) <= 0 || compareExactDecimals(balance, amount) < 0;
}

/**
 * Section 5 withdraw amount rules, first failure wins: empty, invalid, insufficientBalance,
 * minAmount, decimals. Decimals count only digits that carry value ('1.50' has one).
 */
export function withdrawAmountError(input: WithdrawAmountInput): WithdrawAmountError | null {
  const amount = readAmount(input.value, input.touched);
  if (amount === 'empty' || amount === 'invalid') return amount;
  if (insufficient(amount, input.balance)) return 'insufficientBalance';
  const min = readLimit(input.minTransfer);
  if (min && compareExactDecimals(amount, min) < 0) return 'minAmount';
  if (significantDecimals(amount) > (input.decimals ?? DEFAULT_AMOUNT_DECIMALS)) return 'decimals';
  return null;
}

export interface ExchangeAmountInput {
  readonly value: string | null | undefined;
  readonly touched: boolean;
  readonly balance: DecimalInput;
  /** The selected rate's minAmount, maxAmount and precisionAmount (section 3, Exchange rate). */
  readonly minAmount?: DecimalInput | null;
  readonly maxAmount?: DecimalInput | null;
  /** Section 5: crypto precision defaults to 8. */
  readonly precisionAmount?: number | null;
}

/** Section 5 exchange amount rules: empty, invalid, insufficientBalance, minAmount, maxAmount, decimals. */
export function exchangeAmountError(input: ExchangeAmountInput): ExchangeAmountError | null {
  const amount = readAmount(input.value, input.touched);
  if (amount === 'empty' || amount === 'invalid') return amount;
  if (insufficient(amount, input.balance)) return 'insufficientBalance';
  const min = readLimit(input.minAmount);
  if (min && compareExactDecimals(amount, min) < 0) return 'minAmount';
  const max = readLimit(input.maxAmount);
  if (max && compareExactDecimals(amount, max) > 0) return 'maxAmount';
  if (significantDecimals(amount) > (input.precisionAmount ?? DEFAULT_CRYPTO_PRECISION)) return 'decimals';
  return null;
}
