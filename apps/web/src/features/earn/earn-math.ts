import type { EarnRate } from '@coffer/contract';
import {
  compareExactDecimals,
  type ExactDecimal,
  formatExactDecimal,
  matchesValidationPattern,
  readExactDecimal,
  withdrawAmountError,
} from '@coffer/domain';

export type EarnMode = 'deposit' | 'withdraw';
export type EarnFieldError = 'amount' | NonNullable<ReturnType<typeof withdrawAmountError>>;

/** A yearly rate in percent ("4") as the fraction the percent formatter takes ("0.04"), exactly. */
export function rateFraction(percent: string): string {
  const exact = readExactDecimal(percent);
  return exact ? formatExactDecimal({ mantissa: exact.mantissa, scale: exact.scale + 2 }) : '0';
}

function same(a: ExactDecimal | null, b: ExactDecimal | null): boolean {
  return a !== null && b !== null && compareExactDecimals(a, b) === 0;
}

/**
 * Section 5's amount rules for Earn (domain `withdrawAmountError`): a deposit against the wallet's
 * balance, a withdrawal against what is invested; both at the coin's decimals and above the Earn
 * minimum, except a withdrawal of everything left (docs/decisions/0011-earn.md).
 */
export function earnAmountError(
  amount: string,
  mode: EarnMode,
  input: { balance: string; invested: string; decimals: number; rate: Pick<EarnRate, 'minAmount'> | null },
): EarnFieldError | null {
  const value = amount.trim();
  if (value !== '' && !matchesValidationPattern('amount', value)) return 'amount';
  const available = mode === 'deposit' ? input.balance : input.invested;
  const everything = mode === 'withdraw' && same(readExactDecimal(value), readExactDecimal(input.invested));
  return withdrawAmountError({
    value,
    touched: true,
    balance: available,
    minTransfer: everything ? null : (input.rate?.minAmount ?? null),
    decimals: input.decimals,
  });
}
