import type { TransactionView } from '@coffer/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AlreadyDone, type IdempotencyKey } from '../../http/idempotency';
import type { Services } from '../../services';
import { batchAccountIds, planBatch, transferWrites } from '../ledger/batch';
import { inTransaction, LedgerError, type TransferInput, type TxQuery } from '../ledger/index';
import { claimKeysAndLock, keyName, releasedKeys } from '../ledger/keyed';
import type { AccountState } from '../ledger/validate';
import {
  deliverNotifications,
  type NotificationInput,
  notificationWrites,
  notifyEach,
  type Recipient,
  type WrittenNotifications,
} from '../notifications/service';
import { type NewTransaction, type Party, transactionWrites } from '../transactions/records';

/**
 * Group commit of internal sends (docs/decisions/0032-group-commit.md). Sends that arrive while a
 * batch is being written wait for the next one; a batch is ONE database transaction of a fixed
 * handful of statements however many sends it carries: claim the idempotency keys, lock every account,
 * write the transfers with their postings and balances, write the records, store the answers. Each send
 * is checked in turn on the balances the ones before it left, so a send that cannot be paid fails alone
 * (its key is released, as a failure stores nothing) and its neighbours go on. Nothing is answered before
 * the batch commits (an acknowledged send is durable); if the batch itself fails, every send in it is
 * retried alone in its own transaction, as before group commit.
 */
export interface BatchedSend {
  transfer: TransferInput & { id: string };
  record: NewTransaction & { id: string };
  parties: Party[];
  idempotency: IdempotencyKey | undefined;
  /** What the recipient is told once the money committed (one statement for the whole batch). */
  notice: NotificationInput;
  /** The answer, stored with the key in the batch's transaction. */
  view: TransactionView;
  /** The same send in a transaction of its own, for when its batch fails as a whole. */
  alone: () => Promise<TransactionView>;
}

interface Job extends BatchedSend {
  resolve: (view: TransactionView) => void;
  reject: (error: unknown) => void;
}

/** At most this many sends in one transaction (a batch's statements grow with it). */
export const MAX_BATCH = 200;
/** How long the first send of a batch waits for others on the embedded database. */
const PGLITE_GATHER_MS = 2;

type Outcome = { ok: TransactionView } | { error: unknown };

/**
 * Batches in flight at once on PostgreSQL: while one waits on its round trips the next gathers and
 * starts (they lock their accounts in the one id order, so batches over the same accounts queue).
 */
const POSTGRES_BATCHES_IN_FLIGHT = 2;

class SendBatcher {
  private queue: Job[] = [];
  private inFlight = 0;
  /** The paying accounts of the batches in flight (how many batches each is in). */
  private readonly busy = new Map<string, number>();
  private gathering = false;
  /** The most sends one batch carried (tests check that sends arriving together share a batch). */
  largestBatch = 0;

  private readonly db: Database;
  private readonly maxInFlight: number;

  constructor(private readonly services: Services) {
    this.db = services.db;
    this.maxInFlight = this.db.kind === 'pglite' ? 1 : POSTGRES_BATCHES_IN_FLIGHT;
  }

  submit(send: BatchedSend): Promise<TransactionView> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ...send, resolve, reject });
      // PGlite runs one statement at a time, so the others' checks wait behind a batch: there the
      // first send waits a moment for them. On PostgreSQL sends gather while earlier batches are written.
      if (this.db.kind === 'pglite') {
        if (this.gathering || this.inFlight) return;
        this.gathering = true;
        setTimeout(() => {
          this.gathering = false;
          this.pump();
        }, PGLITE_GATHER_MS);
      } else this.pump();
    });
  }

  private pump(): void {
    while (this.queue.length && this.inFlight < this.maxInFlight) {
      const batch = this.nextBatch();
      if (!batch.length) return;
      this.largestBatch = Math.max(this.largestBatch, batch.length);
      this.inFlight += 1;
      const accounts = batch.map(payer);
      for (const account of accounts) this.busy.set(account, (this.busy.get(account) ?? 0) + 1);
      void this.write(batch).finally(() => {
        for (const account of accounts) {
          const left = (this.busy.get(account) ?? 1) - 1;
          if (left) this.busy.set(account, left);
          else this.busy.delete(account);
        }
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  /**
   * The sends of the next batch. A send whose paying account is in a batch still in flight waits for
   * it (its batch would only queue on that account's row): such sends gather into one larger batch,
   * while sends from other accounts go in parallel.
   */
  private nextBatch(): Job[] {
    const batch: Job[] = [];
    const waiting: Job[] = [];
    for (const job of this.queue) {
      if (batch.length < MAX_BATCH && !this.busy.has(payer(job))) batch.push(job);
      else waiting.push(job);
    }
    this.queue = waiting;
    return batch;
  }

  private async write(batch: Job[]): Promise<void> {
    let outcomes: Outcome[];
    let notices: WrittenNotifications | null = null;
    try {
      ({ outcomes, notices } = await inTransaction(this.db, (q, last) => writeBatch(q, last, batch)));
    } catch {
      // The batch as a whole failed (a lost connection, a deadlock with another instance): nothing
      // of it committed, so each send runs alone and gets its own answer or error.
      outcomes = await Promise.all(
        batch.map((job) =>
          job.alone().then(
            (ok): Outcome => ({ ok }),
            (error): Outcome => ({ error }),
          ),
        ),
      );
    }
    const alone: NotificationInput[] = [];
    batch.forEach((job, i) => {
      const outcome = outcomes[i];
      if (outcome && 'ok' in outcome) {
        job.resolve(outcome.ok);
        alone.push(job.notice);
      } else job.reject(outcome?.error ?? new Error('group commit lost a send'));
    });
    // A replayed answer (the key's earlier send) was notified then; only this batch's payments are. Sends
    // that ran alone after their batch failed are notified here; a batch wrote its notices with its money.
    const delivery = notices ? deliverNotifications(this.services, notices) : notifyEach(this.services, alone);
    void delivery.catch(() => undefined);
  }
}

/** The account a send pays from (its first posting, the debit). */
const payer = (job: Job) => job.transfer.postings[0]?.accountId ?? '';

/**
 * A batch is BEGIN, two statements and COMMIT whatever its size (BEGIN sent with the first, COMMIT with
 * the second: two round trips on PostgreSQL), and each statement has one text
 * whatever the batch holds (rows travel as arrays), so it is prepared once per connection. The first
 * claims every key with its answer and locks every account (keys first: a batch waiting on another's
 * key holds no account yet); the second writes the transfers, postings, balances, records, entries and
 * notifications, and releases the keys of the sends that failed their checks.
 */
async function writeBatch(
  q: TxQuery,
  last: TxQuery,
  batch: readonly Job[],
): Promise<{ outcomes: Outcome[]; notices: WrittenNotifications | null }> {
  const { lost, accounts } = await claimAndLock(q, batch);
  const live = batch.filter((job) => !lost.has(job));
  const planned = planBatch(
    accounts,
    live.map((job) => job.transfer),
  );
  const outcome = new Map<Job, Outcome>();
  for (const job of lost) outcome.set(job, { error: new AlreadyDone() });
  const paid: Job[] = [];
  live.forEach((job, i) => {
    const result = planned.outcomes[i];
    if (result && 'ok' in result) {
      paid.push(job);
      outcome.set(job, { ok: job.view });
    } else {
      outcome.set(job, { error: result?.error ?? new LedgerError('not_found', 'no outcome') });
    }
  });
  // The recipients' notifications are written with the money (delivered once it committed). The
  // statement has one text whatever the batch holds, so it is written even when nothing was paid.
  const notices = notificationWrites(
    paid.map((job) => job.notice),
    paid[0]?.record.createdAt ?? new Date(),
  );
  const parts = [
    ...transferWrites(planned.written, planned.changed),
    ...transactionWrites(paid.map((job) => ({ input: job.record, parties: job.parties }))),
    releasedKeys(
      live.filter((job) => job.idempotency && !paid.includes(job)).map((job) => job.idempotency as IdempotencyKey),
    ),
    ...notices.parts,
  ];
  // The last statement, with COMMIT right behind it: nothing below may fail the batch.
  const [row] = await last<{ recipients: Recipient[] | null }>(
    sql`WITH ${sql.join(parts, sql`, `)} SELECT (${notices.recipients}) AS recipients`,
  );
  const written = paid.length ? notices.ready(row?.recipients ?? null) : null;
  return {
    outcomes: batch.map((job) => outcome.get(job) ?? { error: new Error('group commit lost a send') }),
    notices: written,
  };
}

/** Claims the batch's keys and locks its accounts in one statement; a key taken already (or twice in the batch) is lost. */
async function claimAndLock(
  q: TxQuery,
  batch: readonly Job[],
): Promise<{ lost: Set<Job>; accounts: Map<string, AccountState> }> {
  const keyed = batch.filter((job) => job.idempotency);
  const { won, accounts } = await claimKeysAndLock(
    q,
    keyed.map((job) => ({ ...(job.idempotency as IdempotencyKey), at: job.record.createdAt, answer: job.view })),
    batchAccountIds(batch.map((job) => job.transfer)),
  );
  const lost = new Set<Job>();
  for (const job of keyed) {
    const key = keyName(job.idempotency as IdempotencyKey);
    if (won.has(key)) won.delete(key);
    else lost.add(job);
  }
  return { lost, accounts };
}

const batchers = new WeakMap<Database, SendBatcher>();

/** The database's batcher (one per database handle, so per server instance). */
export function sendBatcher(services: Services): SendBatcher {
  let batcher = batchers.get(services.db);
  if (!batcher) {
    batcher = new SendBatcher(services);
    batchers.set(services.db, batcher);
  }
  return batcher;
}
