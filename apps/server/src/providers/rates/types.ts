/** One publication of euro reference rates: units of each currency per 1 EUR, as exact decimal text. */
export interface BankRateTable {
  /** The publication day the rates come from ('YYYY-MM-DD'). */
  date: string;
  rates: Record<string, string>;
  /** Set when the built-in table answered because the configured bank could not: why, for the log. */
  fallback?: string;
}

export interface BankRates {
  /**
   * The rates holding on `day` ('YYYY-MM-DD', a real calendar day, validated by the caller): that
   * day's publication, or the last earlier one when nothing was published on it. No day: the latest.
   */
  ratesOn(day?: string): Promise<BankRateTable>;
}

export class BankRatesUnavailableError extends Error {
  override name = 'BankRatesUnavailableError';
}
