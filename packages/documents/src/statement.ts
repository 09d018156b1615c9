import {
  formatAmount,
  formatPdfDate,
  PDF_CONFIRMATION_PAGE,
  PDF_STATEMENT_PAGE,
  STATEMENT_COLUMNS,
  statementFileName,
  statementTitle,
  statementTxId,
  tryParseAmount,
} from '@coffer/domain';
import { type DocumentContext, documentFrame, formatCoinAmount, generatedLine, resolveContext } from './common';
import {
  EUR_DISPLAY,
  entryBalanceEffect,
  type FiatDisplay,
  type PrintedEntry,
  printEntry,
  type StatementEntry,
  type StatementWallet,
} from './entries';
import type { Block, Cell, DocumentDescription, TableColumn } from './model';

/** A statement's dates: whole UTC days, both included ('YYYY-MM-DD'). */
export interface StatementRange {
  readonly from: string;
  readonly to: string;
}

const DAY_MS = 86_400_000;

function rangeBounds(range: StatementRange): { start: number; end: number } {
  return { start: Date.parse(`${range.from}T00:00:00Z`), end: Date.parse(`${range.to}T00:00:00Z`) + DAY_MS };
}

export interface StatementBalances {
  /** Rows inside the range, newest first as the history gives them. */
  readonly rows: readonly StatementEntry[];
  /** Atomic units of the wallet's coin. */
  readonly opening: bigint;
  readonly closing: bigint;
}

/**
 * Opening and closing balances from today's balance walked back through the history: `entries` are
 * every row from the range's start until now (the gathering asks the history from `range.from`
 * without an end), so the closing balance is today's less what came after the range, and the
 * opening one the closing less what the range itself moved.
 */
export function statementBalances(
  wallet: StatementWallet,
  currentBalance: string,
  entries: readonly StatementEntry[],
  range: StatementRange,
): StatementBalances {
  const { start, end } = rangeBounds(range);
  const balance = tryParseAmount(currentBalance, wallet.decimals);
  let closing = balance.ok ? balance.atomic : 0n;
  let moved = 0n;
  const rows: StatementEntry[] = [];
  for (const entry of entries) {
    const at = Date.parse(entry.at);
    if (at < start) continue;
    const effect = entryBalanceEffect(entry, wallet);
    if (at >= end) closing -= effect;
    else {
      moved += effect;
      rows.push(entry);
    }
  }
  return { rows, opening: closing - moved, closing };
}

export interface StatementInput {
  readonly wallet: StatementWallet;
  readonly range: StatementRange;
  /** The wallet's balance now, decimal text. */
  readonly currentBalance: string;
  /** Every history row from `range.from` until now, newest first. */
  readonly entries: readonly StatementEntry[];
  readonly display?: FiatDisplay;
}

const STATEMENT_WIDTHS = [0.2, 0.46, 0.17, 0.17] as const;

function statementColumns(): TableColumn[] {
  return STATEMENT_COLUMNS.map((header, i) => ({
    header,
    width: STATEMENT_WIDTHS[i] ?? 0,
    align: i < 2 ? 'left' : 'right',
  }));
}

function amountCells(printed: PrintedEntry): [Cell, Cell] {
  const cell: Cell = printed.note ? [printed.amount, printed.note] : [printed.amount];
  if (printed.column === 'Paid Out') return [cell, []];
  if (printed.column === 'Paid In') return [[], cell];
  return [[], []];
}

function descriptionCell(printed: PrintedEntry, feesLabel: string): Cell {
  return printed.fees ? [printed.description, `${feesLabel} ${printed.fees}`] : [printed.description];
}

function signedText(atomic: bigint, wallet: StatementWallet, language: DocumentContext['language']): string {
  const plain = formatAmount(atomic, wallet.decimals);
  return `${formatCoinAmount(plain, wallet.isFiat, language ?? 'en')} ${wallet.coinCode}`;
}

/** Section 9 wallet statement: page 700x840, margins 20/30, title, columns, balances, footer. */
export function buildWalletStatement(input: StatementInput, documentContext: DocumentContext): DocumentDescription {
  const context = resolveContext(documentContext);
  const { texts, language } = context;
  const { wallet, range } = input;
  const display = input.display ?? EUR_DISPLAY;
  const { rows, opening, closing } = statementBalances(wallet, input.currentBalance, input.entries, range);
  const printed = rows.map((entry) => printEntry(entry, wallet, display, language));
  const title = statementTitle(printed.map((p) => p.subject));
  const txId = statementTxId(
    rows.length === 1 && rows[0]?.transaction ? [rows[0].transaction] : [{ txId: null }, { txId: null }],
    wallet.isFiat,
  );
  const from = formatPdfDate(Date.parse(`${range.from}T00:00:00Z`), language);
  const to = formatPdfDate(Date.parse(`${range.to}T00:00:00Z`), language);
  const fields: [string, string][] = [
    [texts.wallet, wallet.coinCode],
    [texts.period, `${from} - ${to}`],
    [texts.openingBalance, signedText(opening, wallet, language)],
    [texts.closingBalance, signedText(closing, wallet, language)],
  ];
  if (txId) fields.push(['TxId', txId]);
  const blocks: Block[] = [
    { type: 'title', text: title },
    { type: 'text', text: generatedLine(context) },
    { type: 'fields', rows: fields },
    {
      type: 'table',
      columns: statementColumns(),
      rows: printed.map((p) => [[p.date], descriptionCell(p, texts.fees), ...amountCells(p)]),
    },
  ];
  if (rows.length === 0) blocks.push({ type: 'text', text: texts.noTransactions });
  const fileName = statementFileName(wallet.coinCode, 'statement', context.now);
  return { ...documentFrame('statement', PDF_STATEMENT_PAGE, title, fileName, context), blocks };
}

export interface ConfirmationInput {
  readonly wallet: StatementWallet;
  readonly entry: StatementEntry;
  readonly display?: FiatDisplay;
}

/**
 * Section 9 transaction confirmation (600x840) of one history row: a transaction, an exchange, an
 * Earn move, an interest or a card operation. Its title is the one-row statement title; a non-fiat
 * transaction prints its TxId.
 */
export function buildTransactionConfirmation(
  input: ConfirmationInput,
  documentContext: DocumentContext,
): DocumentDescription {
  const context = resolveContext(documentContext);
  const { texts, language } = context;
  const { wallet, entry } = input;
  const printed = printEntry(entry, wallet, input.display ?? EUR_DISPLAY, language);
  const title = statementTitle([printed.subject]);
  const amount = `${printed.amount} ${wallet.coinCode}`;
  const fields: [string, string][] = [
    [texts.date, printed.date],
    [STATEMENT_COLUMNS[1], printed.description],
    [printed.column ?? texts.amount, printed.note ? `${amount} (${printed.note})` : amount],
  ];
  if (printed.fees) fields.push([texts.fees, `${printed.fees} ${wallet.coinCode}`]);
  if (entry.status) fields.push([texts.status, entry.status]);
  const txId = entry.transaction ? statementTxId([entry.transaction], wallet.isFiat) : null;
  if (txId) fields.push(['TxId', txId]);
  fields.push([texts.reference, entry.key]);
  const blocks: Block[] = [
    { type: 'title', text: title },
    { type: 'heading', text: texts.transactionConfirmation },
    { type: 'text', text: generatedLine(context) },
    { type: 'fields', rows: fields },
  ];
  const fileName = statementFileName(wallet.coinCode, 'confirmation', Date.parse(entry.at));
  return { ...documentFrame('transaction', PDF_CONFIRMATION_PAGE, title, fileName, context), blocks };
}
