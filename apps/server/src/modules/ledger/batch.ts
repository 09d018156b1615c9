import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { atomic, isUuid, recordsOf, type TxQuery } from './sql';
import { LedgerError, type TransferInput, type TransferResult } from './types';
import { type AccountState, checkPostings, planMovements } from './validate';

/**
 * Posted transfers applied together in the caller's transaction (group commit, docs/decisions/0032 and
 * 0043): every account of the batch is locked in one statement (id order, as every writer locks), each
 * operation's transfers are planned in turn on the balances the ones before left, and everything that
 * passed is written in one statement. An operation whose transfer fails its checks (overdraft, coin) or
 * that its caller does not admit is answered its error and leaves no trace; its neighbours go on.
 */
export type GroupOutcome = { ok: TransferResult[] } | { error: unknown };

/** Every well-formed account id a batch touches (a malformed one names nothing: its transfer fails alone). */
export function batchAccountIds(inputs: readonly TransferInput[]): string[] {
  return inputs.flatMap((input) => input.postings.map((p) => p.accountId)).filter(isUuid);
}

/**
 * Plans a batch on its locked accounts. Each group (one operation's transfers, all or none) is planned in
 * turn on the balances the ones before it left; when its transfers pass, `admit` may still refuse it (a
 * limit counted in turn) by returning the error to answer. Returns each group's outcome, the transfers to
 * write and the accounts whose state changed.
 */
export function planBatch(
  accounts: Map<string, AccountState>,
  groups: readonly (readonly TransferInput[])[],
  admit?: (group: number) => unknown,
): { outcomes: GroupOutcome[]; written: WrittenTransfer[]; changed: AccountState[] } {
  const before = new Map([...accounts].map(([id, a]) => [id, { balance: a.balance, pending: a.pending }]));
  const outcomes: GroupOutcome[] = [];
  const written: WrittenTransfer[] = [];
  for (const [group, inputs] of groups.entries()) {
    // States are replaced, never changed in place: a refused group puts back the ones it replaced.
    const undo = new Map(
      inputs.flatMap((i) => i.postings.map((p) => [p.accountId, accounts.get(p.accountId)] as const)),
    );
    const refuse = (error: unknown) => {
      for (const [id, state] of undo) if (state) accounts.set(id, state);
      outcomes.push({ error });
    };
    let results: TransferResult[];
    try {
      results = inputs.map((input) => planned(accounts, input));
    } catch (error) {
      if (!(error instanceof LedgerError)) throw error;
      refuse(error);
      continue;
    }
    const refusal = admit?.(group);
    if (refusal) {
      refuse(refusal);
      continue;
    }
    written.push(...results.map((result, i) => ({ ...result, metadata: inputs[i]?.metadata })));
    outcomes.push({ ok: results });
  }
  const changed = [...accounts.values()].filter((a) => {
    const was = before.get(a.id);
    return was?.balance !== a.balance || was.pending !== a.pending;
  });
  return { outcomes, written, changed };
}

/** One transfer planned on the accounts (their states move on); a LedgerError when it cannot be made. */
function planned(accounts: Map<string, AccountState>, input: TransferInput): TransferResult {
  checkPostings(input.postings);
  const id = input.id ?? randomUUID();
  if (!isUuid(id)) throw new Error(`a transfer id must be a uuid: ${id}`);
  const plan = planMovements(accounts, { posted: input.postings });
  for (const [accountId, next] of plan.next) {
    const account = accounts.get(accountId);
    if (account) accounts.set(accountId, { ...account, balance: next.balance, pending: next.pending });
  }
  return {
    id,
    kind: input.kind,
    status: 'posted',
    pendingId: null,
    postings: input.postings.map((p, i) => ({ ...p, balanceAfter: plan.balanceAfter[i] ?? null })),
  };
}

/** A transfer as it is stored: its header, its postings with the balance after each (null while held). */
export interface WrittenTransfer extends TransferResult {
  metadata?: Record<string, unknown> | undefined;
}

/**
 * Writes transfers, their postings and the accounts' new states in ONE statement (one round trip,
 * however many transfers).
 */
export async function writeTransfers(
  q: TxQuery,
  transfers: readonly WrittenTransfer[],
  accounts: readonly Pick<AccountState, 'id' | 'balance' | 'pending'>[],
): Promise<void> {
  if (transfers.length || accounts.length) {
    await q(sql`WITH ${sql.join(transferWrites(transfers, accounts), sql`, `)} SELECT 1`);
  }
}

/**
 * `writeTransfers` as the parts of a WITH (named tr, po, ac), for a caller that writes more in the same
 * statement (a group commit writes its records with them). The text is the same whatever the batch
 * holds (its rows travel as json parameters), so the statement is prepared once and no SQL is built per batch.
 */
export function transferWrites(
  transfers: readonly WrittenTransfer[],
  accounts: readonly Pick<AccountState, 'id' | 'balance' | 'pending'>[],
): SQL[] {
  const legs = transfers.flatMap((t) => t.postings.map((p) => ({ t, p })));
  return [
    sql`tr AS (INSERT INTO ledger_transfers (id, kind, status, pending_id, metadata)
      SELECT * FROM ${TRANSFERS(transfers)} RETURNING id)`,
    // Posting ids follow the order given (an account's postings are read back by id, each with the
    // balance after it); the foreign key to the transfers inserted above is checked at the statement's end.
    sql`po AS (INSERT INTO ledger_postings (transfer_id, account_id, coin, amount, balance_after)
      SELECT v.transfer_id, v.account_id, v.coin, v.amount, v.balance_after FROM ${POSTINGS(legs)}
        ORDER BY v.ord RETURNING 1)`,
    sql`ac AS (UPDATE ledger_accounts a SET balance = v.balance, debits_pending = v.pending
      FROM ${BALANCES(accounts)} WHERE a.id = v.id RETURNING 1)`,
  ];
}

const TRANSFERS = recordsOf<WrittenTransfer>('v', {
  id: ['uuid', (t) => t.id],
  kind: ['text', (t) => t.kind],
  status: ['text', (t) => t.status],
  pending_id: ['uuid', (t) => t.pendingId],
  metadata: ['jsonb', (t) => t.metadata ?? {}],
});

const POSTINGS = recordsOf<{ t: WrittenTransfer; p: WrittenTransfer['postings'][number] }>('v', {
  transfer_id: ['uuid', (l) => l.t.id],
  account_id: ['uuid', (l) => l.p.accountId],
  coin: ['text', (l) => l.p.coin],
  amount: ['numeric', (l) => l.p.amount.toString()],
  balance_after: ['numeric', (l) => l.p.balanceAfter?.toString() ?? null],
  ord: ['int', (_, i) => i],
});

const BALANCES = recordsOf<Pick<AccountState, 'id' | 'balance' | 'pending'>>('v', {
  id: ['uuid', (a) => a.id],
  balance: ['numeric', (a) => a.balance.toString()],
  pending: ['numeric', (a) => a.pending.toString()],
});

/**
 * Every writer locks the accounts it touches in id order in one statement (the lock is taken as rows
 * leave the sort), so two transfers over the same accounts queue instead of deadlocking.
 */
export async function lockAccounts(q: TxQuery, ids: readonly string[]): Promise<Map<string, AccountState>> {
  return accountStates(await q<LockedAccountRow>(lockAccountsQuery(ids)));
}

export interface LockedAccountRow {
  id: string;
  coin: string;
  balance: string;
  pending: string;
  no_overdraft: boolean;
}

/** The SELECT ... FOR UPDATE of `lockAccounts`, for a caller that runs it inside a larger statement. */
export function lockAccountsQuery(ids: readonly string[]): SQL {
  const unique = [...new Set(ids)];
  const missing = unique.find((id) => !isUuid(id));
  if (missing !== undefined) throw new LedgerError('not_found', 'no such ledger account', missing);
  return sql`SELECT id, coin, balance::text AS balance, debits_pending::text AS pending, no_overdraft
          FROM ledger_accounts WHERE id = ANY(${sql.param(unique)}::uuid[]) ORDER BY id FOR UPDATE`;
}

export function accountStates(rows: readonly LockedAccountRow[]): Map<string, AccountState> {
  const accounts = new Map<string, AccountState>();
  for (const r of rows) {
    accounts.set(r.id, {
      id: r.id,
      coin: r.coin,
      balance: atomic(r.balance),
      pending: atomic(r.pending),
      noOverdraft: r.no_overdraft,
    });
  }
  return accounts;
}
