import type { TransactionView } from '@coffer/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AlreadyDone, type IdempotencyKey } from '../../http/idempotency';
import type { Services } from '../../services';
import { transferBatchWith } from '../ledger/batch';
import { inTransaction, LedgerError, type TransferInput, type TxQuery } from '../ledger/index';
import { type NotificationInput, notifyEach } from '../notifications/service';
import { insertTransactions, type NewTransaction, type Party } from '../transactions/records';

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

class SendBatcher {
  private queue: Job[] = [];
  private draining = false;
  /** The most sends one batch carried (tests check that sends arriving together share a batch). */
  largestBatch = 0;

  private readonly db: Database;

  constructor(private readonly services: Services) {
    this.db = services.db;
  }

  submit(send: BatchedSend): Promise<TransactionView> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ...send, resolve, reject });
      if (this.draining) return;
      this.draining = true;
      // On PostgreSQL sends gather while the previous batch is written. PGlite runs one statement at a
      // time, so the others' checks wait behind a batch: there the first send waits a moment for them.
      if (this.db.kind === 'pglite') setTimeout(() => void this.drain(), PGLITE_GATHER_MS);
      else void this.drain();
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length) {
        const batch = this.queue.splice(0, MAX_BATCH);
        this.largestBatch = Math.max(this.largestBatch, batch.length);
        let outcomes: Outcome[];
        try {
          outcomes = await inTransaction(this.db, (q) => writeBatch(q, batch));
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
        const notices: NotificationInput[] = [];
        batch.forEach((job, i) => {
          const outcome = outcomes[i];
          if (outcome && 'ok' in outcome) {
            job.resolve(outcome.ok);
            notices.push(job.notice);
          } else job.reject(outcome?.error ?? new Error('group commit lost a send'));
        });
        // A replayed answer (the key's earlier send) was notified then; only this batch's payments are.
        void notifyEach(this.services, notices).catch(() => undefined);
      }
    } finally {
      this.draining = false;
    }
  }
}

const keyOf = (k: IdempotencyKey) => `${k.userId} ${k.key}`;

/** Claims the batch's keys in one statement; a key taken already (or twice in the batch) is AlreadyDone. */
async function claimKeys(q: TxQuery, batch: readonly Job[]): Promise<Set<Job>> {
  const keyed = batch.filter((job) => job.idempotency);
  const lost = new Set<Job>();
  if (keyed.length === 0) return lost;
  const rows = keyed.map((job) => {
    const k = job.idempotency as IdempotencyKey;
    return sql`(${k.userId}::uuid, ${k.key}, ${k.hash}, ${job.record.createdAt}::timestamptz)`;
  });
  const won = await q<{ user_id: string; key: string }>(sql`INSERT INTO idempotency_keys
      (user_id, key, request_hash, claimed_at) VALUES ${sql.join(rows, sql`, `)}
      ON CONFLICT (user_id, key) DO NOTHING RETURNING user_id, key`);
  const open = new Set(won.map((r) => `${r.user_id} ${r.key}`));
  for (const job of keyed) {
    const key = keyOf(job.idempotency as IdempotencyKey);
    if (open.has(key)) open.delete(key);
    else lost.add(job);
  }
  return lost;
}

async function writeBatch(q: TxQuery, batch: readonly Job[]): Promise<Outcome[]> {
  const lost = await claimKeys(q, batch);
  const live = batch.filter((job) => !lost.has(job));
  const results = await transferBatchWith(
    q,
    live.map((job) => job.transfer),
  );
  const outcome = new Map<Job, Outcome>();
  for (const job of lost) outcome.set(job, { error: new AlreadyDone() });
  const paid: Job[] = [];
  live.forEach((job, i) => {
    const result = results[i];
    if (result && 'ok' in result) {
      paid.push(job);
      outcome.set(job, { ok: job.view });
    } else {
      outcome.set(job, { error: result?.error ?? new LedgerError('not_found', 'no outcome') });
    }
  });
  await insertTransactions(
    q,
    paid.map((job) => ({ input: job.record, parties: job.parties })),
  );
  const stored = paid.filter((job) => job.idempotency);
  const released = live.filter((job) => job.idempotency && !paid.includes(job));
  const parts: SQL[] = [];
  if (stored.length) {
    const answers = stored.map((job) => {
      const k = job.idempotency as IdempotencyKey;
      return sql`(${k.userId}::uuid, ${k.key}, ${JSON.stringify(job.view)}::jsonb)`;
    });
    parts.push(sql`done AS (UPDATE idempotency_keys i SET response = v.response
      FROM (VALUES ${sql.join(answers, sql`, `)}) AS v (user_id, key, response)
      WHERE i.user_id = v.user_id AND i.key = v.key RETURNING 1)`);
  }
  if (released.length) {
    const keys = released.map((job) => {
      const k = job.idempotency as IdempotencyKey;
      return sql`(${k.userId}::uuid, ${k.key})`;
    });
    parts.push(
      sql`gone AS (DELETE FROM idempotency_keys WHERE (user_id, key) IN (${sql.join(keys, sql`, `)}) RETURNING 1)`,
    );
  }
  if (parts.length) await q(sql`WITH ${sql.join(parts, sql`, `)} SELECT 1`);
  return batch.map((job) => outcome.get(job) ?? { error: new Error('group commit lost a send') });
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
