import type { CardOperationView, CardView } from '@coffer/contract';
import { cardOperationSide, coinDecimals, formatAmount, monthlyCardSpend } from '@coffer/domain';
import mcc from 'mcc';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { atomic, isUuid } from '../ledger/sql';
import { iso } from '../transactions/records';

export interface CardRow {
  id: string;
  user_id: string;
  wallet_id: string;
  coin: string;
  issuer_token: string;
  last4: string;
  expiration: string;
  status: CardView['status'];
  monthly_limit: number;
  delivery_street: string;
  delivery_street_number: string;
  delivery_town: string;
  delivery_post_code: string;
  delivery_country: string;
  shipped_at: Date | string | null;
  created_at: Date | string;
}

export const CARD_COLUMNS = `c.id, c.user_id, c.wallet_id, w.coin, c.issuer_token, c.last4, c.expiration, c.status,
  c.monthly_limit, c.delivery_street, c.delivery_street_number, c.delivery_town, c.delivery_post_code,
  c.delivery_country, c.shipped_at, c.created_at`;
export const CARD_FROM = 'cards c JOIN wallets w ON w.id = c.wallet_id';

export interface OperationRow {
  id: string;
  card_id: string;
  wallet_id: string;
  coin: string;
  type: CardOperationView['type'];
  status: CardOperationView['status'];
  decline_reason: string | null;
  amount: string;
  fees: string;
  transaction_amount: string;
  transaction_currency: string;
  amount_eur: string;
  country: string | null;
  merchant_id: string | null;
  merchant_name: string | null;
  merchant_category_code: string | null;
  parent_id: string | null;
  created_at: Date | string;
}

export const OPERATION_COLUMNS = `o.id, o.card_id, o.wallet_id, o.coin, o.type, o.status, o.decline_reason,
  o.amount::text AS amount, o.fees::text AS fees, o.transaction_amount::text AS transaction_amount,
  o.transaction_currency, o.amount_eur::text AS amount_eur, o.country, o.merchant_id, o.merchant_name,
  o.merchant_category_code, o.parent_id, o.created_at`;

/** The merchant category of a code from the maintained `mcc` catalogue (981 entries), or null. */
export function merchantCategory(code: string | null): { name: string; irsReportable: string } | null {
  if (!code || !/^\d{4}$/.test(code)) return null;
  const entry = mcc.get(code);
  return entry ? { name: entry.edited_description, irsReportable: entry.irs_reportable } : null;
}

export function isKnownMcc(code: string): boolean {
  return merchantCategory(code) !== null;
}

export function maskedPan(last4: string): string {
  return `•••• •••• •••• ${last4}`;
}

export function cardView(row: CardRow, spendCents: bigint): CardView {
  return {
    id: row.id,
    coinCode: row.coin,
    walletId: row.wallet_id,
    pan: maskedPan(row.last4),
    lastDigits: row.last4,
    status: row.status,
    expiration: row.expiration,
    monthlyLimit: row.monthly_limit,
    monthlySpend: formatAmount(spendCents, 2),
    shipped: row.shipped_at !== null,
    createdAt: iso(row.created_at),
    deliveryStreet: row.delivery_street,
    deliveryStreetNumber: row.delivery_street_number,
    deliveryTown: row.delivery_town,
    deliveryPostCode: row.delivery_post_code,
    deliveryCountry: row.delivery_country,
  };
}

export function operationView(row: OperationRow): CardOperationView {
  const decimals = coinDecimals(row.coin) ?? 0;
  return {
    id: row.id,
    cardId: row.card_id,
    walletId: row.wallet_id,
    type: row.type,
    status: row.status,
    side: cardOperationSide(row.status),
    amount: formatAmount(atomic(row.amount), decimals),
    coinCode: row.coin,
    transactionAmount: formatAmount(atomic(row.transaction_amount), 2),
    transactionCurrency: row.transaction_currency,
    amountEUR: formatAmount(atomic(row.amount_eur), 2),
    fees: formatAmount(atomic(row.fees), decimals),
    country: row.country,
    merchantId: row.merchant_id,
    merchantName: row.merchant_name,
    merchantCategoryCode: row.merchant_category_code,
    merchantCategory: merchantCategory(row.merchant_category_code)?.name ?? null,
    declineReason: row.decline_reason,
    parentId: row.parent_id,
    createdAt: iso(row.created_at),
  };
}

type Reader = Pick<Database, 'query'>;

/** The first instant of the UTC month of `at`. */
export function monthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

/**
 * EUR cents spent on a card this UTC month by the spec's monthly spend rule (domain `monthlyCardSpend`:
 * authorised and cleared add, refunds subtract; declined and reversed do not count).
 */
export async function monthlySpendCents(db: Reader, cardId: string, now: Date): Promise<bigint> {
  const rows = await db.query<{ status: string; amount_eur: string }>(
    `SELECT status, amount_eur::text AS amount_eur FROM card_operations
      WHERE card_id = $1 AND created_at >= $2 AND status IN ('AUTHORIZED', 'CONFIRMED', 'REFUNDED')`,
    [cardId, monthStart(now)],
  );
  return monthlyCardSpend(rows.map((r) => ({ status: r.status, amount: atomic(r.amount_eur) })));
}

/** The signed-in user's card, or `not_found` (another user's id included). */
export async function findOwnCard(db: Reader, userId: string, cardId: string): Promise<CardRow> {
  if (!isUuid(cardId)) throw new AppError('not_found', 'No such card');
  const [row] = await db.query<CardRow>(`SELECT ${CARD_COLUMNS} FROM ${CARD_FROM} WHERE c.id = $1 AND c.user_id = $2`, [
    cardId,
    userId,
  ]);
  if (!row) throw new AppError('not_found', 'No such card');
  return row;
}

export async function ownCardView(db: Reader, userId: string, cardId: string, now: Date): Promise<CardView> {
  const row = await findOwnCard(db, userId, cardId);
  return cardView(row, await monthlySpendCents(db, row.id, now));
}
