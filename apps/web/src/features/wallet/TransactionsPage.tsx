import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ShellPage } from '../../lib/ui/ShellPage';

/** /auth/wallet/transactions?coinCode=&txId=&proofId= (proofId optional), reached from deep links. */
export function TransactionsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const rows = [
    { label: t('transactions.coin'), value: search.get('coinCode') },
    { label: t('transactions.txId'), value: search.get('txId') },
    { label: t('transactions.proofId'), value: search.get('proofId') },
  ].filter((row): row is { label: string; value: string } => Boolean(row.value));

  return (
    <ShellPage title={t('transactions.title')} lead={t('transactions.lead')}>
      {rows.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="font-medium text-fg-muted">{row.label}</dt>
              <dd className="break-all text-fg">{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </ShellPage>
  );
}
