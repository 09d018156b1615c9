import type { Network } from '@coffer/domain';
import { sendAmountError, sendDestinationError, sendTagError } from '@coffer/domain';
import { z } from 'zod/mini';

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

/** The section 5 destination rule (domain `sendDestinationError`) for this form's coin and network. */
export function destinationError(
  to: string,
  context: Pick<SendContext, 'coinCode' | 'network'>,
): SendFieldError | null {
  return sendDestinationError(context.coinCode, to, context.network);
}

/**
 * The section 5 amount rule is the domain's `sendAmountError(amount, context)` (digits and a dot,
 * then the withdraw rules against the context's balance, minTransfer and decimals), re-exported for
 * the form's tests. It judges the field as touched: the form shows an error only once it is.
 */
export { sendAmountError };

/**
 * `read` turns the amount as typed in the language's marks into a plain decimal (null when it is no
 * amount there, `useAmountInput().read`); the schema's output carries that plain amount.
 */
export function sendSchema(context: SendContext, read: (typed: string) => string | null = (typed) => typed) {
  const check = (error: SendFieldError | null, ctx: z.core.$RefinementCtx) => {
    if (error) ctx.addIssue({ code: 'custom', message: error });
  };
  return z.object({
    to: z.string().check(z.superRefine((to, ctx) => check(destinationError(to, context), ctx))),
    amount: z.pipe(
      z.string().check(
        z.superRefine((amount, ctx) => {
          const plain = read(amount);
          check(plain === null ? 'amount' : sendAmountError(plain, context), ctx);
        }),
      ),
      z.transform((amount: string) => read(amount) ?? amount),
    ),
    tag: z.string().check(z.superRefine((tag, ctx) => check(sendTagError(tag), ctx))),
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
