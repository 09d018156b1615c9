import type { Database } from '../../db/client';
import { AlreadyDone, type IdempotencyKey } from '../../http/idempotency';
import type { Services } from '../../services';
import type { GroupOutcome } from './batch';
import { type KeyClaim, keyName } from './keyed';
import { inTransaction, isWrongGuess, type TxQuery } from './sql';

/**
 * Group commit of money operations (docs/decisions/0032-group-commit.md, 0043 for exchanges). Operations
 * that arrive while a batch is being written wait for the next one; a batch is ONE database transaction
 * of a fixed handful of statements however many operations it carries. Each operation is checked in turn
 * on what the ones before it left, so one that cannot be done fails alone and its neighbours go on.
 * Nothing is answered before the batch commits (an acknowledged operation is durable); if the batch
 * itself fails, every operation in it is retried alone in its own transaction.
 *
 * The batcher is the same for every kind of operation; a `BatchWriter` says how a kind is written.
 */
export type Outcome<R> = { ok: R } | { error: unknown };

export interface BatchJob<R> {
  /** The same operation in a transaction of its own, for when its batch fails as a whole. */
  alone: () => Promise<R>;
}

export interface BatchWriter<J extends BatchJob<R>, R, W> {
  /**
   * What a job's batch would queue on if another batch in flight held it (the paying account, the
   * user's daily row): jobs of a lane in flight wait and gather into the next batch.
   */
  lane(job: J): string;
  /**
   * Writes a batch in one transaction (`last` runs its last statement, with COMMIT behind it): an outcome
   * per job in order, and what the batch wrote for `settled`. `slot` is which of the batches in flight
   * this is (0 to `inFlight` - 1), so that batches at once can keep to rows of their own.
   */
  write(q: TxQuery, last: TxQuery, batch: readonly J[], slot: number): Promise<{ outcomes: Outcome<R>[]; written: W }>;
  /**
   * After every job of a batch has its answer, with the jobs done: `written` is null when the batch
   * failed as a whole and its jobs ran alone.
   */
  settled?(done: readonly J[], written: W | null): void;
}

interface Waiting<J, R> {
  job: J;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/** At most this many operations in one transaction (a batch's statements grow with it). */
export const MAX_BATCH = 200;
/**
 * Batches in flight at once on PostgreSQL: one (decision 0050). Operations gather while it is written, so
 * batches grow with the load; and a batch can then always be planned on the states the one before it
 * wrote (a second batch in flight over the same accounts could not), sending its two statements at once.
 * Two were measured against it: smaller batches, more CPU per operation, fewer sends per second.
 */
export const POSTGRES_BATCHES_IN_FLIGHT = 1;

/**
 * What the batchers of one kind of operation have done since the process started: batches written, operations they
 * carried, batches of a single operation, and the milliseconds batches spent in flight (from the batcher's call to
 * the outcomes, building the statements included). Read by the benches to show where a batch waits.
 */
export interface BatchStats {
  batches: number;
  operations: number;
  single: number;
  inFlightMs: number;
}

const noStats = (): BatchStats => ({ batches: 0, operations: 0, single: 0, inFlightMs: 0 });
const statsByKind = new Map<string, BatchStats>();

/** The counters of each kind of batched operation ("sends", "exchanges"), as they stand. */
export function batchStats(): Record<string, BatchStats> {
  return Object.fromEntries([...statsByKind].map(([kind, stats]) => [kind, { ...stats }]));
}

export class GroupCommit<J extends BatchJob<R>, R, W> {
  private queue: Waiting<J, R>[] = [];
  /** The slots of the batches in flight. */
  private readonly slots: boolean[];
  /** The lanes of the batches in flight (how many batches each is in). */
  private readonly busy = new Map<string, number>();
  /** The most operations one batch carried (tests check that operations arriving together share a batch). */
  largestBatch = 0;
  /** Batches planned on known states that were wrong, and planned again (tests read it; decision 0050). */
  wrongGuesses = 0;
  /** How many batches may be in flight at once. */
  readonly inFlight: number;

  constructor(
    private readonly db: Database,
    private readonly writer: BatchWriter<J, R, W>,
    inFlight?: number,
    /** The counters this batcher adds to (its kind's, shared by every batcher of that kind). */
    readonly stats: BatchStats = noStats(),
  ) {
    this.inFlight = db.kind === 'pglite' ? 1 : (inFlight ?? POSTGRES_BATCHES_IN_FLIGHT);
    this.slots = Array(this.inFlight).fill(false);
  }

  submit(job: J): Promise<R> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      // Operations gather while earlier batches are written: on PostgreSQL, and on PGlite, whose work runs in
      // a thread of its own (db/pglite-remote.ts, decision 0065).
      this.pump();
    });
  }

  /** Starts the batches that can go now; true when at least one went. */
  private pump(): boolean {
    let started = false;
    let slot = this.slots.indexOf(false);
    while (this.queue.length && slot >= 0) {
      const batch = this.nextBatch();
      if (!batch.length) return started;
      started = true;
      this.largestBatch = Math.max(this.largestBatch, batch.length);
      this.slots[slot] = true;
      const lanes = batch.map((w) => this.writer.lane(w.job));
      for (const lane of lanes) this.busy.set(lane, (this.busy.get(lane) ?? 0) + 1);
      const taken = slot;
      const failed = (error: unknown) => () => {
        for (const w of batch) w.reject(error);
      };
      void this.write(batch, taken)
        .then(undefined, failed)
        .then((answer) => this.written(lanes, taken, answer));
      slot = this.slots.indexOf(false);
    }
    return started;
  }

  /**
   * A batch is done: its lanes and slot are free, the next batch goes, and its operations are answered. The
   * next batch leaves before they are answered: the database works on it while this process writes the
   * answers, instead of waiting for them (decision 0060). The next batch's statements leave in this turn's
   * ticks; the answers follow in the next check phase.
   */
  private written(lanes: readonly string[], slot: number, answer: () => void): void {
    for (const lane of lanes) {
      const left = (this.busy.get(lane) ?? 1) - 1;
      if (left) this.busy.set(lane, left);
      else this.busy.delete(lane);
    }
    this.slots[slot] = false;
    if (this.pump()) setImmediate(answer);
    else answer();
  }

  /**
   * The operations of the next batch. One whose lane is in a batch still in flight waits for it (its
   * batch would only queue on that lane's rows): such operations gather into one larger batch, while
   * operations of other lanes go in parallel.
   */
  private nextBatch(): Waiting<J, R>[] {
    const batch: Waiting<J, R>[] = [];
    const waiting: Waiting<J, R>[] = [];
    for (const w of this.queue) {
      if (batch.length < MAX_BATCH && !this.busy.has(this.writer.lane(w.job))) batch.push(w);
      else waiting.push(w);
    }
    this.queue = waiting;
    return batch;
  }

  /** Writes a batch; resolves to what answers its operations (called once the next batch has left). */
  private async write(batch: Waiting<J, R>[], slot: number): Promise<() => void> {
    const jobs = batch.map((w) => w.job);
    const started = performance.now();
    let outcomes: Outcome<R>[];
    let written: W | null = null;
    const attempt = () => inTransaction(this.db, (q, last) => this.writer.write(q, last, jobs, slot));
    try {
      // A batch planned on known states that turned out wrong wrote nothing; the writer plans it again on
      // the locked rows (decision 0050).
      ({ outcomes, written } = await attempt().catch((error) => {
        if (!isWrongGuess(error)) throw error;
        this.wrongGuesses++;
        return attempt();
      }));
    } catch {
      // The batch as a whole failed (a lost connection, a deadlock with another instance): nothing of it
      // committed, so each operation runs alone and gets its own answer or error.
      outcomes = await Promise.all(
        jobs.map((job) =>
          job.alone().then(
            (ok): Outcome<R> => ({ ok }),
            (error): Outcome<R> => ({ error }),
          ),
        ),
      );
    }
    this.stats.batches++;
    this.stats.operations += jobs.length;
    if (jobs.length === 1) this.stats.single++;
    this.stats.inFlightMs += performance.now() - started;
    return () => {
      const done: J[] = [];
      batch.forEach((w, i) => {
        const outcome = outcomes[i];
        if (outcome && 'ok' in outcome) {
          w.resolve(outcome.ok);
          done.push(w.job);
        } else w.reject(outcome?.error ?? new Error('group commit lost an operation'));
      });
      try {
        this.writer.settled?.(done, written);
      } catch {
        // What follows the answers (notifications) never fails an operation that has committed.
      }
    };
  }
}

/**
 * The batch's Idempotency-Keys as `claimKeysAndLock` takes them, and afterwards which jobs lost theirs
 * (a key taken already, or twice in the batch): those are answered `AlreadyDone` (the stored answer).
 */
export function batchKeys<J>(
  batch: readonly J[],
  claimOf: (job: J) => KeyClaim | undefined,
): { claims: KeyClaim[]; lost: (won: Set<string>) => Set<J> } {
  const keyed = batch.flatMap((job) => {
    const claim = claimOf(job);
    return claim ? [{ job, claim }] : [];
  });
  return {
    claims: keyed.map((k) => k.claim),
    lost: (won) => {
      const lost = new Set<J>();
      for (const { job, claim } of keyed) {
        const key = keyName(claim);
        if (won.has(key)) won.delete(key);
        else lost.add(job);
      }
      return lost;
    },
  };
}

/**
 * Each job's outcome from its batch's plan (`planBatch`, one group per job of `live`): a job that lost its
 * key is answered `AlreadyDone` (the stored answer), a planned one its answer or its refusal. Returns the
 * outcomes in the batch's order and the jobs done.
 */
export function batchOutcomes<J extends { view: R }, R>(
  batch: readonly J[],
  lost: ReadonlySet<J>,
  live: readonly J[],
  planned: readonly GroupOutcome[],
): { outcomes: Outcome<R>[]; done: J[] } {
  const outcome = new Map<J, Outcome<R>>();
  for (const job of lost) outcome.set(job, { error: new AlreadyDone() });
  const done: J[] = [];
  live.forEach((job, i) => {
    const result = planned[i];
    if (result && 'ok' in result) {
      done.push(job);
      outcome.set(job, { ok: job.view });
    } else outcome.set(job, { error: result?.error ?? new Error('group commit lost an operation') });
  });
  return {
    outcomes: batch.map((job) => outcome.get(job) ?? { error: new Error('group commit lost an operation') }),
    done,
  };
}

/** The keys of jobs that claimed them and failed their checks (released: a failure stores nothing). */
export function failedKeys<J>(
  jobs: readonly J[],
  ok: (job: J) => boolean,
  keyOf: (job: J) => IdempotencyKey | undefined,
): IdempotencyKey[] {
  return jobs.flatMap((job) => {
    const key = keyOf(job);
    return key && !ok(job) ? [key] : [];
  });
}

/**
 * The instance's batcher of one kind of operation (one per database handle, so per server instance), counting into
 * that kind's `batchStats`.
 */
export function groupCommit<J extends BatchJob<R>, R, W>(
  kind: string,
  writer: (services: Services) => BatchWriter<J, R, W>,
): (services: Services) => GroupCommit<J, R, W> {
  const batchers = new WeakMap<Database, GroupCommit<J, R, W>>();
  const stats = statsByKind.get(kind) ?? noStats();
  statsByKind.set(kind, stats);
  return (services) => {
    let batcher = batchers.get(services.db);
    if (!batcher) {
      batcher = new GroupCommit(services.db, writer(services), undefined, stats);
      batchers.set(services.db, batcher);
    }
    return batcher;
  };
}
