import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNamespace } from '../../lib/i18n/namespace';
import { buttonClass } from '../../lib/ui/styles';
import { useKycRecord } from './api';
import { KYC_LOCALES } from './i18n';

/** The dashboard's invitation to verify, for users whose identity is not confirmed yet. */
export function KycBanner() {
  const ready = useNamespace('kyc', KYC_LOCALES);
  const { t } = useTranslation('kyc');
  const record = useKycRecord();
  if (!ready || !record.data || record.data.identityConfirmed || record.data.status === 'CLOSED') return null;
  const pending = record.data.status === 'UNDER_REVIEW';
  return (
    <div
      data-testid="kyc-banner"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-primary/40 bg-primary-soft px-4 py-3"
    >
      <p className="min-w-0 flex-1 text-sm font-medium text-fg">{pending ? t('banner.pending') : t('banner.text')}</p>
      <Link to="/auth/kyc" className={buttonClass.primary}>
        {pending ? t('banner.view') : t('banner.action')}
      </Link>
    </div>
  );
}
