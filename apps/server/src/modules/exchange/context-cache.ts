import type { Database } from '../../db/client';
import { NoticeMark } from '../../db/notices';
import { perDatabase } from '../../db/per-database';
import type { StoredQuote, Switches } from './rates';

/** A live quote as read, with the moment it was last quoted (ms). */
export interface SeenQuote extends StoredQuote {
  lastQuotedAt: number;
}

/**
 * What an exchange reads before its money moves, kept per instance so that the everyday exchange costs
 * no round trip before its transaction (docs/decisions/0035-money-path.md):
 * - the operator switches (pairs switched off, coins in maintenance), dropped when `coffer_coins`
 *   announces a change of either (migrations 0037, 0038), and trusted only within one unbroken
 *   listening epoch, so an operator's switch holds from the moment it commits;
 * - the live quotes last read. A quote's last time only grows and a quote is deleted only once stale, so
 *   a quote read live stays good until its time is up, whatever other instances do; a rate no kept quote
 *   matches is looked up again.
 */
export class ExchangeContexts {
  private switches: { value: Switches; epoch: number } | undefined;
  private quotes: SeenQuote[] = [];
  private readonly marks: NoticeMark;
  /** Contexts answered from memory (tests check that it is really used). */
  hits = 0;

  constructor(private readonly db: Database) {
    this.marks = new NoticeMark(db.notices);
    db.notices.on('coffer_coins', () => {
      this.marks.bump();
      this.switches = undefined;
    });
  }

  /** The switches, if they are known in this epoch. */
  knownSwitches(): Switches | undefined {
    const epoch = this.db.notices.epoch;
    if (epoch === null || this.switches?.epoch !== epoch) return undefined;
    this.hits += 1;
    return this.switches.value;
  }

  /** The kept quotes still live at `since`. */
  liveQuotes(since: Date): StoredQuote[] {
    return this.quotes.filter((q) => q.lastQuotedAt > since.getTime());
  }

  mark(): { changes: number; epoch: number | null } {
    return this.marks.take();
  }

  /** Keeps switches read after `mark`, unless something was announced since. */
  keepSwitches(since: { changes: number; epoch: number | null }, switches: Switches): void {
    const epoch = this.marks.keepable(since);
    if (epoch !== null) this.switches = { value: switches, epoch };
  }

  keepQuotes(quotes: readonly SeenQuote[]): void {
    this.quotes = [...quotes];
  }
}

export const exchangeContexts = perDatabase((db) => new ExchangeContexts(db));
