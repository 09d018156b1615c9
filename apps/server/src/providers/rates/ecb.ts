import { dayNumber, isFiatCurrency, publicationDay, utcDay } from '@coffer/domain';
import { type EcbDay, parseEcbXml, publicationOn } from './ecb-xml';
import { type BankRates, BankRatesUnavailableError, type BankRateTable } from './types';

export interface EcbOptions {
  /** The folder holding eurofxref-daily.xml, eurofxref-hist-90d.xml and eurofxref-hist.xml. */
  baseUrl: string;
  /** Answers when the bank cannot (down, slow, a document not understood). */
  fallback: BankRates;
  now: () => Date;
  timeoutMs?: number;
  /** How long the latest rates, and a day whose publication may still come, are kept. */
  refreshMs?: number;
  /** How long a fallback answer is kept before the bank is tried again. */
  retryMs?: number;
  fetch?: typeof fetch;
}

interface Cached {
  table: BankRateTable;
  /** Epoch ms after which it is fetched again; Infinity for a final publication. */
  until: number;
}

/** The message of a failure, with the network error code under fetch's generic "fetch failed". */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? `${error.message} (${code})` : error.message;
}

const LATEST = 'latest';
/** The 90-day file covers this many calendar days back with room to spare; older days read the full history. */
const RECENT_DAYS = 85;
const MAX_CACHED_DAYS = 5_000;

/**
 * Euro reference rates from the ECB (or a server publishing its eurofxref files), one answer cached
 * per day asked: a past day's publication never changes, so it is kept for good; the latest, and a
 * day whose own publication has not appeared yet, are fetched again after `refreshMs`. Each fetch
 * times out after a few seconds; any failure answers from the fallback (the sandbox table).
 */
export class EcbBankRates implements BankRates {
  private readonly cache = new Map<string, Cached>();
  private readonly inflight = new Map<string, Promise<BankRateTable>>();

  constructor(private readonly options: EcbOptions) {}

  async ratesOn(day?: string): Promise<BankRateTable> {
    const key = day ?? LATEST;
    const nowMs = this.options.now().getTime();
    const hit = this.cache.get(key);
    if (hit && nowMs < hit.until) return hit.table;
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.answer(day, nowMs).finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return pending;
  }

  private async answer(day: string | undefined, nowMs: number): Promise<BankRateTable> {
    try {
      const table = await this.fromBank(day, nowMs);
      const final = day !== undefined && table.date === publicationDay(day);
      this.remember(
        day ?? LATEST,
        table,
        final ? Number.POSITIVE_INFINITY : nowMs + (this.options.refreshMs ?? 3_600_000),
      );
      return table;
    } catch (error) {
      const reason = reasonOf(error);
      const table = { ...(await this.options.fallback.ratesOn(day)), fallback: reason };
      this.remember(day ?? LATEST, table, nowMs + (this.options.retryMs ?? 60_000));
      return table;
    }
  }

  private remember(key: string, table: BankRateTable, until: number): void {
    // Oldest entries go first: a Map iterates in insertion order.
    if (this.cache.size >= MAX_CACHED_DAYS) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.delete(key);
    this.cache.set(key, { table, until });
  }

  private async fromBank(day: string | undefined, nowMs: number): Promise<BankRateTable> {
    let entry: EcbDay | null;
    if (day === undefined) {
      entry = (await this.document('eurofxref-daily.xml'))[0] ?? null;
    } else {
      const age = (dayNumber(utcDay(new Date(nowMs).toISOString())) ?? 0) - (dayNumber(day) ?? 0);
      const file = age <= RECENT_DAYS ? 'eurofxref-hist-90d.xml' : 'eurofxref-hist.xml';
      entry = publicationOn(await this.document(file), day);
    }
    if (!entry) throw new BankRatesUnavailableError(`the bank has no publication on or before ${day}`);
    const rates = Object.fromEntries(
      Object.entries(entry.rates).filter(([code]) => code !== 'EUR' && isFiatCurrency(code)),
    );
    if (Object.keys(rates).length === 0) throw new BankRatesUnavailableError(`no known currency on ${entry.date}`);
    return { date: entry.date, rates };
  }

  private async document(file: string): Promise<EcbDay[]> {
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}/${file}`;
    const fetcher = this.options.fetch ?? fetch;
    const response = await fetcher(url, {
      headers: { accept: 'application/xml, text/xml' },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 4_000),
    });
    if (!response.ok) throw new BankRatesUnavailableError(`${file} answered ${response.status}`);
    return parseEcbXml(await response.text());
  }
}
