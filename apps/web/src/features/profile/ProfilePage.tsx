import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShellPage } from '../../lib/ui/ShellPage';
import { buttonClass } from '../../lib/ui/styles';
import { PreferencesPanel } from '../preferences/PreferencesPanel';

export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <ShellPage title={t('profile.title')} lead={t('profile.lead')}>
      <h2 className="mb-4 text-lg font-semibold text-fg">{t('profile.preferences')}</h2>
      <PreferencesPanel />
      <div className="mt-6 border-t border-border pt-5">
        <Link to="/auth/setting" className={buttonClass.secondary}>
          {t('profile.settings')}
        </Link>
      </div>
    </ShellPage>
  );
}
