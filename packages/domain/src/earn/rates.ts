import { isCoinCode } from '../coins/catalogue';
import { formatAmount, tryParseAmount } from '../money/amount';
import { EARN_RATE_PPM_PER_PERCENT } from './accrual';

/** A yearly percent has at most this many decimals ("3.5", "0.0125"), so it is a whole number of ppm. */
export const EARN_RATE_DECIMALS = 4;
/** No coin pays more than its whole balance in a year. */
export const EARN_RATE_MAX_PPM = 100n * EARN_RATE_PPM_PER_PERCENT;

/** Yearly rates by coin code, in parts per million. A coin without one has Earn disabled. */
export type EarnRates = Readonly<Record<string, bigint>>;

export type EarnRatesResult = { ok: true; rates: EarnRates } | { ok: false; error: string };

/**
 * Reads "EUR:4,GBP:3.5,BTC:1" (percent per year). "none" (or nothing) disables Earn everywhere.
 * A code outside the coin list, a repeated code, a rate of 0, above 100 or with more than 4
 * decimals is refused with the reason.
 */
export function parseEarnRates(text: string): EarnRatesResult {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.toLowerCase() === 'none') return { ok: true, rates: {} };
  const rates: Record<string, bigint> = {};
  for (const item of trimmed.split(',')) {
    const [rawCode = '', rawRate = '', ...rest] = item.split(':').map((part) => part.trim());
    const code = rawCode.toUpperCase();
    if (rest.length > 0 || !isCoinCode(code)) return { ok: false, error: `"${item}" is not COIN:percent` };
    if (code in rates) return { ok: false, error: `${code} is listed twice` };
    const parsed = tryParseAmount(rawRate, EARN_RATE_DECIMALS);
    if (!parsed.ok) return { ok: false, error: `${code}: the rate must be a percent with at most 4 decimals` };
    if (parsed.atomic <= 0n || parsed.atomic > EARN_RATE_MAX_PPM) {
      return { ok: false, error: `${code}: the rate must be above 0 and at most 100` };
    }
    rates[code] = parsed.atomic;
  }
  return { ok: true, rates };
}

/** A rate in ppm as the percent it was written as: 40000 is "4", 35000 is "3.5". */
export function formatEarnRate(ratePpm: bigint): string {
  return formatAmount(ratePpm, EARN_RATE_DECIMALS, { trim: true });
}
