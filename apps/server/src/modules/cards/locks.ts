import { sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { TxQuery } from '../ledger/sql';
import { CARD_COLUMNS, CARD_FROM, type CardRow } from './records';

/** Locks the card (every card money step takes the card first, then the ledger: one order, no deadlock). */
export async function lockCard(q: TxQuery, cardId: string): Promise<CardRow> {
  const [card] = await q<CardRow>(
    sql`SELECT ${sql.raw(CARD_COLUMNS)} FROM ${sql.raw(CARD_FROM)} WHERE c.id = ${cardId} FOR UPDATE OF c`,
  );
  if (!card) throw new AppError('not_found', 'No such card');
  return card;
}

export interface OperationLock {
  id: string;
  card_id: string;
  user_id: string;
  wallet_id: string;
  coin: string;
  type: string;
  status: string;
  amount: string;
  fees: string;
  uncollected: string;
  refunded: string;
  transaction_amount: string;
  transaction_currency: string;
  amount_eur: string;
  merchant_name: string | null;
  merchant_id: string | null;
  merchant_category_code: string | null;
  country: string | null;
  hold_transfer_id: string | null;
  transaction_id: string | null;
  cashback_transaction_id: string | null;
  ledger_account_id: string;
  tier: string;
}

/** Locks an operation's card, then the operation. */
export async function lockOperation(q: TxQuery, operationId: string): Promise<OperationLock> {
  const [peek] = await q<{ card_id: string }>(sql`SELECT card_id FROM card_operations WHERE id = ${operationId}`);
  if (!peek) throw new AppError('not_found', 'No such card operation');
  await lockCard(q, peek.card_id);
  const [op] = await q<OperationLock>(sql`SELECT o.id, o.card_id, o.user_id, o.wallet_id, o.coin, o.type, o.status,
      o.amount::text AS amount, o.fees::text AS fees, o.uncollected::text AS uncollected, o.refunded::text AS refunded,
      o.transaction_amount::text AS transaction_amount, o.transaction_currency, o.amount_eur::text AS amount_eur,
      o.merchant_name, o.merchant_id, o.merchant_category_code, o.country, o.hold_transfer_id, o.transaction_id,
      o.cashback_transaction_id, w.ledger_account_id, u.tier
    FROM card_operations o JOIN wallets w ON w.id = o.wallet_id JOIN users u ON u.id = o.user_id
    WHERE o.id = ${operationId} FOR UPDATE OF o`);
  if (!op) throw new AppError('not_found', 'No such card operation');
  return op;
}

export function requireStatus(op: OperationLock, status: string, type?: string): void {
  if (op.status !== status || (type && op.type !== type)) {
    throw new AppError('transaction_status_invalid', `The card operation is ${op.status}, not ${status}`);
  }
}
