import { randomUUID } from 'node:crypto';
import type { TransactionStatus, TransactionView } from '@coffer/contract';
import { coinDecimals, formatAmount, type TransactionRef, type TransactionType } from '@coffer/domain';
import { type SQL, sql } from 'drizzle-orm';
import { atomic, recordsOf, type TxQuery } from '../ledger/sql';

export interface NewTransaction {
  id?: string;
  type: TransactionType;
  status: TransactionStatus;
  coin: string;
  amount: bigint;
  fees?: bigint;
  amountEurCents: bigint;
  walletId: string | null;
  walletToId: string | null;
  fromAddress?: string | null;
  toAddress?: string | null;
  txId?: string | null;
  extra?: Record<string, unknown>;
  transferId?: string | null;
  seenHeight?: bigint | null;
  confirmationsRequired?: number | null;
  /** What the movement belongs to (INTEREST for Earn's interest); null for plain movements. */
  ref?: TransactionRef | null;
  createdAt: Date;
}

/** A party that sees the transaction in its lists: the owner of one of its wallets. */
export interface Party {
  userId: string;
  walletId: string;
}

export interface TransactionRow {
  id: string;
  type: TransactionType;
  status: TransactionStatus;
  coin: string;
  amount: string;
  fees: string;
  amount_eur: string;
  wallet_id: string | null;
  wallet_to_id: string | null;
  from_address: string | null;
  to_address: string | null;
  tx_id: string | null;
  extra: Record<string, unknown>;
  refund_transaction_id: string | null;
  transfer_id: string | null;
  settle_transfer_id: string | null;
  seen_height: string | null;
  confirmations_required: number | null;
  ref: TransactionRef | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export const TRANSACTION_COLUMNS = `t.id, t.type, t.status, t.coin, t.amount::text AS amount, t.fees::text AS fees,
  t.amount_eur::text AS amount_eur, t.wallet_id, t.wallet_to_id, t.from_address, t.to_address, t.tx_id, t.extra,
  t.refund_transaction_id, t.transfer_id, t.settle_transfer_id, t.seen_height::text AS seen_height,
  t.confirmations_required, t.ref, t.created_at, t.updated_at`;

/** The row `input` becomes, as a read would return it (the send answers without reading it back). */
export function rowOf(input: NewTransaction & { id: string }): TransactionRow {
  return {
    id: input.id,
    type: input.type,
    status: input.status,
    coin: input.coin,
    amount: input.amount.toString(),
    fees: (input.fees ?? 0n).toString(),
    amount_eur: input.amountEurCents.toString(),
    wallet_id: input.walletId,
    wallet_to_id: input.walletToId,
    from_address: input.fromAddress ?? null,
    to_address: input.toAddress ?? null,
    tx_id: input.txId ?? null,
    extra: input.extra ?? {},
    refund_transaction_id: null,
    transfer_id: input.transferId ?? null,
    settle_transfer_id: null,
    seen_height: input.seenHeight?.toString() ?? null,
    confirmations_required: input.confirmationsRequired ?? null,
    ref: input.ref ?? null,
    created_at: input.createdAt,
    updated_at: input.createdAt,
  };
}

/**
 * Writes the record and one numbered entry per party in ONE statement, inside the caller's
 * transaction (after its ledger locks): each entry takes the next number of its wallet and of its
 * user, so list pages are index ranges. Parties are distinct users (a send to oneself is refused).
 */
export async function insertTransaction(q: TxQuery, input: NewTransaction, parties: Party[]): Promise<TransactionRow> {
  const id = input.id ?? randomUUID();
  await insertTransactions(q, [{ input: { ...input, id }, parties }]);
  return rowOf({ ...input, id });
}

/**
 * Several records in ONE statement (a group commit's batch): entries are numbered per wallet and per
 * user in the order given, after the numbers already taken.
 */
export async function insertTransactions(
  q: TxQuery,
  items: readonly { input: NewTransaction & { id: string }; parties: readonly Party[] }[],
): Promise<void> {
  if (items.length) await q(sql`WITH ${sql.join(transactionWrites(items), sql`, `)} SELECT 1`);
}

/**
 * `insertTransactions` as the parts of a WITH (named t, w, u, te), for a caller that writes more in
 * the same statement (a group commit writes its ledger transfers with them). One text whatever the
 * items: their rows travel as json parameters (`recordsOf`).
 */
export function transactionWrites(
  items: readonly { input: NewTransaction & { id: string }; parties: readonly Party[] }[],
): SQL[] {
  for (const { parties } of items) {
    if (new Set(parties.map((p) => p.userId)).size !== parties.length) {
      throw new Error('a transaction names each user once');
    }
  }
  const rows = items.map((item) => item.input);
  const { entries, wallets, users } = numbered(
    items.flatMap(({ input, parties }) =>
      parties.map((p) => ({ id: input.id, type: input.type, at: input.createdAt.toISOString(), party: p })),
    ),
  );
  return [
    sql`t AS (
      INSERT INTO transactions (id, type, status, coin, amount, fees, amount_eur, wallet_id, wallet_to_id,
        from_address, to_address, tx_id, extra, transfer_id, seen_height, confirmations_required, ref, created_at, updated_at)
      SELECT v.*, v.created_at FROM ${RECORDS(rows)}
      RETURNING id)`,
    // Each wallet's and user's counter moves on by its entries in the batch (the rows taken in id order,
    // as the rows come sorted); it returns the number of its last entry.
    sql`w AS (INSERT INTO wallet_entry_counts AS k (wallet_id, n)
        SELECT * FROM ${COUNTS(wallets)}
      ON CONFLICT (wallet_id) DO UPDATE SET n = k.n + EXCLUDED.n RETURNING k.wallet_id AS id, k.n AS last)`,
    sql`u AS (INSERT INTO user_entry_counts AS k (user_id, n)
        SELECT * FROM ${COUNTS(users)}
      ON CONFLICT (user_id) DO UPDATE SET n = k.n + EXCLUDED.n RETURNING k.user_id AS id, k.n AS last)`,
    // An entry's number is its counter's last number less the entries after it in the batch.
    sql`te AS (INSERT INTO transaction_entries (transaction_id, user_id, wallet_id, wallet_seq, user_seq, type, created_at)
      SELECT e.transaction_id, e.user_id, e.wallet_id, w.last - e.wallet_after, u.last - e.user_after, e.type, e.created_at
        FROM ${ENTRIES(entries)}
        JOIN w ON w.id = e.wallet_id JOIN u ON u.id = e.user_id RETURNING 1)`,
  ];
}

/** The records' columns, in the order of the INSERT above (created_at also fills updated_at). */
const RECORDS = recordsOf<NewTransaction>('v', {
  id: ['uuid', (r) => r.id ?? null],
  type: ['text', (r) => r.type],
  status: ['text', (r) => r.status],
  coin: ['text', (r) => r.coin],
  amount: ['numeric', (r) => r.amount.toString()],
  fees: ['numeric', (r) => (r.fees ?? 0n).toString()],
  amount_eur: ['numeric', (r) => r.amountEurCents.toString()],
  wallet_id: ['uuid', (r) => r.walletId],
  wallet_to_id: ['uuid', (r) => r.walletToId],
  from_address: ['text', (r) => r.fromAddress ?? null],
  to_address: ['text', (r) => r.toAddress ?? null],
  tx_id: ['text', (r) => r.txId ?? null],
  extra: ['jsonb', (r) => r.extra ?? {}],
  transfer_id: ['uuid', (r) => r.transferId ?? null],
  seen_height: ['bigint', (r) => r.seenHeight?.toString() ?? null],
  confirmations_required: ['int', (r) => r.confirmationsRequired ?? null],
  ref: ['text', (r) => r.ref ?? null],
  created_at: ['timestamptz', (r) => r.createdAt.toISOString()],
});

/** A wallet's or a user's count of entries in the batch (the INSERT takes its columns in order). */
const COUNTS = recordsOf<EntryCount>('v', { id: ['uuid', (c) => c.id], n: ['bigint', (c) => c.n] });

/** A party's entry of a record, numbered (`numbered`). */
type NumberedEntry = { id: string; type: string; at: string; party: Party } & {
  walletAfter: number;
  userAfter: number;
};

const ENTRIES = recordsOf<NumberedEntry>('e', {
  transaction_id: ['uuid', (e) => e.id],
  user_id: ['uuid', (e) => e.party.userId],
  wallet_id: ['uuid', (e) => e.party.walletId],
  type: ['text', (e) => e.type],
  created_at: ['timestamptz', (e) => e.at],
  wallet_after: ['bigint', (e) => e.walletAfter],
  user_after: ['bigint', (e) => e.userAfter],
});

/** How many entries of one wallet or one user a batch holds. */
export interface EntryCount {
  id: string;
  n: number;
}

/**
 * Each entry with how many entries of its wallet and of its user come after it in the batch (the counters
 * move on by the batch's counts, and an entry takes its counter's new last number less those after it),
 * and those counts per wallet and per user, in the order PostgreSQL sorts their uuids (the order every
 * writer takes the counter rows in).
 */
export function numbered<E extends { party: Party }>(
  entries: readonly E[],
): { entries: (E & { walletAfter: number; userAfter: number })[]; wallets: EntryCount[]; users: EntryCount[] } {
  const wallet = new Map<string, number>();
  const user = new Map<string, number>();
  const after: (E & { walletAfter: number; userAfter: number })[] = [];
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i] as E;
    const walletAfter = wallet.get(e.party.walletId) ?? 0;
    const userAfter = user.get(e.party.userId) ?? 0;
    wallet.set(e.party.walletId, walletAfter + 1);
    user.set(e.party.userId, userAfter + 1);
    after.push({ ...e, walletAfter, userAfter });
  }
  return { entries: after.reverse(), wallets: inUuidOrder(wallet), users: inUuidOrder(user) };
}

function inUuidOrder(counts: ReadonlyMap<string, number>): EntryCount[] {
  const byUuid = (id: string) => id.toLowerCase();
  return [...counts]
    .map(([id, n]) => ({ id, n }))
    .sort((a, b) => (byUuid(a.id) < byUuid(b.id) ? -1 : byUuid(a.id) > byUuid(b.id) ? 1 : 0));
}

export interface StatusChange {
  status: TransactionStatus;
  txId?: string;
  settleTransferId?: string;
  transferId?: string;
  refundTransactionId?: string;
  extra?: Record<string, unknown>;
  at: Date;
}

/** Moves a record on; `from` guards the transition so a concurrent change cannot be overwritten. */
export async function changeStatus(
  q: TxQuery,
  id: string,
  from: TransactionStatus[],
  change: StatusChange,
): Promise<boolean> {
  const rows = await q(sql`UPDATE transactions SET status = ${change.status},
      tx_id = COALESCE(${change.txId ?? null}, tx_id),
      settle_transfer_id = COALESCE(${change.settleTransferId ?? null}::uuid, settle_transfer_id),
      transfer_id = COALESCE(${change.transferId ?? null}::uuid, transfer_id),
      refund_transaction_id = COALESCE(${change.refundTransactionId ?? null}, refund_transaction_id),
      extra = extra || ${JSON.stringify(change.extra ?? {})}::jsonb,
      updated_at = ${change.at}
    WHERE id = ${id} AND status IN (${sql.join(
      from.map((s) => sql`${s}`),
      sql`, `,
    )}) RETURNING id`);
  return rows.length > 0;
}

/** A timestamp as both drivers return it (Date or text), as ISO 8601 on the wire. */
export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** The wire shape of the spec's Transaction entity. */
export function transactionView(row: TransactionRow): TransactionView {
  const decimals = coinDecimals(row.coin) ?? 0;
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    amount: formatAmount(atomic(row.amount), decimals),
    amountEUR: formatAmount(atomic(row.amount_eur), 2),
    fiatAmount: null,
    fees: formatAmount(atomic(row.fees), decimals),
    createdAt: iso(row.created_at),
    txId: row.tx_id,
    WalletId: row.wallet_id,
    WalletToId: row.wallet_to_id,
    fromAddress: row.from_address,
    toAddress: row.to_address,
    // A card operation's record carries its merchant (modules/cards/events.ts).
    merchantName: typeof row.extra?.merchantName === 'string' ? row.extra.merchantName : null,
    extra: row.extra ?? {},
    startedAt: null,
    removedAt: null,
    refundTransactionId: row.refund_transaction_id,
    coinCode: row.coin,
    side: null,
    ref: row.ref ?? null,
  };
}
