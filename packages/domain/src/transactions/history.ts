import { isTierLabel, type TierLabel } from '../tiers/catalogue';
import { transactionDirection } from './direction';
import { type Direction, TRANSACTION_TYPES, type Transaction, type TransactionType } from './types';

/**
 * The sources one wallet's history merges (the spec's wallet lists /transactions, /exchanges,
 * /investments, /interests; docs/decisions/0016-wallet-history.md). Interests are not a source of
 * their own: each interest is the INTEREST transaction carrying its id, so it is listed once, as that
 * transaction. Card operations join as a source when cards exist. The order is the tie-break rank of
 * rows at the same instant (a later source sorts first in a newest-first list).
 */
export const HISTORY_SOURCES = ['transaction', 'exchange', 'investment'] as const;
export type HistorySource = (typeof HISTORY_SOURCES)[number];

/** The history's type filter: a transaction type, or a kind of row every source can be asked for. */
export const HISTORY_FILTER_TYPES = [...TRANSACTION_TYPES, 'EXCHANGE', 'INVESTMENT', 'INTEREST'] as const;
export type HistoryFilterType = (typeof HISTORY_FILTER_TYPES)[number];

/** What one source contributes under a type filter: false for nothing, else the conditions on its rows. */
export type HistorySourceFilter = false | { readonly type?: TransactionType; readonly ref?: 'INTEREST' };

/**
 * Which sources a type filter reads, so the filter applies to every kind of row: a transaction type
 * keeps only transactions of that type (interest is an INCOMING transaction), INTEREST only interest
 * transactions, EXCHANGE only exchanges, INVESTMENT only Earn deposits and withdrawals. No filter reads all.
 */
export function historySourceFilters(type?: HistoryFilterType | null): Record<HistorySource, HistorySourceFilter> {
  if (!type) return { transaction: {}, exchange: {}, investment: {} };
  const none: Record<HistorySource, HistorySourceFilter> = { transaction: false, exchange: false, investment: false };
  if (type === 'EXCHANGE') return { ...none, exchange: {} };
  if (type === 'INVESTMENT') return { ...none, investment: {} };
  if (type === 'INTEREST') return { ...none, transaction: { ref: 'INTEREST' } };
  return { ...none, transaction: { type } };
}

type HistoryDirectionFields = Parameters<typeof transactionDirection>[0] & Pick<Transaction, 'side'>;

/**
 * The direction of a history row seen from `walletId`: an exchange by its side for this wallet (SELL:
 * its coin left, BUY: it arrived), anything else by the section 4 rule (`transactionDirection`).
 */
export function historyDirection(row: HistoryDirectionFields, walletId: string): Direction | null {
  if (row.side === 'SELL') return 'outgoing';
  if (row.side === 'BUY') return 'incoming';
  return transactionDirection(row, walletId);
}

/**
 * Statuses under which a row has moved the wallet's balance in Coffer's ledger. Incoming money counts
 * once CONFIRMED (an unconfirmed deposit waits for the chain, a blocked one is parked for its proof of
 * funds, a refunded one never arrived); outgoing money counts while held (PENDING) and once sent,
 * not when it was canceled, failed, blocked or refunded. Rows without a status (exchanges, Earn moves) count.
 */
const INCOMING_COUNTED: readonly string[] = ['CONFIRMED', 'APPROVED'];
const OUTGOING_NOT_COUNTED: readonly string[] = ['CANCELED', 'ERROR', 'BLOCKED', 'REFUNDED', 'REJECTED'];

export interface HistoryEffectFields {
  readonly direction: Direction | null;
  readonly status?: string | null;
  /** Atomic units of the wallet's coin, unsigned. */
  readonly amount: bigint;
  /** Atomic units the wallet paid on top of the amount (a withdrawal's fee). */
  readonly fees?: bigint;
}

/** The signed change a history row made to its wallet's available balance, in atomic units (0 when none). */
export function historyBalanceEffect(row: HistoryEffectFields): bigint {
  if (row.direction === 'incoming') {
    return row.status == null || INCOMING_COUNTED.includes(row.status) ? row.amount : 0n;
  }
  if (row.direction === 'outgoing') {
    return row.status != null && OUTGOING_NOT_COUNTED.includes(row.status) ? 0n : -(row.amount + (row.fees ?? 0n));
  }
  return 0n;
}

/** Where a monthly tier fee is paid to (a transaction's toAddress). */
export const MONTHLY_FEE_DESTINATION = 'MONTHLY_FEE';

/**
 * A payment for a tier (its price, toAddress the tier label) or its monthly fee (toAddress
 * MONTHLY_FEE, extra.tier the tier charged), so a screen can name the tier instead of printing a code.
 */
export function tierPayment(
  tx: Pick<Transaction, 'toAddress' | 'extra'>,
): { readonly tier: TierLabel; readonly monthlyFee: boolean } | null {
  const tier = tx.extra?.tier;
  if (typeof tier !== 'string' || !isTierLabel(tier)) return null;
  if (tx.toAddress === tier) return { tier, monthlyFee: false };
  if (tx.toAddress === MONTHLY_FEE_DESTINATION) return { tier, monthlyFee: true };
  return null;
}

/**
 * How a Coffer user is named to the other party of an internal transfer: first name and the last
 * name's initial ("Ada L."), never more. Null when the user has no name on file.
 */
export function transferPartyName(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string | null {
  const first = firstName?.trim() ?? '';
  const initial = lastName?.trim().slice(0, 1) ?? '';
  const name = `${first} ${initial ? `${initial}.` : ''}`.trim();
  return name || null;
}
