import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShellPage } from '../../lib/ui/ShellPage';
import { buttonClass } from '../../lib/ui/styles';
import { PreferencesPanel } from '../preferences/PreferencesPanel';

export function StartPage() {
  const { t } = useTranslation();
  return (
    <ShellPage title={t('start.title')} lead={t('start.lead')}>
      <h2 className="mb-4 text-lg font-semibold text-fg">{t('start.preferences')}</h2>
      <PreferencesPanel />
      <div className="mt-6 grid gap-3 border-t border-border pt-6 sm:grid-cols-2">
        <Link to="/login" className={buttonClass.primary}>
          {t('start.login')}
        </Link>
        <Link to="/signup" className={buttonClass.secondary}>
          {t('start.signup')}
        </Link>
      </div>
    </ShellPage>
  );
}
