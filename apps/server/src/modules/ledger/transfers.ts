import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lockAccounts, writeTransfers } from './batch';
import { atomic, inTransaction, isUuid, type TxQuery } from './sql';
import {
  LedgerError,
  type PostingInput,
  type ResolveInput,
  type TransferInput,
  type TransferResult,
  type TransferStatus,
} from './types';
import { checkPartialPost, checkPostings, type Movements, planMovements } from './validate';

/** Moves money now: one transaction, postings with the balance after each. */
export async function transfer(db: Database, input: TransferInput): Promise<TransferResult> {
  return inTransaction(db, (q) => transferWith(q, input));
}

/** Reserves the debits of a transfer (pending withdrawal, card authorisation); post or void it later. */
export async function hold(db: Database, input: TransferInput): Promise<TransferResult> {
  return inTransaction(db, (q) => holdWith(q, input));
}

/** Posts a hold in full, or the smaller `amounts` releasing the rest of the reservation. */
export async function post(db: Database, pendingId: string, options: ResolveInput = {}): Promise<TransferResult> {
  return inTransaction(db, (q) => postWith(q, pendingId, options));
}

/** Releases a hold's reservation; nothing moves. */
export async function voidHold(
  db: Database,
  pendingId: string,
  options: Omit<ResolveInput, 'amounts'> = {},
): Promise<TransferResult> {
  return inTransaction(db, (q) => voidWith(q, pendingId, options));
}

/*
 * The same four operations inside a transaction the caller opened (inTransaction), so a user record
 * and the money it describes commit together or not at all. Locks: ledger accounts first (id order),
 * then whatever the caller locks after, in its own fixed order.
 */

export async function transferWith(q: TxQuery, input: TransferInput): Promise<TransferResult> {
  checkPostings(input.postings);
  return apply(q, { id: input.id, kind: input.kind, status: 'posted', metadata: input.metadata }, input.postings, {
    posted: input.postings,
  });
}

export async function holdWith(q: TxQuery, input: TransferInput): Promise<TransferResult> {
  checkPostings(input.postings);
  return apply(q, { id: input.id, kind: input.kind, status: 'pending', metadata: input.metadata }, input.postings, {
    reserve: input.postings,
  });
}

export async function postWith(q: TxQuery, pendingId: string, options: ResolveInput = {}): Promise<TransferResult> {
  if (options.amounts) checkPostings(options.amounts);
  const held = await lockHold(q, pendingId);
  if (options.amounts) checkPartialPost(held.postings, options.amounts);
  const posted = options.amounts ?? held.postings;
  const header = {
    id: options.id,
    metadata: options.metadata,
    kind: held.kind,
    status: 'posted_from_pending' as const,
    pendingId,
  };
  return apply(q, header, posted, { posted, release: held.postings });
}

export async function voidWith(
  q: TxQuery,
  pendingId: string,
  options: Omit<ResolveInput, 'amounts'> = {},
): Promise<TransferResult> {
  const held = await lockHold(q, pendingId);
  const header = {
    id: options.id,
    metadata: options.metadata,
    kind: held.kind,
    status: 'voided' as const,
    pendingId,
  };
  return apply(q, header, [], { release: held.postings });
}

interface Header {
  id?: string | undefined;
  kind: string;
  status: TransferStatus;
  pendingId?: string;
  metadata?: Record<string, unknown> | undefined;
}

/** Locks, plans, then writes the transfer, its postings and the new account states. */
async function apply(
  q: TxQuery,
  header: Header,
  legs: readonly PostingInput[],
  moves: Movements,
): Promise<TransferResult> {
  const id = header.id ?? randomUUID();
  // A caller-chosen id that is not a uuid is a programming error, not a refusal.
  if (!isUuid(id)) throw new Error(`a transfer id must be a uuid: ${id}`);
  const touched = [...(moves.posted ?? []), ...(moves.reserve ?? []), ...(moves.release ?? [])].map((p) => p.accountId);
  const accounts = await lockAccounts(q, touched);
  const plan = planMovements(accounts, moves);
  const balanceAfter = header.status === 'pending' ? legs.map(() => null) : plan.balanceAfter;
  const result: TransferResult = {
    id,
    kind: header.kind,
    status: header.status,
    pendingId: header.pendingId ?? null,
    postings: legs.map((p, i) => ({
      accountId: p.accountId,
      coin: p.coin,
      amount: p.amount,
      balanceAfter: balanceAfter[i] ?? null,
    })),
  };
  const changed = [...plan.next]
    .filter(([accountId, s]) => {
      const before = accounts.get(accountId);
      return before?.balance !== s.balance || before.pending !== s.pending;
    })
    .map(([accountId, s]) => ({ id: accountId, ...s }));
  // One round trip for the transfer, its postings and the accounts' new states.
  await writeTransfers(q, [{ ...result, metadata: header.metadata }], changed);
  return result;
}

/** Locks a pending transfer (a second post or void of it waits here) and checks it is still open. */
async function lockHold(q: TxQuery, pendingId: string): Promise<{ kind: string; postings: PostingInput[] }> {
  if (!isUuid(pendingId)) throw new LedgerError('not_found', 'no such transfer', pendingId);
  const [row] = await q<{ kind: string; status: TransferStatus }>(
    sql`SELECT kind, status FROM ledger_transfers WHERE id = ${pendingId}::uuid FOR UPDATE`,
  );
  if (!row) throw new LedgerError('not_found', 'no such transfer', pendingId);
  if (row.status !== 'pending') throw new LedgerError('not_pending', 'the transfer is not a hold', pendingId);
  // A fresh statement after the lock wait sees a resolution committed meanwhile.
  const resolved = await q(sql`SELECT 1 FROM ledger_transfers WHERE pending_id = ${pendingId}::uuid`);
  if (resolved.length) throw new LedgerError('not_pending', 'the hold is already posted or voided', pendingId);
  const postings = await q<{ account_id: string; coin: string; amount: string }>(
    sql`SELECT account_id, coin, amount::text AS amount FROM ledger_postings WHERE transfer_id = ${pendingId}::uuid ORDER BY id`,
  );
  return {
    kind: row.kind,
    postings: postings.map((p) => ({ accountId: p.account_id, coin: p.coin, amount: atomic(p.amount) })),
  };
}
