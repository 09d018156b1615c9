import type { HistoryEntry, TransactionView, Wallet } from '@coffer/contract';
import type { Direction } from '@coffer/domain';
import { buttonClass, iconButtonClass } from '../../lib/ui/styles';
import { statementWallet } from './StatementButton';
import { useStatementsText } from './texts';
import { useDocumentRun } from './use-document-run';

/** A transaction as one history row, what the confirmation builder reads. */
export function transactionEntry(tx: TransactionView, direction: Direction | null): HistoryEntry {
  return {
    key: `transaction:${tx.id}`,
    source: 'transaction',
    at: tx.createdAt,
    direction,
    amount: tx.amount,
    fees: tx.fees,
    coinCode: tx.coinCode,
    status: tx.status,
    transaction: tx,
    exchange: null,
    investment: null,
    counterpartyName: null,
  };
}

/**
 * The receipt of one history row (a transaction, exchange, Earn move, interest or card operation):
 * its transaction confirmation PDF, built in the worker, shared or downloaded.
 */
export function ReceiptButton({
  wallet,
  entry,
  compact = false,
}: {
  wallet: Wallet;
  entry: HistoryEntry;
  /** Icon only, for a history row. */
  compact?: boolean;
}) {
  const { t, ready } = useStatementsText();
  const { run, busy } = useDocumentRun('receipt');
  const create = () => run(async () => ({ kind: 'transaction', input: { wallet: statementWallet(wallet), entry } }));
  return (
    <button
      type="button"
      className={compact ? `${iconButtonClass} shrink-0 text-fg-muted` : buttonClass.secondary}
      onClick={create}
      disabled={!ready || busy}
      aria-busy={busy}
      aria-label={ready ? t('receipt.label') : undefined}
      title={ready && compact ? t('receipt.label') : undefined}
      data-testid="receipt-button"
    >
      {compact ? <DocumentIcon /> : !ready ? '…' : busy ? t('busy') : t('receipt.open')}
    </button>
  );
}

function DocumentIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M12 11v6m-3-3 3 3 3-3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
