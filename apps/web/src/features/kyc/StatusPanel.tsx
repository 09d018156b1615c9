import type { KycDocumentView, KycRecordView } from '@coffer/contract';
import type { KycScreenState } from '@coffer/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../lib/format';
import { buttonClass } from '../../lib/ui/styles';

const TONE: Record<KycDocumentView['status'], string> = {
  PENDING: 'bg-surface-2 text-fg',
  CONFIRMED: 'bg-success-bg text-success-fg',
  REJECTED: 'bg-danger-bg text-danger-fg',
};

function DocumentList({ documents }: { documents: KycDocumentView[] }) {
  const { t } = useTranslation('kyc');
  const { date } = useFormatters();
  if (documents.length === 0) return null;
  return (
    <section className="grid gap-2">
      <h3 className="text-base font-semibold text-fg">{t('status.documents')}</h3>
      <ul className="grid gap-2" data-testid="kyc-documents">
        {documents.map((doc) => (
          <li
            key={doc.id}
            data-testid="kyc-document"
            data-status={doc.status}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border px-3 py-2"
          >
            <span className="min-w-0">
              <span className="block font-medium text-fg">
                {t(`document.${doc.type}`)}
                {doc.side ? ` (${t(`side.${doc.side}`)})` : ''}
              </span>
              <span className="block text-sm text-fg-muted">
                {doc.country} · {date(doc.createdAt)}
              </span>
              {doc.reason ? <span className="block text-sm text-danger-fg">{t(`reason.${doc.reason}`)}</span> : null}
            </span>
            <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${TONE[doc.status]}`}>
              {t(`status.docStatus.${doc.status}`)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Section 4's status screens: what happened and what happens next. */
export function StatusPanel({
  state,
  record,
  onContinue,
  onAddPoa,
}: {
  state: Exclude<KycScreenState, 'none'>;
  record: KycRecordView;
  onContinue: () => void;
  onAddPoa: (() => void) | null;
}) {
  const { t } = useTranslation('kyc');
  const head = {
    confirm: 'confirmHeading',
    pending: 'pendingHeading',
    continue: 'continueHeading',
    error: 'errorHeading',
    close: 'closeHeading',
  } as const;
  const body = {
    confirm: 'confirm',
    pending: 'pending',
    continue: 'continue',
    error: 'error',
    close: 'close',
  } as const;
  return (
    <div className="grid gap-5" data-testid={`kyc-status-${state}`}>
      <div role="status">
        <h2 className="text-lg font-semibold text-fg">{t(`status.${head[state]}`)}</h2>
        <p className="mt-1 text-fg-muted">{t(`status.${body[state]}`)}</p>
        {state === 'confirm' && record.proofOfAddressConfirmed ? (
          <p className="mt-1 text-fg-muted">{t('status.poaConfirmed')}</p>
        ) : null}
      </div>
      <DocumentList documents={record.documents} />
      <div className="flex flex-wrap gap-3">
        {state === 'continue' ? (
          <button type="button" className={buttonClass.primary} onClick={onContinue}>
            {t('status.continueButton')}
          </button>
        ) : null}
        {state === 'error' ? (
          <button type="button" className={buttonClass.primary} onClick={onContinue}>
            {t('status.resend')}
          </button>
        ) : null}
        {state === 'confirm' && onAddPoa ? (
          <button type="button" className={buttonClass.secondary} onClick={onAddPoa}>
            {t('status.addPoa')}
          </button>
        ) : null}
        <Link
          to="/auth/dashboard"
          className={state === 'continue' || state === 'error' ? buttonClass.ghost : buttonClass.primary}
        >
          {t('status.toDashboard')}
        </Link>
      </div>
    </div>
  );
}
