import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFormatters } from '../../lib/format';
import { useNamespace } from '../../lib/i18n/namespace';
import { BusyScreen } from '../../lib/ui/BusyScreen';
import { FormAlert, linkClass } from '../../lib/ui/form';
import { ShellPage } from '../../lib/ui/ShellPage';
import { SignedAmount } from '../wallet/Amount';
import { useCardOperation } from './api';
import { CARD_LOCALES } from './i18n';
import { operationDirection, useOperationLabel } from './operation-text';

function Details({ id }: { id: string }) {
  const { t } = useTranslation('card');
  const { fiat, coin, date } = useFormatters();
  const label = useOperationLabel();
  const operation = useCardOperation(id);
  const op = operation.data;
  if (operation.isError) return <FormAlert>{t('operation.notFound')}</FormAlert>;
  if (!op) return <BusyScreen label={t('loading')} />;
  const rows: [string, string | null][] = [
    [t('operation.merchant'), op.merchantName],
    [t('operation.category'), op.merchantCategory ? `${op.merchantCategory} (${op.merchantCategoryCode})` : null],
    [t('operation.merchantAmount'), fiat(op.transactionAmount, op.transactionCurrency)],
    [t('operation.amountEur'), fiat(op.amountEUR, 'EUR')],
    [t('operation.fees'), coin(op.fees, op.coinCode)],
    [t('operation.country'), op.country],
    [t('operation.date'), date(op.createdAt)],
    [t('operation.status'), t(`operations.opStatus.${op.status}`)],
    [
      t('operation.reason'),
      op.declineReason ? t(`operations.reason.${op.declineReason}` as 'operations.reason.monthly_limit') : null,
    ],
  ];
  return (
    <div className="grid gap-4" data-testid="card-operation-page">
      <p className="text-lg font-semibold text-fg">
        {label(op)} {op.merchantName} · {t(`operations.type.${op.type}`)}
      </p>
      <SignedAmount
        amount={op.amount}
        coinCode={op.coinCode}
        direction={op.status === 'REJECTED' ? null : operationDirection(op)}
        className="text-2xl font-semibold"
      />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="text-fg-muted">{name}</dt>
              <dd className="text-fg [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}

/** /auth/card/operation/:id — one card operation. */
export function CardOperationPage() {
  const ready = useNamespace('card', CARD_LOCALES);
  const { t } = useTranslation('card');
  const { id = '' } = useParams();
  if (!ready) return <BusyScreen label="…" />;
  return (
    <ShellPage title={t('operation.title')} lead="">
      <div className="grid gap-5">
        <Details id={id} />
        <Link to="/auth/card" className={linkClass}>
          {t('operation.back')}
        </Link>
      </div>
    </ShellPage>
  );
}
