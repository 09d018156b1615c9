import { getTransaction } from '@coffer/contract';
import { transactionDirection } from '@coffer/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { apiCall } from '../../lib/api/client';
import { errorMessage } from '../../lib/errors';
import { FormAlert, linkClass } from '../../lib/ui/form';
import { Section } from '../../lib/ui/Section';
import { ShellPage } from '../../lib/ui/ShellPage';
import { ReceiptButton, transactionEntry } from '../statements/ReceiptButton';
import { ProofOfFunds } from './ProofOfFunds';
import { transactionKey, useWalletOf } from './queries';
import { RefundAction } from './RefundAction';
import { TransactionDetails } from './TransactionDetails';
import { walletPath } from './transaction-link';

/** /auth/wallet/transactions?coinCode=&txId=&proofId= (proofId optional), also reached from deep links. */
export function TransactionsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const txId = search.get('txId');
  const proofId = search.get('proofId');
  const transaction = useQuery({
    queryKey: transactionKey(txId ?? ''),
    queryFn: () => apiCall(getTransaction, { params: { id: txId ?? '' } }),
    enabled: Boolean(txId),
  });
  const tx = transaction.data;
  const coinCode = (search.get('coinCode') ?? tx?.coinCode ?? '').toUpperCase();
  const { wallet } = useWalletOf(coinCode);
  const direction = tx ? transactionDirection(tx, wallet?.id) : null;
  const blockedIncoming = tx?.status === 'BLOCKED' && direction === 'incoming';

  return (
    <ShellPage bare title={t('transactions.title')} lead={t('transactions.lead')}>
      {coinCode ? (
        <p>
          <Link to={walletPath(coinCode)} className={linkClass}>
            {t('transactions.backToWallet', { coin: coinCode })}
          </Link>
        </p>
      ) : null}
      {!txId ? <FormAlert tone="info">{t('transactions.missing')}</FormAlert> : null}
      {transaction.isError ? <FormAlert>{errorMessage(transaction.error, t)}</FormAlert> : null}
      {txId && transaction.isPending ? <p className="text-fg-muted">{t('app.loading')}</p> : null}
      {tx ? (
        <Section title={t('transactions.details')} testId="transaction-details">
          <TransactionDetails tx={tx} direction={direction} />
          {wallet ? (
            <div className="mt-5 border-t border-border pt-4">
              <ReceiptButton wallet={wallet} entry={transactionEntry(tx, direction)} />
            </div>
          ) : null}
        </Section>
      ) : null}
      {tx && blockedIncoming ? (
        <Section title={t('proof.title')} lead={t('proof.lead')} testId="blocked-section">
          <div className="grid gap-6">
            <ProofOfFunds transactionId={tx.id} proofId={proofId} />
            <div className="grid gap-2 border-t border-border pt-4">
              <h3 className="font-semibold text-fg">{t('refund.heading')}</h3>
              <p className="text-sm text-fg-muted">{t('refund.lead')}</p>
              <RefundAction transaction={tx} />
            </div>
          </div>
        </Section>
      ) : null}
    </ShellPage>
  );
}
