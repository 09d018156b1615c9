import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShellPage } from '../../lib/ui/ShellPage';
import { buttonClass } from '../../lib/ui/styles';

export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <ShellPage title={t('maintenance.title')} lead={t('maintenance.lead')}>
      <Link to="/" className={buttonClass.primary}>
        {t('maintenance.retry')}
      </Link>
    </ShellPage>
  );
}
