import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShellPage } from '../../lib/ui/ShellPage';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <ShellPage title={t('login.title')} lead={t('login.lead')}>
      <p className="text-fg-muted">
        {t('login.noAccount')}{' '}
        <Link to="/signup" className="font-semibold text-primary-strong underline underline-offset-4">
          {t('login.signupLink')}
        </Link>
      </p>
    </ShellPage>
  );
}
