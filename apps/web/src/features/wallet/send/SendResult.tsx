import type { TransactionView } from '@coffer/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../lib/format';
import { FormAlert } from '../../../lib/ui/form';
import { buttonClass } from '../../../lib/ui/styles';
import { StatusBadge } from '../StatusBadge';
import { transactionPath, walletPath } from '../transaction-link';

/** Step 3: what was created, with a link to the transaction screen. */
export function SendResult({ transaction, onAgain }: { transaction: TransactionView; onAgain: () => void }) {
  const { t } = useTranslation();
  const { coin } = useFormatters();
  return (
    <div className="grid gap-4" data-testid="send-result">
      <FormAlert tone="success">
        {t(transaction.type === 'INTERNAL' ? 'send.doneInternal' : 'send.doneWithdrawal', {
          amount: coin(transaction.amount, transaction.coinCode),
        })}
      </FormAlert>
      <p className="flex items-center gap-2 text-sm text-fg-muted">
        {t('send.status')} <StatusBadge status={transaction.status} />
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to={transactionPath(transaction.coinCode, transaction.id)} className={buttonClass.primary}>
          {t('send.viewTransaction')}
        </Link>
        <Link to={walletPath(transaction.coinCode)} className={buttonClass.secondary}>
          {t('send.backToWallet')}
        </Link>
        <button type="button" className={buttonClass.ghost} onClick={onAgain}>
          {t('send.again')}
        </button>
      </div>
    </div>
  );
}
