import type { FastifyBaseLogger } from 'fastify';
import { mine } from '../modules/chain/movements';
import { accrueInterest, EARN_JOB_INTERVAL_MS } from '../modules/earn/accrual';
import { autoReview } from '../modules/kyc/review';
import { chargeMonthlyFees } from '../modules/tiers/service';
import type { Services } from '../services';

export interface Jobs {
  stop(): Promise<void>;
}

/** How often the monthly-fee job looks for users not charged this month yet (it is idempotent). */
export const FEE_JOB_INTERVAL_MS = 6 * 60 * 60_000;

interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

/**
 * Timers for the server's background work. A run never overlaps the previous one; a failure is
 * logged and retried at the next tick. Each job is safe on several instances at once: the chain's
 * settlements, the fee claims and Earn's account-day claims are guarded by the database (status
 * transitions, unique rows).
 */
export function startJobs(services: Services, log: FastifyBaseLogger): Jobs {
  const jobs: Job[] = [{ name: 'tier-fees', everyMs: FEE_JOB_INTERVAL_MS, run: () => chargeMonthlyFees(services) }];
  jobs.push({ name: 'earn-accrual', everyMs: EARN_JOB_INTERVAL_MS, run: () => accrueInterest(services) });
  if (services.config.sandbox && services.config.chainBlockMs > 0) {
    jobs.push({ name: 'sandbox-chain', everyMs: services.config.chainBlockMs, run: () => mine(services, 1) });
  }
  if (services.config.sandbox && services.config.kycAutoReviewMs > 0) {
    jobs.push({ name: 'kyc-auto-review', everyMs: 1000, run: () => autoReview(services) });
  }
  const running = new Set<Promise<unknown>>();
  const timers = jobs.map((job) => {
    let busy = false;
    const tick = () => {
      if (busy) return;
      busy = true;
      const run = job
        .run()
        .catch((error: unknown) => log.error({ err: error, job: job.name }, 'background job failed'))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    };
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
