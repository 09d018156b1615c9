import type { TransactionView } from '@coffer/contract';
import { sql } from 'drizzle-orm';
import type { IdempotencyKey } from '../../http/idempotency';
import type { Services } from '../../services';
import { batchAccountIds, planBatch, transferWrites } from '../ledger/batch';
import {
  type BatchJob,
  type BatchWriter,
  batchKeys,
  batchOutcomes,
  failedKeys,
  groupCommit,
  type Outcome,
} from '../ledger/group-commit';
import type { TransferInput, TxQuery } from '../ledger/index';
import { claimKeysAndCheck, claimKeysAndLock, releasedKeys } from '../ledger/keyed';
import { type KnownStates, knownStates } from '../ledger/known-states';
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
 * Group commit of internal sends (docs/decisions/0032-group-commit.md) through the shared batcher
 * (`ledger/group-commit.ts`): a batch claims the idempotency keys, locks every account, writes the
 * transfers with their postings and balances, the records, the answers and the recipients'
 * notifications. A send that cannot be paid fails alone (its key is released, as a failure stores
 * nothing) and its neighbours go on.
 */
export interface BatchedSend extends BatchJob<TransactionView> {
  transfer: TransferInput & { id: string };
  record: NewTransaction & { id: string };
  parties: Party[];
  idempotency: IdempotencyKey | undefined;
  /** What the recipient is told once the money committed (one statement for the whole batch). */
  notice: NotificationInput;
  /** The answer, stored with the key in the batch's transaction. */
  view: TransactionView;
}

type Written = WrittenNotifications | null;

function sendWriter(services: Services): BatchWriter<BatchedSend, TransactionView, Written> {
  const known = knownStates(services)?.accounts;
  return {
    // A send queues on its paying account (its first posting, the debit).
    lane: (job) => job.transfer.postings[0]?.accountId ?? '',
    write: (q, last, batch) => writeBatch(q, last, batch, known),
    settled: (done, notices) => {
      // A replayed answer (the key's earlier send) was notified then; only this batch's payments are.
      // Sends that ran alone after their batch failed are notified here; a batch wrote its notices with
      // its money.
      const delivery = notices
        ? deliverNotifications(services, notices)
        : notifyEach(
            services,
            done.map((job) => job.notice),
          );
      void delivery.catch(() => undefined);
    },
  };
}

/**
 * A batch is BEGIN, two statements and COMMIT whatever its size (BEGIN sent with the first, COMMIT with
 * the second), and each statement has one text whatever the batch holds (rows travel as json parameters), so it is
 * prepared once per connection. The first claims every key with its answer and locks every account (keys
 * first: a batch waiting on another's key holds no account yet); the second writes the transfers,
 * postings, balances, records, entries and notifications, and releases the keys of the sends that failed
 * their checks. On PostgreSQL a batch whose accounts this instance wrote last is planned on those states
 * and sends both statements at once (one round trip, one message and one answer with no BEGIN or COMMIT once
 * they are prepared on the connection, decision 0059; the first checks the guesses, decision 0050); any
 * other waits for the locked rows to plan on (two round trips).
 */
async function writeBatch(
  q: TxQuery,
  last: TxQuery,
  batch: readonly BatchedSend[],
  known: KnownStates | undefined,
): Promise<{ outcomes: Outcome<TransactionView>[]; written: Written }> {
  const keys = batchKeys(
    batch,
    (job) => job.idempotency && { ...job.idempotency, at: job.record.createdAt, answer: job.view },
  );
  const ids = batchAccountIds(batch.map((job) => job.transfer));
  const guess = known?.begin(ids);
  let committed: AccountState[] | null = null;
  try {
    // Planned on the states this instance last wrote (decision 0050), the batch sends its two statements
    // at once; the first checks the guesses under the locks, and a wrong one fails the batch unwritten.
    const check = guess && claimKeysAndCheck(q, keys.claims, guess);
    const { won, accounts } = check
      ? { won: check.won, accounts: new Map(guess.map((a) => [a.id, a])) }
      : await claimKeysAndLock(q, keys.claims, ids);
    const result = await planAndWrite(check ? check.last(last) : last, batch, keys, won, accounts);
    committed = [...accounts.values()];
    return result;
  } finally {
    known?.end(ids, committed);
  }
}

/** The batch planned on `accounts` (their states move on) and written with COMMIT behind it. */
async function planAndWrite(
  last: TxQuery,
  batch: readonly BatchedSend[],
  keys: ReturnType<typeof batchKeys<BatchedSend>>,
  won: Set<string>,
  accounts: Map<string, AccountState>,
): Promise<{ outcomes: Outcome<TransactionView>[]; written: Written }> {
  const lost = keys.lost(won);
  const live = batch.filter((job) => !lost.has(job));
  const planned = planBatch(
    accounts,
    live.map((job) => [job.transfer]),
  );
  const { outcomes, done: paid } = batchOutcomes<BatchedSend, TransactionView>(batch, lost, live, planned.outcomes);
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
      failedKeys(
        live,
        (job) => paid.includes(job),
        (job) => job.idempotency,
      ),
    ),
    ...notices.parts,
  ];
  // The last statement, with COMMIT right behind it: nothing below may fail the batch.
  const [row] = await last<{ recipients: Recipient[] | null }>(
    sql`WITH ${sql.join(parts, sql`, `)} SELECT (${notices.recipients}) AS recipients`,
  );
  return {
    outcomes,
    written: paid.length ? notices.ready(row?.recipients ?? null) : null,
  };
}

/** The database's batcher of sends (one per database handle, so per server instance). */
export const sendBatcher = groupCommit('sends', sendWriter);
