import type { HistoryEntry, TransactionView, Wallet } from '@coffer/contract';
import type { Direction } from '@coffer/domain';
import { buttonClass } from '../../lib/ui/styles';
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
  compact?: boolean;
}) {
  const { t, ready } = useStatementsText();
  const { run, busy } = useDocumentRun('receipt');
  const create = () => run(async () => ({ kind: 'transaction', input: { wallet: statementWallet(wallet), entry } }));
  return (
    <button
      type="button"
      className={compact ? `${buttonClass.ghost} min-h-9 px-3 text-sm` : buttonClass.secondary}
      onClick={create}
      disabled={!ready || busy}
      aria-busy={busy}
      aria-label={ready ? t('receipt.label') : undefined}
      data-testid="receipt-button"
    >
      {!ready ? '…' : busy ? t('busy') : t('receipt.open')}
    </button>
  );
}
