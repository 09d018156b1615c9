import type { TransactionView } from '@coffer/contract';
import { transactionDirection } from '@coffer/domain';
import { Link } from 'react-router';
import { useFormatters } from '../../lib/format';
import { ArrowDownLeftIcon, ArrowUpRightIcon } from '../../lib/ui/icons';
import { SignedAmount } from './Amount';
import { StatusBadge } from './StatusBadge';
import { transactionPath } from './transaction-link';
import { useTransactionText } from './tx-text';

/** Exactly this tall, so the windowed list can place rows by arithmetic. */
export const TRANSACTION_ROW_HEIGHT = 72;

/** One line of a wallet's history, linking to the transaction screen. */
export function TransactionRow({ tx, walletId }: { tx: TransactionView; walletId: string }) {
  const { date } = useFormatters();
  const text = useTransactionText();
  const direction = transactionDirection(tx, walletId);
  const { label, counterparty } = text(tx, direction);
  const Icon = direction === 'incoming' ? ArrowDownLeftIcon : ArrowUpRightIcon;
  return (
    <Link
      to={transactionPath(tx.coinCode, tx.id)}
      data-testid="transaction-row"
      data-direction={direction ?? 'none'}
      className="flex h-full items-center gap-2 rounded-xl px-1 hover:bg-surface-2 motion-safe:transition-colors sm:gap-3 sm:px-3"
    >
      <span
        aria-hidden="true"
        className={`hidden size-10 shrink-0 place-items-center rounded-full sm:grid ${
          direction === 'incoming' ? 'bg-success-bg text-success-fg' : 'bg-surface-2 text-fg-muted'
        }`}
      >
        <Icon />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-fg">{label}</span>
        <span className="block truncate text-sm text-fg-muted">
          {date(tx.createdAt)}
          {counterparty ? ` · ${counterparty}` : ''}
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1">
        <SignedAmount
          amount={tx.amount}
          coinCode={tx.coinCode}
          direction={direction}
          className="text-sm font-semibold sm:text-base"
        />
        <StatusBadge status={tx.status} />
      </span>
    </Link>
  );
}
