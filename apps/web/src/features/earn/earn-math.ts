import type { EarnRate } from '@coffer/contract';
import {
  type EarnMoveMode,
  earnAmountTooLow,
  formatExactDecimal,
  matchesValidationPattern,
  readExactDecimal,
  tryParseAmount,
  withdrawAmountError,
} from '@coffer/domain';

export type EarnMode = EarnMoveMode;
export type EarnFieldError = 'amount' | NonNullable<ReturnType<typeof withdrawAmountError>>;

/** A yearly rate in percent ("4") as the fraction the percent formatter takes ("0.04"), exactly. */
export function rateFraction(percent: string): string {
  const exact = readExactDecimal(percent);
  return exact ? formatExactDecimal({ mantissa: exact.mantissa, scale: exact.scale + 2 }) : '0';
}

/**
 * The Earn minimum to check the amount against: none when the domain rule (`earnAmountTooLow`)
 * accepts this amount below it (a withdrawal of everything left); input that does not read as an
 * amount keeps the minimum and gets its own error first.
 */
function minimumFor(value: string, mode: EarnMode, invested: string, decimals: number, min: string | null) {
  const amount = tryParseAmount(value, decimals);
  const held = tryParseAmount(invested, decimals);
  const least = min === null ? null : tryParseAmount(min, decimals);
  if (!amount.ok || !held.ok || !least?.ok || amount.atomic >= least.atomic) return min;
  return earnAmountTooLow(mode, amount.atomic, least.atomic, held.atomic - amount.atomic) ? min : null;
}

/**
 * Section 5's amount rules for Earn (domain `withdrawAmountError`): a deposit against the wallet's
 * balance, a withdrawal against what is invested; both at the coin's decimals and above the Earn
 * minimum, except a withdrawal of everything left (domain `earnAmountTooLow`, decision 0011).
 */
export function earnAmountError(
  amount: string,
  mode: EarnMode,
  input: { balance: string; invested: string; decimals: number; rate: Pick<EarnRate, 'minAmount'> | null },
): EarnFieldError | null {
  const value = amount.trim();
  if (value !== '' && !matchesValidationPattern('amount', value)) return 'amount';
  const available = mode === 'deposit' ? input.balance : input.invested;
  return withdrawAmountError({
    value,
    touched: true,
    balance: available,
    minTransfer: minimumFor(value, mode, input.invested, input.decimals, input.rate?.minAmount ?? null),
    decimals: input.decimals,
  });
}
