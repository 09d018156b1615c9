import type { Services } from '../../services';
import type { AccountState } from './validate';

/**
 * The ledger accounts' states as this server instance last wrote them under their locks (decision 0050),
 * so that a batch can be planned before its locks are taken and send both of its statements at once. A
 * guess is only ever a guess: the batch's first statement checks every one under the locks
 * (`claimKeysAndCheck`), and a wrong one fails the batch before anything is written. So this needs no
 * invalidation for correctness: another writer or instance makes the next guess wrong, once, and the
 * batch that finds out plans again on the locked rows, which are known again afterwards.
 */
export class KnownStates<S extends { id: string } = AccountState> {
  /** At most this many accounts are remembered (the most recently written ones). */
  static readonly LIMIT = 10_000;
  private readonly states = new Map<string, S>();
  /** Accounts of this instance's batches in flight, and how many hold each. */
  private readonly busy = new Map<string, number>();
  /** How many batches were planned on known states (tests read it). */
  guessed = 0;

  /**
   * A batch over `ids` starts: their states to plan on when every one is known and no other batch of this
   * instance is writing one of them (its result would make the guess wrong), else undefined. Every call
   * is followed by one `end` with the same ids.
   */
  begin(ids: readonly string[]): S[] | undefined {
    const unique = [...new Set(ids)];
    const free = unique.every((id) => !this.busy.has(id));
    for (const id of unique) this.busy.set(id, (this.busy.get(id) ?? 0) + 1);
    if (!free || unique.length === 0) return undefined;
    const known: S[] = [];
    for (const id of unique) {
      const state = this.states.get(id);
      if (!state) return undefined;
      known.push(state);
    }
    this.guessed++;
    return known;
  }

  /**
   * The batch over `ids` is over: `after` holds the accounts' states it committed, or null when it did not
   * commit (they are forgotten). A state another batch in flight may still change is forgotten too.
   */
  end(ids: readonly string[], after: readonly S[] | null): void {
    const unique = [...new Set(ids)];
    for (const id of unique) {
      const left = (this.busy.get(id) ?? 1) - 1;
      if (left) this.busy.set(id, left);
      else this.busy.delete(id);
    }
    const committed = new Map((after ?? []).map((state) => [state.id, state]));
    for (const id of unique) {
      const state = committed.get(id);
      this.states.delete(id);
      if (state && !this.busy.has(id)) this.states.set(id, state);
    }
    // The oldest entries go first (a Map keeps insertion order, and a written state is inserted again).
    for (const id of this.states.keys()) {
      if (this.states.size <= KnownStates.LIMIT) break;
      this.states.delete(id);
    }
  }
}

/** A user's total exchanged on a day (UTC), as its row of `exchange_daily_totals` holds it; id `user day`. */
export interface DayTotal {
  id: string;
  cents: bigint;
}

/** What an instance's money batches plan on: its ledger accounts' states and its users' daily totals. */
export interface Known {
  accounts: KnownStates<AccountState>;
  days: KnownStates<DayTotal>;
}

const known = new WeakMap<Services['db'], Known>();

/**
 * The states an instance's batches of sends and exchanges plan on (one set for both, so that each keeps the
 * other's guesses right), on PostgreSQL only: there they save a round trip, while PGlite's statements are
 * calls within the process.
 */
export function knownStates(services: Services): Known | undefined {
  if (services.db.kind !== 'postgres') return undefined;
  let states = known.get(services.db);
  if (!states) {
    states = { accounts: new KnownStates(), days: new KnownStates() };
    known.set(services.db, states);
  }
  return states;
}
