import { randomUUID } from 'node:crypto';
import { dailyInterest } from '@coffer/domain';
import { sql } from 'drizzle-orm';
import type { Services } from '../../services';
import { ensureSystemAccount, inTransaction, transferWith } from '../ledger/index';
import { atomic } from '../ledger/sql';
import { eurCentsOf } from '../transactions/pricing';
import { insertTransaction } from '../transactions/records';
import { addDays, earnRateOf, utcDay } from './service';

/** The job looks every hour for days not accrued yet; a day is accrued once, whenever it runs. */
export const EARN_JOB_INTERVAL_MS = 60 * 60_000;

/** Another run (or server instance) accrued this account's day first; this one wrote nothing. */
class AccruedElsewhere extends Error {}

interface DueAccount {
  account_id: string;
  wallet_id: string;
  user_id: string;
  coin: string;
  main_account_id: string;
}

interface AccrualState {
  carried: string;
  accrued_through: string;
}

export interface AccrualSummary {
  through: string;
  /** Account-days accrued by this run (with or without interest). */
  days: number;
  /** Interests credited. */
  credited: number;
}

/**
 * Accrues every day not accrued yet up to `through` (a UTC date, by default yesterday) for every earn
 * account: one day's interest on the balance invested at the end of that day, at the coin's rate, the
 * remainder below an atomic unit carried to the next day. Interest is paid from the coin's `earn_pool`
 * to the wallet as an INTEREST transaction. Coins without a rate earn nothing: their days are skipped.
 * Idempotent, and safe on several instances: each account-day is claimed by a unique row and a
 * compare-and-set on the account's progress, in the transaction that moves its money.
 */
export async function accrueInterest(
  services: Services,
  through = addDays(utcDay(services.now()), -1),
): Promise<AccrualSummary> {
  const summary: AccrualSummary = { through, days: 0, credited: 0 };
  const enabled = Object.keys(services.config.earnRates);
  await services.db.orm.execute(sql`UPDATE earn_accounts SET accrued_through = ${through}::date
    WHERE accrued_through < ${through}::date
      ${
        enabled.length
          ? sql`AND coin NOT IN (${sql.join(
              enabled.map((coin) => sql`${coin}`),
              sql`, `,
            )})`
          : sql``
      }`);
  for (const coin of enabled) {
    const pool = await ensureSystemAccount(services.db, coin, 'earn_pool');
    const accounts = await services.db.query<DueAccount>(
      `SELECT e.account_id, e.wallet_id, e.user_id, e.coin, w.ledger_account_id AS main_account_id
         FROM earn_accounts e JOIN wallets w ON w.id = e.wallet_id
        WHERE e.coin = $1 AND e.accrued_through < $2::date ORDER BY e.account_id`,
      [coin, through],
    );
    for (const account of accounts) {
      for (;;) {
        const outcome = await accrueNextDay(services, account, pool.id, through);
        if (outcome === 'done') break;
        summary.days++;
        if (outcome === 'credited') summary.credited++;
      }
    }
  }
  return summary;
}

/** The amount invested at the end of a UTC day, from the investments' own times (a FakeClock's, in tests). */
async function balanceAtEndOf(services: Services, walletId: string, day: string): Promise<bigint> {
  const end = new Date(Date.parse(`${addDays(day, 1)}T00:00:00Z`));
  const [row] = await services.db.query<{ balance: string }>(
    `SELECT coalesce(sum(amount), 0)::text AS balance FROM investments
      WHERE wallet_id = $1 AND created_at < $2 AND (removed_at IS NULL OR removed_at >= $2)`,
    [walletId, end],
  );
  return atomic(row?.balance ?? '0');
}

async function accrueNextDay(
  services: Services,
  account: DueAccount,
  poolId: string,
  through: string,
): Promise<'done' | 'accrued' | 'credited'> {
  const [state] = await services.db.query<AccrualState>(
    'SELECT carried::text AS carried, accrued_through::text AS accrued_through FROM earn_accounts WHERE account_id = $1',
    [account.account_id],
  );
  if (!state || state.accrued_through >= through) return 'done';
  const day = addDays(state.accrued_through, 1);
  const ratePpm = earnRateOf(services, account.coin);
  if (ratePpm === undefined) return 'done';
  const balance = await balanceAtEndOf(services, account.wallet_id, day);
  const carriedBefore = atomic(state.carried);
  const { interest, carried } = dailyInterest(balance, ratePpm, carriedBefore);
  const now = services.now();
  const cents = interest > 0n ? await eurCentsOf(services, account.coin, interest, now).catch(() => 0n) : 0n;
  const transactionId = interest > 0n ? randomUUID() : null;
  try {
    await inTransaction(services.db, async (q) => {
      // Ledger locks first (house lock order), then the records, then the claim and the progress.
      if (transactionId) {
        const transfer = await transferWith(q, {
          kind: 'earn_interest',
          postings: [
            { accountId: poolId, coin: account.coin, amount: -interest },
            { accountId: account.main_account_id, coin: account.coin, amount: interest },
          ],
          metadata: { transactionId, day },
        });
        await insertTransaction(
          q,
          {
            id: transactionId,
            type: 'INCOMING',
            status: 'CONFIRMED',
            coin: account.coin,
            amount: interest,
            amountEurCents: cents,
            walletId: account.wallet_id,
            walletToId: account.wallet_id,
            extra: { day },
            transferId: transfer.id,
            ref: 'INTEREST',
            createdAt: now,
          },
          [{ userId: account.user_id, walletId: account.wallet_id }],
        );
      }
      if (balance > 0n) {
        const claimed = await q(sql`INSERT INTO earn_accruals (account_id, day, user_id, wallet_id, balance, rate_ppm,
            carried_before, carried_after, interest, transaction_id, created_at)
          VALUES (${account.account_id}, ${day}::date, ${account.user_id}, ${account.wallet_id},
            ${balance.toString()}::numeric, ${ratePpm.toString()}::numeric, ${carriedBefore.toString()}::numeric,
            ${carried.toString()}::numeric, ${interest.toString()}::numeric, ${transactionId}, ${now})
          ON CONFLICT DO NOTHING RETURNING day`);
        if (!claimed.length) throw new AccruedElsewhere();
      }
      const moved =
        await q(sql`UPDATE earn_accounts SET accrued_through = ${day}::date, carried = ${carried.toString()}::numeric,
          interest_total = interest_total + ${(transactionId ? interest : 0n).toString()}::numeric
        WHERE account_id = ${account.account_id} AND accrued_through = ${state.accrued_through}::date
          AND carried = ${state.carried}::numeric RETURNING account_id`);
      if (!moved.length) throw new AccruedElsewhere();
    });
  } catch (error) {
    // Whoever won goes on with the following days; this run leaves the account to it.
    if (error instanceof AccruedElsewhere) return 'done';
    throw error;
  }
  return transactionId ? 'credited' : 'accrued';
}
