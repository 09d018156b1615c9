import { settleBankPayments } from '../modules/chain/movements';
import type { OpsCommand } from './types';

/** The sandbox bank (decision 0015): incoming transfers are `deposit <email> EUR|GBP ...`; this clears payments. */
export const BANK_COMMANDS: Record<string, OpsCommand> = {
  bank: {
    usage: 'bank settle',
    summary: 'the sandbox bank clears every pending EUR and GBP payment now (else the next sandbox block does)',
    run: async (ctx, [action]) => {
      if (action !== 'settle') {
        ctx.out('usage: bank settle');
        return 2;
      }
      const cleared = await settleBankPayments(ctx.services());
      ctx.out(`bank payments cleared: ${cleared}`);
      return 0;
    },
  },
};
