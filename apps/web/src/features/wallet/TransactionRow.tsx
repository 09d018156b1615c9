import type { HistoryEntry } from '@coffer/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormatters } from '../../lib/format';
import { ArrowDownLeftIcon, ArrowUpRightIcon, EarnIcon, ExchangeIcon } from '../../lib/ui/icons';
import { SignedAmount } from './Amount';
import { useHistoryText } from './history-text';
import { StatusBadge } from './StatusBadge';
import { transactionPath } from './transaction-link';

/** Exactly this tall (a label and up to three lines of detail, for an exchange on a phone), so the windowed list can place rows by arithmetic. */
export const TRANSACTION_ROW_HEIGHT = 84;

const ROW_CLASS = 'flex h-full items-center gap-2 rounded-xl px-1 sm:gap-3 sm:px-3';

function RowIcon({ entry }: { entry: HistoryEntry }) {
  const Icon =
    entry.source === 'exchange'
      ? ExchangeIcon
      : entry.source === 'investment'
        ? EarnIcon
        : entry.direction === 'incoming'
          ? ArrowDownLeftIcon
          : ArrowUpRightIcon;
  return (
    <span
      aria-hidden="true"
      className={`hidden size-10 shrink-0 place-items-center rounded-full sm:grid ${
        entry.direction === 'incoming' ? 'bg-success-bg text-success-fg' : 'bg-surface-2 text-fg-muted'
      }`}
    >
      <Icon />
    </span>
  );
}

/**
 * One line of a wallet's history, whatever its source. A transaction links to its screen; exchanges
 * and Earn moves show everything they have on the row (both amounts and the rate of an exchange) and
 * `action` beside it (their receipt).
 */
export function TransactionRow({ entry, action }: { entry: HistoryEntry; action?: ReactNode }) {
  const { date } = useFormatters();
  const text = useHistoryText()(entry);
  const status = entry.status ? <StatusBadge status={entry.status} /> : null;
  // Phone: label (two lines at most) and amount, then two lines of detail across the whole row, the
  // status at its start. From sm: one line of label, the detail under it and the status under the amount.
  const body = (
    <>
      <RowIcon entry={entry} />
      <span className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 gap-y-0.5">
        <span
          className="line-clamp-2 break-words text-sm font-medium leading-5 text-fg sm:truncate sm:text-base sm:leading-6"
          data-testid="row-label"
        >
          {text.label}
        </span>
        <SignedAmount
          amount={entry.amount}
          coinCode={entry.coinCode}
          direction={entry.direction}
          className="text-right text-sm font-semibold sm:text-base"
        />
        <span
          className="col-span-2 line-clamp-2 break-words text-sm text-fg-muted sm:col-span-1 sm:line-clamp-3"
          data-testid="row-detail"
        >
          {status ? <span className="mr-1.5 align-middle sm:hidden">{status}</span> : null}
          {date(entry.at)}
          {text.detail ? ` · ${text.detail}` : ''}
        </span>
        {status ? <span className="hidden justify-self-end sm:block">{status}</span> : null}
      </span>
    </>
  );
  const data = {
    'data-testid': 'transaction-row',
    'data-source': entry.source,
    'data-direction': entry.direction ?? 'none',
  };
  return entry.transaction ? (
    <Link
      to={transactionPath(entry.coinCode, entry.transaction.id)}
      {...data}
      className={`${ROW_CLASS} hover:bg-surface-2 motion-safe:transition-colors`}
    >
      {body}
    </Link>
  ) : (
    <div {...data} className={ROW_CLASS}>
      {body}
      {action}
    </div>
  );
}
