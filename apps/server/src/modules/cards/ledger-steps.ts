import { sql } from 'drizzle-orm';
import type { Services } from '../../services';
import { ensureSystemAccount, holdWith, LedgerError, type TransferInput, transferWith } from '../ledger/index';
import { atomic, type TxQuery } from '../ledger/sql';

/** The system accounts card money moves through, per coin (docs/decisions/0026). */
export interface CardAccounts {
  /** What Coffer owes the card network for cleared spend (credited by clearings, debited by refunds). */
  settlement: string;
  fees: string;
  /** Over-captures a wallet could not cover. */
  losses: string;
}

export async function cardAccounts(services: Pick<Services, 'db'>, coin: string): Promise<CardAccounts> {
  const [settlement, fees, losses] = await Promise.all([
    ensureSystemAccount(services.db, coin, 'card_settlement'),
    ensureSystemAccount(services.db, coin, 'fees'),
    ensureSystemAccount(services.db, coin, 'card_losses'),
  ]);
  return { settlement: settlement.id, fees: fees.id, losses: losses.id };
}

function isShortOfFunds(error: unknown): boolean {
  if (error instanceof LedgerError) return error.code === 'insufficient_funds';
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { constraint?: unknown }).constraint === 'ledger_accounts_no_overdraft') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs a ledger step that may find the wallet short inside the caller's transaction: on a shortfall
 * the step is rolled back to a savepoint and null is returned, so the caller can record a decline
 * (and commit it) instead of losing the whole transaction. Other failures propagate.
 */
async function unlessShort<T>(q: TxQuery, step: () => Promise<T>): Promise<T | null> {
  await q(sql`SAVEPOINT card_step`);
  try {
    const result = await step();
    await q(sql`RELEASE SAVEPOINT card_step`);
    return result;
  } catch (error) {
    await q(sql`ROLLBACK TO SAVEPOINT card_step`);
    if (isShortOfFunds(error)) return null;
    throw error;
  }
}

export function holdUnlessShort(q: TxQuery, input: TransferInput) {
  return unlessShort(q, () => holdWith(q, input));
}

export function transferUnlessShort(q: TxQuery, input: TransferInput) {
  return unlessShort(q, () => transferWith(q, input));
}

/**
 * Holds an advised authorisation the wallet cannot cover: the wallet's whole available balance, the
 * rest from Coffer's card_losses account (recorded as `uncollected`, as for a clearing for more).
 */
export async function coverAdvice(
  q: TxQuery,
  walletAccount: string,
  accounts: { settlement: string; losses: string },
  coin: string,
  amount: bigint,
  metadata: Record<string, string>,
): Promise<{ holdId: string; uncovered: bigint }> {
  const [row] = await q<{ available: string }>(
    sql`SELECT (balance - debits_pending)::text AS available FROM ledger_accounts WHERE id = ${walletAccount} FOR UPDATE`,
  );
  const available = atomic(row?.available ?? '0');
  const fromWallet = available <= 0n ? 0n : available < amount ? available : amount;
  const uncovered = amount - fromWallet;
  const postings = [
    { accountId: accounts.losses, coin, amount: -uncovered },
    { accountId: accounts.settlement, coin, amount },
  ];
  if (fromWallet > 0n) postings.unshift({ accountId: walletAccount, coin, amount: -fromWallet });
  const held = await holdWith(q, { kind: 'card_advice_covered', postings, metadata });
  return { holdId: held.id, uncovered };
}
