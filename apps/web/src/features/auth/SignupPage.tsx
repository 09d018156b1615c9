import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ShellPage } from '../../lib/ui/ShellPage';

export function SignupPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const referralCode = search.get('referralCode');
  return (
    <ShellPage title={t('signup.title')} lead={t('signup.lead')}>
      {referralCode ? (
        <p data-testid="referral-code" className="mb-3 text-fg">
          {t('signup.referral', { code: referralCode })}
        </p>
      ) : null}
      <p className="text-fg-muted">
        {t('signup.haveAccount')}{' '}
        <Link to="/login" className="font-semibold text-primary-strong underline underline-offset-4">
          {t('signup.loginLink')}
        </Link>
      </p>
    </ShellPage>
  );
}
