import type { HistoryEntry } from '@coffer/contract';
import { Link } from 'react-router';
import { useFormatters } from '../../lib/format';
import { ArrowDownLeftIcon, ArrowUpRightIcon, EarnIcon, ExchangeIcon } from '../../lib/ui/icons';
import { SignedAmount } from './Amount';
import { useHistoryText } from './history-text';
import { StatusBadge } from './StatusBadge';
import { transactionPath } from './transaction-link';

/** Exactly this tall, so the windowed list can place rows by arithmetic. */
export const TRANSACTION_ROW_HEIGHT = 72;

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
 * and Earn moves show everything they have on the row (both amounts and the rate of an exchange).
 */
export function TransactionRow({ entry }: { entry: HistoryEntry }) {
  const { date } = useFormatters();
  const text = useHistoryText()(entry);
  const body = (
    <>
      <RowIcon entry={entry} />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-fg" data-testid="row-label">
          {text.label}
        </span>
        <span className="line-clamp-2 break-words text-sm text-fg-muted" data-testid="row-detail">
          {date(entry.at)}
          {text.detail ? ` · ${text.detail}` : ''}
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1">
        <SignedAmount
          amount={entry.amount}
          coinCode={entry.coinCode}
          direction={entry.direction}
          className="text-sm font-semibold sm:text-base"
        />
        {entry.status ? <StatusBadge status={entry.status} /> : null}
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
    </div>
  );
}
