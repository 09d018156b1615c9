import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNamespace } from '../../lib/i18n/namespace';
import { CopyButton } from '../../lib/ui/CopyButton';
import { QrCode } from '../../lib/ui/QrCode';
import { Section } from '../../lib/ui/Section';
import { buttonClass } from '../../lib/ui/styles';
import { useReferrals } from './api';
import { SUPPORT_LOCALES } from './i18n';

/** The user's referral code and link (/signup/CODE), with a share button and a QR code. */
export function ReferralSection() {
  const ready = useNamespace('support', SUPPORT_LOCALES);
  const { t } = useTranslation('support');
  const { data } = useReferrals();
  if (!ready || !data) return null;
  const link = `${window.location.origin}/signup/${encodeURIComponent(data.referralCode)}`;
  const trim = (amount: string) => amount.replace(/\.?0+$/, '');
  const share = () =>
    navigator
      .share?.({ title: t('referral.title'), text: t('referral.shareText', { code: data.referralCode }), url: link })
      .catch(() => undefined);
  return (
    <Section
      title={t('referral.title')}
      lead={t('referral.lead', { referral: trim(data.referralBonus), referred: trim(data.referredBonus) })}
      testId="referral"
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
        <dl className="grid min-w-0 gap-3">
          <div>
            <dt className="text-sm text-fg-muted">{t('referral.code')}</dt>
            <dd className="flex items-center gap-2 font-mono text-lg font-semibold text-fg" data-testid="referral-code">
              {data.referralCode}
              <CopyButton value={data.referralCode} label={t('referral.code')} />
            </dd>
          </div>
          <div>
            <dt className="text-sm text-fg-muted">{t('referral.link')}</dt>
            <dd className="flex min-w-0 items-center gap-2 text-fg">
              <span className="min-w-0 break-all" data-testid="referral-link">
                {link}
              </span>
              <CopyButton value={link} label={t('referral.link')} />
            </dd>
          </div>
          <p className="text-sm text-fg-muted">
            {t('referral.stats', { invited: data.invited, confirmed: data.confirmed })}
          </p>
          {'share' in navigator ? (
            <button type="button" className={`${buttonClass.secondary} sm:justify-self-start`} onClick={share}>
              {t('referral.share')}
            </button>
          ) : null}
        </dl>
        <QrCode value={link} alt={t('referral.qr')} testId="referral-qr" />
      </div>
    </Section>
  );
}

/** The Profile entry to support and notifications. */
export function SupportEntry() {
  const ready = useNamespace('support', SUPPORT_LOCALES);
  const { t } = useTranslation('support');
  if (!ready) return null;
  return (
    <Section title={t('support.entry')} lead={t('support.entryLead')} testId="support-entry">
      <div className="flex flex-wrap gap-2">
        <Link to="/auth/support" className={buttonClass.primary} data-testid="support-link">
          {t('support.title')}
        </Link>
        <Link to="/auth/notifications" className={buttonClass.secondary}>
          {t('notifications.title')}
        </Link>
      </div>
    </Section>
  );
}
