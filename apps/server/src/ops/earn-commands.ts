import { accrueInterest } from '../modules/earn/accrual';
import { addDays, utcDay } from '../modules/earn/service';
import type { OpsCommand } from './types';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRealDay(day: string): boolean {
  return DAY.test(day) && utcDay(new Date(`${day}T00:00:00Z`)) === day;
}

/** Earn: the daily interest accrual, which the server also runs every hour. */
export const EARN_COMMANDS: Record<string, OpsCommand> = {
  earn: {
    usage: 'earn accrue [YYYY-MM-DD]',
    summary: 'accrue Earn interest for every day not accrued yet up to that day (default yesterday, UTC)',
    run: async (ctx, [action, day]) => {
      const services = ctx.services();
      const today = utcDay(services.now());
      // Today may be accrued early (its balance is then the one of this moment); a future day may not.
      if (action !== 'accrue' || (day !== undefined && (!isRealDay(day) || day > today))) {
        ctx.out('usage: earn accrue [YYYY-MM-DD] (a day up to today, UTC)');
        return 2;
      }
      const { through, days, credited } = await accrueInterest(services, day ?? addDays(today, -1));
      ctx.out(`earn accrued through ${through}: ${days} account-days, ${credited} interests credited`);
      return 0;
    },
  },
};
