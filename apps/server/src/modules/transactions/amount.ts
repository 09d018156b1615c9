import { tryParseAmount } from '@coffer/domain';
import { AppError } from '../../http/app-error';

/**
 * Reads a typed amount with `decimals` places into atomic units; anything else is `bad_params` naming
 * the `amount` field, with code `decimals` when only the precision is wrong (spec section 5), so the
 * client can show its "too many decimals" message. `decimalsMessage` says what the limit belongs to.
 */
export function parseAmountField(text: string, decimals: number, decimalsMessage: string): bigint {
  const parsed = tryParseAmount(text, decimals);
  if (parsed.ok) return parsed.atomic;
  const tooPrecise = parsed.error === 'decimals';
  throw new AppError('bad_params', tooPrecise ? decimalsMessage : 'Not an amount', {
    issues: [
      {
        path: 'amount',
        code: tooPrecise ? 'decimals' : 'amount',
        message: tooPrecise ? 'Too many decimals' : 'Not an amount',
      },
    ],
  });
}
