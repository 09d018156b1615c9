import { createHash } from 'node:crypto';
import {
  BANK_RATE_FALLBACK,
  dayNumber,
  divideRounded,
  formatAmount,
  parseDecimalRate,
  publicationDay,
  type QuotedCurrencyCode,
  utcDay,
} from '@coffer/domain';
import { type BankRates, BankRatesUnavailableError, type BankRateTable } from './types';

const PPM = 1_000_000n;
/** Slow drift of a currency against the euro, in millionths; a fifth of it again as day-to-day noise. */
const DEFAULT_SPREAD_PPM = 15_000;
/** BGN is pegged to the euro; DKK is held in a narrow ERM II band. */
const SPREAD_PPM: Partial<Record<QuotedCurrencyCode, number>> = { BGN: 0, DKK: 500 };
/** Currencies pegged to the dollar move with it, so their cross rate to USD stays put. */
const MOVES_WITH: Partial<Record<QuotedCurrencyCode, QuotedCurrencyCode>> = { AED: 'USD', SAR: 'USD', HKD: 'USD' };
/** The slow drift passes through a fresh random level every this many days, linearly in between. */
const DRIFT_SPAN_DAYS = 32;

/** A value in [-amplitude, amplitude] fixed by the key: no seed, so every server and test agrees. */
function draw(key: string, amplitude: number): number {
  if (amplitude === 0) return 0;
  const digest = createHash('sha256').update(`coffer-bank-rates:${key}`).digest();
  return (digest.readUIntBE(0, 6) % (2 * amplitude + 1)) - amplitude;
}

/** Deviation from the reference rate in millionths on a day: integer arithmetic only. */
export function sandboxDeviationPpm(code: QuotedCurrencyCode, day: number): number {
  const driver = MOVES_WITH[code] ?? code;
  const spread = SPREAD_PPM[driver] ?? DEFAULT_SPREAD_PPM;
  const index = Math.floor(day / DRIFT_SPAN_DAYS);
  const offset = day - index * DRIFT_SPAN_DAYS;
  const from = draw(`${driver}:drift:${index}`, spread);
  const to = draw(`${driver}:drift:${index + 1}`, spread);
  const drift = from + Math.floor(((to - from) * offset) / DRIFT_SPAN_DAYS);
  return drift + draw(`${driver}:day:${day}`, Math.floor(spread / 5));
}

/**
 * The sandbox bank: the domain's built-in table (`BANK_RATE_FALLBACK`) moved by a small
 * deterministic amount per publication day, written with the table's decimals. A closed day
 * answers the last publication before it, as the real bank does.
 */
export class SandboxBankRates implements BankRates {
  constructor(private readonly now: () => Date) {}

  /** The rates of exactly this publication day. */
  tableOf(published: string): BankRateTable {
    const day = dayNumber(published);
    if (day === null) throw new BankRatesUnavailableError(`not a day: ${published}`);
    const rates: Record<string, string> = {};
    for (const [code, text] of Object.entries(BANK_RATE_FALLBACK) as [QuotedCurrencyCode, string][]) {
      const reference = parseDecimalRate(text);
      const factor = PPM + BigInt(sandboxDeviationPpm(code, day));
      rates[code] = formatAmount(divideRounded(reference.mantissa * factor, PPM, 'half-even'), reference.scale);
    }
    return { date: published, rates };
  }

  async ratesOn(day?: string): Promise<BankRateTable> {
    const asked = day ?? utcDay(this.now().toISOString());
    const published = publicationDay(asked);
    if (published === null) throw new BankRatesUnavailableError(`no reference rates on or before ${asked}`);
    return this.tableOf(published);
  }
}
