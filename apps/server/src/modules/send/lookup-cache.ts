import type { CoinSwitches } from '@coffer/domain';
import type { Database } from '../../db/client';
import { NoticeMark } from '../../db/notices';
import { perDatabase } from '../../db/per-database';

/** A Coffer wallet a send may name, as the send's lookup reads it. */
export interface Match {
  id: string;
  user_id: string;
  ledger_account_id: string;
  address: string;
  first_name: string;
  last_name: string;
  trusted: boolean;
}

/** What one statement reads for a send: the coin's switches, and the Coffer wallet `to` names, if any. */
export interface SendLookup {
  switches: CoinSwitches;
  /** For an email: whether a Coffer user has it (they may have no wallet in the coin). */
  emailKnown: boolean;
  match: Match | undefined;
}

const KEPT = 50_000;

/**
 * What the everyday send (to a recipient it trusts) reads before its money moves, kept per instance so
 * that it costs no round trip (docs/decisions/0035-money-path.md):
 * - a coin's operator switches, dropped when `coffer_coins` announces a change (migration 0037), so an
 *   operator's switch still holds from the moment it commits;
 * - the wallet a destination names (wallet rows never change), with its owner's name, dropped when
 *   `coffer_auth` announces a change of that owner (a new email, a new name);
 * - that a sender trusts a wallet (trust is only ever added).
 * Only positive answers are kept (an unknown address or an untrusted recipient is read each time), and
 * only within one unbroken listening epoch.
 */
export class SendLookups {
  private readonly flags = new Map<string, { switches: CoinSwitches; epoch: number }>();
  private readonly found = new Map<string, { match: Omit<Match, 'trusted'>; epoch: number }>();
  private readonly byOwner = new Map<string, Set<string>>();
  private readonly trusted = new Set<string>();
  private readonly marks: NoticeMark;
  /** Lookups answered from memory (tests check that it is really used). */
  hits = 0;

  constructor(private readonly db: Database) {
    this.marks = new NoticeMark(db.notices);
    db.notices.on('coffer_coins', (coin) => {
      this.marks.bump();
      this.flags.delete(coin);
    });
    db.notices.on('coffer_auth', (userId) => {
      this.marks.bump();
      for (const key of this.byOwner.get(userId) ?? []) this.found.delete(key);
      this.byOwner.delete(userId);
    });
  }

  /** The lookup of a send to a trusted recipient, if everything it needs is known in this epoch. */
  get(coin: string, key: string, senderId: string): SendLookup | undefined {
    const epoch = this.db.notices.epoch;
    const flags = this.flags.get(coin);
    const found = this.found.get(key);
    if (epoch === null || flags?.epoch !== epoch || found?.epoch !== epoch) return undefined;
    if (!this.trusted.has(`${senderId} ${found.match.id}`)) return undefined;
    this.hits += 1;
    return { switches: flags.switches, emailKnown: true, match: { ...found.match, trusted: true } };
  }

  mark(): { changes: number; epoch: number | null } {
    return this.marks.take();
  }

  /** Keeps what a lookup read after `mark`, unless something was announced since. */
  keep(
    since: { changes: number; epoch: number | null },
    coin: string,
    key: string,
    senderId: string,
    read: SendLookup,
  ) {
    const epoch = this.marks.keepable(since);
    if (epoch === null) return;
    this.flags.set(coin, { switches: read.switches, epoch });
    const { match } = read;
    if (!match) return;
    const { trusted, ...wallet } = match;
    if (this.found.size >= KEPT) this.found.delete(this.found.keys().next().value as string);
    this.found.set(key, { match: wallet, epoch });
    const keys = this.byOwner.get(match.user_id) ?? new Set();
    keys.add(key);
    this.byOwner.set(match.user_id, keys);
    if (trusted) {
      if (this.trusted.size >= 2 * KEPT) this.trusted.clear();
      this.trusted.add(`${senderId} ${match.id}`);
    }
  }
}

export const sendLookups = perDatabase((db) => new SendLookups(db));
