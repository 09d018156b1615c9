import type { Network } from '../constants';
import { isValidXrpTag } from '../transactions/xrp-tag';
import { isValidAddressFor } from './addresses/index';
import { type DecimalInput, type WithdrawAmountError, withdrawAmountError } from './amounts';
import { matchesValidationPattern } from './patterns';

export type SendDestinationError = 'required' | 'address';
export type SendAmountError = 'amount' | WithdrawAmountError;

/**
 * Section 5 withdraw destination: an email is taken as a Coffer user (the server finds them);
 * anything else must pass the coin's own address validator (an IBAN for EUR, a GB IBAN for GBP).
 * Surrounding spaces are not the user's.
 */
export function sendDestinationError(coinCode: string, to: string, network: Network): SendDestinationError | null {
  const value = to.trim();
  if (value === '') return 'required';
  if (matchesValidationPattern('email', value)) return null;
  return isValidAddressFor(coinCode, value, network) ? null : 'address';
}

/** The sending wallet's figures the amount is judged against. */
export interface SendAmountLimits {
  readonly balance: DecimalInput;
  /** The coin's min_transfer from the account status; null or absent means no minimum. */
  readonly minTransfer?: DecimalInput | null;
  /** Decimals the coin allows. */
  readonly decimals?: number;
}

/**
 * Section 5 withdraw amount as typed: digits and one dot only ('amount'), then the withdraw rules
 * in order (empty, invalid, insufficientBalance, minAmount, decimals). The amount is judged as
 * touched: showing an error only once its control is touched is the form's business.
 */
export function sendAmountError(amount: string, limits: SendAmountLimits): SendAmountError | null {
  const value = amount.trim();
  if (value !== '' && !matchesValidationPattern('amount', value)) return 'amount';
  return withdrawAmountError({
    value,
    touched: true,
    balance: limits.balance,
    minTransfer: limits.minTransfer,
    decimals: limits.decimals,
  });
}

/** The optional XRP destination tag of a send: blank, or a valid tag once trimmed. */
export function sendTagError(tag: string): 'xrpTag' | null {
  const value = tag.trim();
  return value === '' || isValidXrpTag(value) ? null : 'xrpTag';
}
