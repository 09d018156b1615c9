import { MoneyError } from '../money/errors';
import { divideRounded } from '../money/rounding';

/**
 * Earn pays simple daily interest (Actual/365 Fixed): a day earns balance × rate / 100 / 365, with
 * the yearly rate in percent. Rates are held as parts per million of the balance per year (4 % is
 * 40,000 ppm), so one fixed denominator covers every rate with up to 4 decimals of a percent and a
 * remainder carried from one day to the next keeps its meaning when an operator changes the rate.
 */
export const EARN_DAYS_PER_YEAR = 365n;
export const EARN_RATE_PPM_PER_PERCENT = 10_000n;
/** A carried remainder is a numerator over this: a millionth of an atomic unit per day of the year. */
export const EARN_ACCRUAL_DENOMINATOR = 1_000_000n * EARN_DAYS_PER_YEAR;

export interface DailyAccrual {
  /** Whole atomic units to credit for the day. */
  readonly interest: bigint;
  /** What is left below one atomic unit, over EARN_ACCRUAL_DENOMINATOR, for the next day. */
  readonly carried: bigint;
}

/**
 * One day's interest on `balance` atomic units at `ratePpm`, adding the remainder `carried` from
 * earlier days. Nothing is rounded away: interest × denominator + carried after equals
 * balance × ratePpm + carried before, exactly.
 */
export function dailyInterest(balance: bigint, ratePpm: bigint, carried: bigint): DailyAccrual {
  if (balance < 0n) throw new MoneyError('invalid_decimal', 'an earn balance cannot be negative');
  if (ratePpm < 0n) throw new MoneyError('invalid_decimal', 'an earn rate cannot be negative');
  if (carried < 0n || carried >= EARN_ACCRUAL_DENOMINATOR) {
    throw new MoneyError('invalid_decimal', 'a carried remainder is at least 0 and below one atomic unit');
  }
  const total = balance * ratePpm + carried;
  const interest = divideRounded(total, EARN_ACCRUAL_DENOMINATOR, 'floor');
  return { interest, carried: total - interest * EARN_ACCRUAL_DENOMINATOR };
}

/** Days accrued one after the other, each on its own end-of-day balance; the remainder runs through. */
export function accrueDays(
  balances: readonly bigint[],
  ratePpm: bigint,
  carried = 0n,
): { interests: bigint[]; carried: bigint } {
  const interests: bigint[] = [];
  let remainder = carried;
  for (const balance of balances) {
    const day = dailyInterest(balance, ratePpm, remainder);
    interests.push(day.interest);
    remainder = day.carried;
  }
  return { interests, carried: remainder };
}
