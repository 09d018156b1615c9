import type { Database } from '../../db/client';
import { atomic, atomicOrNull, isUuid } from './sql';
import {
  type Balance,
  type HistoryEntry,
  type LedgerAccount,
  LedgerError,
  type SystemAccountCode,
  type TransferResult,
  type TransferStatus,
} from './types';

const ACCOUNT_COLUMNS = 'id, coin, kind, code, owner_id, no_overdraft';

interface AccountRow {
  id: string;
  coin: string;
  kind: 'user' | 'system';
  code: string;
  owner_id: string | null;
  no_overdraft: boolean;
}

function toAccount(row: AccountRow): LedgerAccount {
  return {
    id: row.id,
    coin: row.coin,
    kind: row.kind,
    code: row.code,
    ownerId: row.owner_id,
    noOverdraft: row.no_overdraft,
  };
}

/**
 * The per-coin system account with this code, created on first use. System accounts may go negative
 * (the world account is minus everything that came in) unless `noOverdraft` is asked for at creation.
 */
export async function ensureSystemAccount(
  db: Database,
  coin: string,
  code: SystemAccountCode,
  options: { noOverdraft?: boolean } = {},
): Promise<LedgerAccount> {
  // Insert-or-read is safe under races: the partial unique index lets exactly one insert win.
  const [created] = await db.query<AccountRow>(
    `INSERT INTO ledger_accounts (coin, kind, code, no_overdraft) VALUES ($1, 'system', $2, $3)
     ON CONFLICT (coin, code) WHERE kind = 'system' DO NOTHING RETURNING ${ACCOUNT_COLUMNS}`,
    [coin, code, options.noOverdraft ?? false],
  );
  if (created) return toAccount(created);
  const [row] = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE kind = 'system' AND coin = $1 AND code = $2`,
    [coin, code],
  );
  return toAccount(row!);
}

/** A user's account in a coin (never below zero), created on first use; `code` separates e.g. 'main' and 'earn'. */
export async function openUserAccount(
  db: Database,
  input: { coin: string; ownerId: string; code?: string },
): Promise<LedgerAccount> {
  const code = input.code ?? 'main';
  const [created] = await db.query<AccountRow>(
    `INSERT INTO ledger_accounts (coin, kind, code, owner_id, no_overdraft) VALUES ($1, 'user', $2, $3, true)
     ON CONFLICT (owner_id, coin, code) WHERE kind = 'user' DO NOTHING RETURNING ${ACCOUNT_COLUMNS}`,
    [input.coin, code, input.ownerId],
  );
  if (created) return toAccount(created);
  const [row] = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE kind = 'user' AND owner_id = $1 AND coin = $2 AND code = $3`,
    [input.ownerId, input.coin, code],
  );
  return toAccount(row!);
}

export async function getAccount(db: Database, accountId: string): Promise<LedgerAccount | null> {
  if (!isUuid(accountId)) return null;
  const [row] = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE id = $1`, [accountId]);
  return row ? toAccount(row) : null;
}

export async function balanceOf(db: Database, accountId: string): Promise<Balance> {
  const [row] = isUuid(accountId)
    ? await db.query<{ balance: string; pending: string }>(
        'SELECT balance::text AS balance, debits_pending::text AS pending FROM ledger_accounts WHERE id = $1',
        [accountId],
      )
    : [];
  if (!row) throw new LedgerError('not_found', 'no such ledger account', accountId);
  const balance = atomic(row.balance);
  const pending = atomic(row.pending);
  return { balance, pending, available: balance - pending };
}

interface HistoryRow {
  id: string;
  transfer_id: string;
  kind: string;
  status: TransferStatus;
  resolution: TransferStatus | null;
  amount: string;
  balance_after: string | null;
  metadata: Record<string, unknown>;
  created_at: Date | string;
}

const MAX_PAGE = 500;

/**
 * An account's postings, newest first. Keyset paging on the posting id (index account_id, id DESC)
 * costs the same on page 1000 as on page 1, unlike OFFSET.
 */
export async function accountHistory(
  db: Database,
  accountId: string,
  page: { limit?: number; beforeId?: string | null } = {},
): Promise<HistoryEntry[]> {
  if (!isUuid(accountId)) return [];
  const limit = Math.min(Math.max(Math.trunc(page.limit ?? 50), 1), MAX_PAGE);
  const before = page.beforeId && /^\d+$/.test(page.beforeId) ? page.beforeId : null;
  const rows = await db.query<HistoryRow>(
    `SELECT p.id::text AS id, p.transfer_id, t.kind, t.status, r.status AS resolution, p.amount::text AS amount,
            p.balance_after::text AS balance_after, t.metadata, p.created_at
       FROM ledger_postings p
       JOIN ledger_transfers t ON t.id = p.transfer_id
       LEFT JOIN ledger_transfers r ON r.pending_id = t.id
      WHERE p.account_id = $1 AND ($2::bigint IS NULL OR p.id < $2::bigint)
      ORDER BY p.id DESC
      LIMIT $3`,
    [accountId, before, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    transferId: row.transfer_id,
    kind: row.kind,
    status: row.status,
    hold: row.status !== 'pending' ? null : row.resolution === null ? 'pending' : holdOutcome(row.resolution),
    amount: atomic(row.amount),
    balanceAfter: atomicOrNull(row.balance_after),
    metadata: row.metadata,
    createdAt: new Date(row.created_at),
  }));
}

function holdOutcome(resolution: TransferStatus): 'posted' | 'voided' {
  return resolution === 'voided' ? 'voided' : 'posted';
}

/** One transfer with its postings, or null. */
export async function getTransfer(db: Database, transferId: string): Promise<TransferResult | null> {
  if (!isUuid(transferId)) return null;
  const [transfer] = await db.query<{ id: string; kind: string; status: TransferStatus; pending_id: string | null }>(
    'SELECT id, kind, status, pending_id FROM ledger_transfers WHERE id = $1',
    [transferId],
  );
  if (!transfer) return null;
  const postings = await db.query<{ account_id: string; coin: string; amount: string; balance_after: string | null }>(
    `SELECT account_id, coin, amount::text AS amount, balance_after::text AS balance_after
       FROM ledger_postings WHERE transfer_id = $1 ORDER BY id`,
    [transferId],
  );
  return {
    id: transfer.id,
    kind: transfer.kind,
    status: transfer.status,
    pendingId: transfer.pending_id,
    postings: postings.map((p) => ({
      accountId: p.account_id,
      coin: p.coin,
      amount: atomic(p.amount),
      balanceAfter: atomicOrNull(p.balance_after),
    })),
  };
}
