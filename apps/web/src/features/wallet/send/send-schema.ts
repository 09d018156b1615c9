import type { Network } from '@coffer/domain';
import { isValidAddressFor, isValidXrpTag, matchesValidationPattern, withdrawAmountError } from '@coffer/domain';
import { z } from 'zod';

export interface SendContext {
  coinCode: string;
  network: Network;
  balance: string;
  /** The coin's min_transfer from the account status, when known. */
  minTransfer: string | null;
  decimals: number;
}

/** Names of the `validation.` texts a send field can show. */
export type SendFieldError =
  | 'required'
  | 'address'
  | 'empty'
  | 'amount'
  | 'invalid'
  | 'insufficientBalance'
  | 'minAmount'
  | 'decimals'
  | 'xrpTag';

/**
 * Section 5 withdraw: an email is taken as a Coffer user (the server finds them); anything else must
 * pass the coin's own address validator (an IBAN for EUR, a GB IBAN for GBP).
 */
export function destinationError(
  to: string,
  context: Pick<SendContext, 'coinCode' | 'network'>,
): SendFieldError | null {
  const value = to.trim();
  if (value === '') return 'required';
  if (matchesValidationPattern('email', value)) return null;
  return isValidAddressFor(context.coinCode, value, context.network) ? null : 'address';
}

/**
 * Section 5 withdraw amount: digits and a dot only ('amount'), then the domain's rules in order:
 * empty, invalid, insufficientBalance, minAmount (min_transfer), decimals. Untouched fields are not
 * judged here: the form shows an error only once its control is touched.
 */
export function sendAmountError(amount: string, context: SendContext): SendFieldError | null {
  const value = amount.trim();
  if (value !== '' && !matchesValidationPattern('amount', value)) return 'amount';
  return withdrawAmountError({
    value,
    touched: true,
    balance: context.balance,
    minTransfer: context.minTransfer,
    decimals: context.decimals,
  });
}

export function sendSchema(context: SendContext) {
  const check = (error: SendFieldError | null, ctx: z.RefinementCtx) => {
    if (error) ctx.addIssue({ code: 'custom', message: error });
  };
  return z.object({
    to: z.string().superRefine((to, ctx) => check(destinationError(to, context), ctx)),
    amount: z.string().superRefine((amount, ctx) => check(sendAmountError(amount, context), ctx)),
    tag: z
      .string()
      .superRefine((tag, ctx) => check(tag.trim() === '' || isValidXrpTag(tag.trim()) ? null : 'xrpTag', ctx)),
  });
}

export type SendValues = z.infer<ReturnType<typeof sendSchema>>;

/** The body of ask-send and send: trimmed, the tag only for XRP and only when given. */
export function sendTarget(values: SendValues, coinCode: string): { to: string; amount: string; tag?: string } {
  const tag = values.tag.trim();
  return {
    to: values.to.trim(),
    amount: values.amount.trim(),
    ...(coinCode === 'XRP' && tag !== '' ? { tag } : {}),
  };
}
