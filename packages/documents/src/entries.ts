import {
  type BankRateLookup,
  type Direction,
  exchangeDescription,
  fiatEquivalent,
  formatFiat,
  formatPdfDate,
  formatUtcTime,
  historyBalanceEffect,
  isFiat,
  type Language,
  type StatementAmountColumn,
  type StatementSubject,
  showsFiatAnnotation,
  statementAmountColumn,
  statementDescription,
  type Transaction,
  transactionDirection,
  tryParseAmount,
} from '@coffer/domain';
import { formatCoinAmount } from './common';

/**
 * One row of a wallet's history as GET /api/wallet/{id}/history gives it (contract `HistoryEntry`,
 * docs/decisions/0016): a transaction (card operations and interest included), an exchange or an
 * Earn move. Only the fields the documents read are named, so the contract's type fits as is.
 */
export interface StatementEntry {
  readonly key: string;
  readonly source: 'transaction' | 'exchange' | 'investment';
  readonly at: string;
  readonly direction: Direction | null;
  readonly amount: string;
  readonly fees: string;
  readonly coinCode: string;
  readonly status: string | null;
  readonly transaction: (Transaction & { readonly amountEUR: string }) | null;
  readonly exchange: {
    readonly amountFrom: string;
    readonly amountTo: string;
    readonly amountEUR: string;
    readonly rate: string;
    readonly fromCoinCode: string;
    readonly toCoinCode: string;
    readonly side: 'BUY' | 'SELL';
  } | null;
  readonly investment: { readonly amountEUR: string; readonly removedAt: string | null } | null;
}

export interface StatementWallet {
  readonly id: string;
  readonly coinCode: string;
  readonly isFiat: boolean;
  readonly decimals: number;
}

/** The currency of the fiat-equivalent notes and how to reach it from EUR (section 9). */
export interface FiatDisplay {
  readonly currency: string;
  readonly bankRate: BankRateLookup;
}

export const EUR_DISPLAY: FiatDisplay = { currency: 'EUR', bankRate: () => null };

/** A history row as printed: its columns' texts and what decides a one-row title. */
export interface PrintedEntry {
  readonly date: string;
  readonly description: string;
  readonly column: StatementAmountColumn | null;
  readonly amount: string;
  /** The fiat equivalent note, when section 9 prints one. */
  readonly note: string | null;
  readonly fees: string | null;
  readonly subject: StatementSubject;
}

/** The card operation's own type (ATM), carried on the row or in its extra. */
function withOperationType(tx: Transaction): Transaction {
  if (tx.operationType || tx.ref !== 'CARD_OPERATION') return tx;
  const type = tx.extra?.operationType ?? tx.extra?.type;
  return typeof type === 'string' ? { ...tx, operationType: type } : tx;
}

function entryDirection(entry: StatementEntry, walletId: string): Direction {
  if (entry.direction) return entry.direction;
  if (entry.transaction) return transactionDirection(entry.transaction, walletId) ?? 'incoming';
  return entry.investment?.removedAt ? 'incoming' : 'outgoing';
}

function describe(entry: StatementEntry, direction: Direction, language: Language): string {
  if (entry.exchange) {
    const ex = entry.exchange;
    return exchangeDescription({
      amountFrom: formatCoinAmount(ex.amountFrom, isFiat(ex.fromCoinCode), language),
      fromCoinCode: ex.fromCoinCode,
      amountTo: formatCoinAmount(ex.amountTo, isFiat(ex.toCoinCode), language),
      toCoinCode: ex.toCoinCode,
      rate: ex.rate,
    });
  }
  if (entry.transaction) return statementDescription(withOperationType(entry.transaction), direction);
  return statementDescription({ ref: 'INVESTMENT', coinCode: entry.coinCode }, direction);
}

function subjectOf(entry: StatementEntry): StatementSubject {
  if (entry.exchange) return { fromCoinCode: entry.exchange.fromCoinCode, toCoinCode: entry.exchange.toCoinCode };
  if (entry.transaction) {
    const tx = entry.transaction;
    return { ref: tx.ref ?? null, status: tx.status ?? null, coinCode: tx.coinCode };
  }
  return { ref: 'INVESTMENT', coinCode: entry.coinCode };
}

function amountEurOf(entry: StatementEntry): string | null {
  return entry.transaction?.amountEUR ?? entry.exchange?.amountEUR ?? entry.investment?.amountEUR ?? null;
}

/**
 * Section 9 fiat-equivalent note: never for stablecoins, only when amountEUR is non-zero, and not
 * for a wallet already in the display currency.
 */
function fiatNote(entry: StatementEntry, display: FiatDisplay, language: Language): string | null {
  const amountEUR = amountEurOf(entry);
  const tx = { coinCode: entry.coinCode, amount: entry.amount, amountEUR, createdAt: entry.at };
  if (entry.coinCode === display.currency || !showsFiatAnnotation(tx)) return null;
  const value = fiatEquivalent(tx, display.currency, display.bankRate);
  return value === null ? null : `~ ${formatFiat(value, language)} ${display.currency}`;
}

const dayTexts = new Map<string, string>();

/**
 * Section 9 row date, 'DD MMM, YYYY HH:mm' (domain `formatPdfDateTime`), with the day's text kept per
 * language and UTC day: a long statement has thousands of rows on a few hundred days.
 */
function rowDate(at: string, language: Language): string {
  const instant = Date.parse(at);
  const key = `${language}${Math.floor(instant / 86_400_000)}`;
  let day = dayTexts.get(key);
  if (day === undefined) {
    day = formatPdfDate(instant, language);
    if (dayTexts.size > 5_000) dayTexts.clear();
    dayTexts.set(key, day);
  }
  return `${day} ${formatUtcTime(instant)}`;
}

export function printEntry(
  entry: StatementEntry,
  wallet: StatementWallet,
  display: FiatDisplay,
  language: Language,
): PrintedEntry {
  const direction = entryDirection(entry, wallet.id);
  const fee = tryParseAmount(entry.fees, wallet.decimals);
  return {
    date: rowDate(entry.at, language),
    description: describe(entry, direction, language),
    column: statementAmountColumn({ direction, side: entry.exchange?.side ?? null }),
    amount: formatCoinAmount(entry.amount, wallet.isFiat, language),
    note: fiatNote(entry, display, language),
    fees: fee.ok && fee.atomic > 0n ? formatCoinAmount(entry.fees, wallet.isFiat, language) : null,
    subject: subjectOf(entry),
  };
}

/** The change one row made to the wallet's balance, in atomic units (domain `historyBalanceEffect`). */
export function entryBalanceEffect(entry: StatementEntry, wallet: StatementWallet): bigint {
  const amount = tryParseAmount(entry.amount, wallet.decimals);
  const fees = tryParseAmount(entry.fees, wallet.decimals);
  return historyBalanceEffect({
    direction: entryDirection(entry, wallet.id),
    status: entry.status,
    amount: amount.ok ? amount.atomic : 0n,
    fees: fees.ok ? fees.atomic : 0n,
  });
}
