import { transactionLabel } from './labels';
import { type Direction, isSpecialOrigin, type Transaction } from './types';

/** What decides a statement's title (section 9): the row's ref, status and coins. */
export interface StatementSubject {
  readonly ref?: Transaction['ref'];
  readonly status?: string | null;
  readonly coinCode?: string | null;
  readonly fromCoinCode?: string | null;
  readonly toCoinCode?: string | null;
}

export const WALLET_STATEMENT_TITLE = 'Wallet Statement';

/**
 * Sections 4 and 9: 'Wallet Statement' for several rows; for one row, by the spec's order: a
 * status containing CONFIRMED ('{coin} Statement'; note UNCONFIRMED contains it too, as the spec
 * words it), INTEREST, INVESTMENT, then '{from} to {to} Exchange'. A single row matching none of
 * them (not shown by the spec) falls back to the wallet title.
 */
export function statementTitle(subjects: readonly StatementSubject[]): string {
  const [only] = subjects;
  if (subjects.length !== 1 || !only) return WALLET_STATEMENT_TITLE;
  if (only.status?.includes('CONFIRMED') && only.coinCode) return `${only.coinCode} Statement`;
  if (only.ref === 'INTEREST') return 'INTEREST';
  if (only.ref === 'INVESTMENT') return 'INVESTMENT';
  if (only.fromCoinCode && only.toCoinCode) return `${only.fromCoinCode} to ${only.toCoinCode} Exchange`;
  return WALLET_STATEMENT_TITLE;
}

export const STATEMENT_COLUMNS = ['Date', 'Description', 'Paid Out', 'Paid In'] as const;
export type StatementAmountColumn = 'Paid Out' | 'Paid In';

/**
 * Section 9: outgoing and SELL amounts go to Paid Out, incoming and BUY to Paid In. An exchange
 * row's side wins over a direction because the side says which wallet of the pair is printed.
 */
export function statementAmountColumn(row: {
  readonly direction?: Direction | null;
  readonly side?: 'BUY' | 'SELL' | null;
}): StatementAmountColumn | null {
  if (row.side === 'SELL') return 'Paid Out';
  if (row.side === 'BUY') return 'Paid In';
  if (row.direction === 'outgoing') return 'Paid Out';
  if (row.direction === 'incoming') return 'Paid In';
  return null;
}

type DescriptionFields = Pick<
  Transaction,
  'ref' | 'operationType' | 'fromAddress' | 'toAddress' | 'merchantName' | 'coinCode'
>;

type CounterpartyFields = Pick<Transaction, 'ref' | 'fromAddress' | 'toAddress' | 'merchantName'> &
  Partial<Pick<Transaction, 'extra'>>;

/** The payer's name an incoming bank transfer carries in `extra.senderName` (decision 0015), trimmed. */
export function senderNameOf(tx: Partial<Pick<Transaction, 'extra'>>): string | null {
  const name = tx.extra?.senderName;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : null;
}

/**
 * Section 9: who is on the other side of a transaction, the detail that follows its label. Card
 * operations show the merchant name; cashback and bonus origins are platform names, not addresses,
 * so they have none; interest and investment rows have none; other rows show the counterparty
 * address (the sender's when incoming, the recipient's when outgoing). Trimmed; null when blank.
 * An incoming bank transfer names its payer first: "Jane Doe (DE89370400440532013000)".
 */
export function transactionCounterparty(tx: CounterpartyFields, direction: Direction): string | null {
  let detail: string | null | undefined;
  if (tx.ref === 'CARD_OPERATION') detail = tx.merchantName;
  else if (tx.ref === 'INTEREST' || tx.ref === 'INVESTMENT') detail = null;
  else if (direction === 'incoming') {
    const from = isSpecialOrigin(tx.fromAddress) ? null : tx.fromAddress?.trim();
    const name = senderNameOf(tx);
    detail = name && from ? `${name} (${from})` : (name ?? from);
  } else detail = tx.toAddress;
  return detail?.trim() || null;
}

/**
 * Section 9 description of a transaction row: its label (`transactionLabel`) followed by its
 * counterparty (`transactionCounterparty`) when it has one.
 */
export function statementDescription(tx: DescriptionFields, direction: Direction): string {
  const label = transactionLabel(tx, direction);
  const counterparty = transactionCounterparty(tx, direction);
  return counterparty ? `${label} ${counterparty}` : label;
}

export interface StatementExchange {
  readonly amountFrom: string;
  readonly fromCoinCode: string;
  readonly amountTo: string;
  readonly toCoinCode: string;
  readonly rate: string;
}

/** Section 9: an exchange row shows both amounts and the rate. */
export function exchangeDescription(ex: StatementExchange): string {
  return `Exchange ${ex.amountFrom} ${ex.fromCoinCode} to ${ex.amountTo} ${ex.toCoinCode} at rate ${ex.rate}`;
}

/**
 * Section 9: a statement of exactly one non-fiat transaction prints its TxId (fiat transfers have
 * no chain hash worth printing). Null when no TxId line is printed.
 */
export function statementTxId(
  transactions: readonly Pick<Transaction, 'txId'>[],
  isFiatWallet: boolean,
): string | null {
  const [only] = transactions;
  if (transactions.length !== 1 || !only || isFiatWallet) return null;
  return only.txId ? only.txId : null;
}
