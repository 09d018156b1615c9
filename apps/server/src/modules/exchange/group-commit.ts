import { randomInt } from 'node:crypto';
import type { ExchangeView } from '@coffer/contract';
import { formatAmount } from '@coffer/domain';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
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
import { inTransaction, type TransferInput, type TxQuery } from '../ledger/index';
import { claimKeysAndCheck, claimKeysAndLock, type KeyClaim, releasedKeys } from '../ledger/keyed';
import { type DayTotal, type Known, knownStates } from '../ledger/known-states';
import { recordsOf } from '../ledger/sql';
import type { AccountState } from '../ledger/validate';
import { type NewTransaction, type Party, transactionWrites } from '../transactions/records';

/**
 * Group commit of exchanges (docs/decisions/0043-exchange-group-commit.md), through the batcher sends use.
 * A batch is one transaction of two statements: the first claims the keys, locks every account of every
 * exchange (the user's wallets, the inventories, the cashback account) and then each user's row of the
 * day's exchanged total; the second writes the transfers, the cashbacks' records, the day's new totals and
 * the Exchanges. Each exchange is checked in turn, on the balances and the day's total the ones before it
 * left: one that the balance or the daily limit refuses fails alone, with its cashback.
 */
export interface BatchedExchange extends BatchJob<ExchangeView> {
  userId: string;
  /** The day (UTC) whose total the exchange counts against, as YYYY-MM-DD. */
  day: string;
  valueCents: bigint;
  /** The exchange's transfer through the given inventory shard (the batch's, `INVENTORY_SHARDS`). */
  exchange: (shard: number) => TransferInput;
  /** The inventory shard the exchange uses when it runs alone (its user's). */
  shard: number;
  /** The cashback's transfer and CASHBACK_EXCHANGE record, when one is due (with the exchange or not at all). */
  cashback: { transfer: TransferInput; input: NewTransaction & { id: string }; parties: Party[] } | null;
  /** The Exchange row, in the columns of `exchanges`. */
  row: ExchangeRow;
  idempotency: IdempotencyKey | undefined;
  at: Date;
  /** The answer, stored with the key in the batch's transaction. */
  view: ExchangeView;
}

export interface ExchangeRow {
  id: string;
  walletFromId: string;
  walletToId: string;
  fromCoin: string;
  toCoin: string;
  amountFrom: bigint;
  amountTo: bigint;
  transferId: string;
  rate: string;
  transactionCashback: string | null;
}

/**
 * A coin's inventory is split over INVENTORY_SHARDS system accounts (`exchange_inventory.0` ...), so that
 * exchanges at once do not all queue on the same two account rows: the batches in flight on an instance
 * each trade with a shard of their own (`group-commit.ts`), and an exchange alone with the shard of its
 * user's id. The platform's position in a coin is the sum of its shards.
 */
export const INVENTORY_SHARDS = 16;

export function userShard(userId: string): number {
  return Number.parseInt(userId.slice(-2), 16) % INVENTORY_SHARDS;
}

type DailyTotal = { user_id: string; day: string; eur_cents: string };

const dayKey = (userId: string, day: string) => `${userId} ${day}`;

export function dailyLimitError(left: bigint): AppError {
  return new AppError(
    'exchange_exceed_daily_limit',
    `Over the daily exchange limit: ${formatAmount(left > 0n ? left : 0n, 2)} EUR left today`,
  );
}

/**
 * Writes a batch of exchanges in the caller's transaction: an outcome per exchange, in order. A ledger
 * refusal comes back as the LedgerError (the caller names it for the user).
 */
async function writeExchanges(
  q: TxQuery,
  last: TxQuery,
  batch: readonly BatchedExchange[],
  limit: bigint,
  shard: number,
  known?: Known,
): Promise<Outcome<ExchangeView>[]> {
  const transfers = batch.map((job) => [job.exchange(shard), ...(job.cashback ? [job.cashback.transfer] : [])]);
  const keys = batchKeys(batch, (job) => job.idempotency && { ...job.idempotency, at: job.at, answer: job.view });
  const days = [...new Map(batch.map((job) => [dayKey(job.userId, job.day), job])).values()].sort((a, b) =>
    dayKey(a.userId, a.day) < dayKey(b.userId, b.day) ? -1 : 1,
  );
  const ids = batchAccountIds(transfers.flat());
  const dayIds = days.map((d) => dayKey(d.userId, d.day));
  // Planned on what this instance wrote last when it knows it all (decision 0050): both statements leave at
  // once, and the first checks the guesses under the locks.
  const guessed = known?.accounts.begin(ids);
  const guessedDays = known?.days.begin(dayIds);
  let committed: { accounts: AccountState[]; days: DayTotal[] } | null = null;
  try {
    const check = guessed && guessedDays && claimKeysAndCheck(q, keys.claims, guessed, dayRows(days, guessedDays));
    const plannedOn: PlannedOn =
      check && guessed && guessedDays
        ? {
            won: check.won,
            accounts: new Map(guessed.map((a) => [a.id, a])),
            totals: new Map(guessedDays.map((d) => [d.id, d.cents])),
          }
        : await lockedStates(q, keys.claims, ids, days);
    const outcomes = await planAndWrite(check ? check.last(last) : last, batch, transfers, keys, plannedOn, limit);
    const { accounts, totals } = plannedOn;
    committed = { accounts: [...accounts.values()], days: dayIds.map((id) => ({ id, cents: totals.get(id) ?? 0n })) };
    return outcomes;
  } finally {
    known?.accounts.end(ids, committed?.accounts ?? null);
    known?.days.end(dayIds, committed?.days ?? null);
  }
}

/** The users' rows of the day's total, locked (created at 0 when missing) after the accounts, in one order. */
function lockDays(days: readonly BatchedExchange[]): SQL {
  return sql`INSERT INTO exchange_daily_totals AS t (user_id, day, eur_cents)
      SELECT v.user_id, v.day, 0 FROM ${DAYS(days)} ORDER BY v.ord
      ON CONFLICT (user_id, day) DO UPDATE SET eur_cents = t.eur_cents
      RETURNING user_id, day::text AS day, eur_cents::text AS eur_cents`;
}

/** `lockDays` for `claimKeysAndCheck`, with the check that each row holds the total the batch was planned on. */
function dayRows(days: readonly BatchedExchange[], planned: readonly DayTotal[]): { lock: SQL; check: SQL } {
  const cents = new Map(planned.map((d) => [d.id, d.cents]));
  return {
    lock: lockDays(days),
    check: sql`(SELECT count(*) FROM also t
        JOIN ${DAY_TOTALS(days.map((d) => ({ userId: d.userId, day: d.day, cents: cents.get(dayKey(d.userId, d.day)) ?? 0n })))}
        ON t.user_id = v.user_id AND t.day::date = v.day AND t.eur_cents::numeric = v.cents)
      = ${sql.param(days.length)}::int`,
  };
}

/** What a batch is planned on: the keys it won, its accounts' states and its users' totals of the day. */
interface PlannedOn {
  won: Set<string>;
  accounts: Map<string, AccountState>;
  totals: Map<string, bigint>;
}

/** The keys claimed, then the accounts and the day's rows locked and read (two round trips in all). */
async function lockedStates(
  q: TxQuery,
  claims: readonly KeyClaim[],
  ids: readonly string[],
  days: readonly BatchedExchange[],
): Promise<PlannedOn> {
  const { won, accounts, also } = await claimKeysAndLock<DailyTotal>(q, claims, ids, lockDays(days));
  return { won, accounts, totals: new Map(also.map((t) => [dayKey(t.user_id, t.day), BigInt(t.eur_cents)])) };
}

/** The batch planned on `accounts` and `totals` (both move on) and written with COMMIT behind it. */
async function planAndWrite(
  last: TxQuery,
  batch: readonly BatchedExchange[],
  transfers: readonly TransferInput[][],
  keys: ReturnType<typeof batchKeys<BatchedExchange>>,
  { won, accounts, totals }: PlannedOn,
  limit: bigint,
): Promise<Outcome<ExchangeView>[]> {
  const lost = keys.lost(won);
  const live = batch.filter((job) => !lost.has(job));
  const liveTransfers = transfers.filter((_, i) => !lost.has(batch[i] as BatchedExchange));
  const added = new Map<string, { userId: string; day: string; cents: bigint }>();
  const planned = planBatch(accounts, liveTransfers, (i) => {
    const job = live[i] as BatchedExchange;
    const key = dayKey(job.userId, job.day);
    const before = totals.get(key) ?? 0n;
    if (before + job.valueCents > limit) return dailyLimitError(limit - before);
    totals.set(key, before + job.valueCents);
    const counted = added.get(key) ?? { userId: job.userId, day: job.day, cents: 0n };
    added.set(key, { ...counted, cents: counted.cents + job.valueCents });
    return undefined;
  });
  const { outcomes, done: made } = batchOutcomes<BatchedExchange, ExchangeView>(batch, lost, live, planned.outcomes);
  const counted = [...added.values()];
  // The last statement, with COMMIT right behind it: nothing below may fail the batch. One text whatever
  // the batch holds (rows travel as json parameters), so it is prepared once per connection.
  await last(sql`WITH ${sql.join(
    [
      ...transferWrites(planned.written, planned.changed),
      ...transactionWrites(made.flatMap((job) => (job.cashback ? [job.cashback] : []))),
      releasedKeys(
        failedKeys(
          live,
          (job) => made.includes(job),
          (job) => job.idempotency,
        ),
      ),
    ].map((part) => sql`${part}, `),
    sql``,
  )} d AS (
      UPDATE exchange_daily_totals t SET eur_cents = t.eur_cents + v.cents
      FROM ${DAY_TOTALS(counted)}
      WHERE t.user_id = v.user_id AND t.day = v.day RETURNING 1),
    x AS (
      INSERT INTO exchanges (id, user_id, wallet_from_id, wallet_to_id, from_coin, to_coin, amount_from, amount_to,
        amount_eur, rate, transfer_id, transaction_cashback, created_at)
      SELECT * FROM ${EXCHANGES(made)}
      RETURNING 1)
    SELECT 1`);
  return outcomes;
}

/** A user's row of the day (the order given is the order locked in). */
const DAYS = recordsOf<BatchedExchange>('v', {
  user_id: ['uuid', (d) => d.userId],
  day: ['date', (d) => d.day],
  ord: ['int', (_, i) => i],
});

const DAY_TOTALS = recordsOf<{ userId: string; day: string; cents: bigint }>('v', {
  user_id: ['uuid', (d) => d.userId],
  day: ['date', (d) => d.day],
  cents: ['numeric', (d) => d.cents.toString()],
});

/** An exchange's row, in the order of the INSERT's columns. */
const EXCHANGES = recordsOf<BatchedExchange>('v', {
  id: ['uuid', (j) => j.row.id],
  user_id: ['uuid', (j) => j.userId],
  wallet_from_id: ['uuid', (j) => j.row.walletFromId],
  wallet_to_id: ['uuid', (j) => j.row.walletToId],
  from_coin: ['text', (j) => j.row.fromCoin],
  to_coin: ['text', (j) => j.row.toCoin],
  amount_from: ['numeric', (j) => j.row.amountFrom.toString()],
  amount_to: ['numeric', (j) => j.row.amountTo.toString()],
  amount_eur: ['numeric', (j) => j.valueCents.toString()],
  rate: ['text', (j) => j.row.rate],
  transfer_id: ['uuid', (j) => j.row.transferId],
  transaction_cashback: ['uuid', (j) => j.row.transactionCashback],
  created_at: ['timestamptz', (j) => j.at.toISOString()],
});

function exchangeWriter(services: Services): BatchWriter<BatchedExchange, ExchangeView, null> {
  const limit = services.config.exchangeDailyLimitCents;
  // Each batch in flight trades with an inventory shard of its own; instances start at a shard of
  // their own (at random), so that theirs seldom meet either.
  const first = randomInt(INVENTORY_SHARDS);
  const known = knownStates(services);
  return {
    // A user's exchanges queue on their day's total: they gather into one batch.
    lane: (job) => job.userId,
    write: async (q, last, batch, slot) => ({
      outcomes: await writeExchanges(q, last, batch, limit, (first + slot) % INVENTORY_SHARDS, known),
      written: null,
    }),
  };
}

/** The database's batcher of exchanges (one per database handle, so per server instance). */
export const exchangeBatcher = groupCommit('exchanges', exchangeWriter);

/** An exchange in a transaction of its own (a batch of one), for when its batch failed as a whole. */
export async function exchangeAlone(services: Services, job: BatchedExchange): Promise<ExchangeView> {
  const limit = services.config.exchangeDailyLimitCents;
  const [outcome] = await inTransaction(services.db, (q, last) => writeExchanges(q, last, [job], limit, job.shard));
  if (outcome && 'ok' in outcome) return outcome.ok;
  throw outcome?.error ?? new Error('group commit lost an exchange');
}
