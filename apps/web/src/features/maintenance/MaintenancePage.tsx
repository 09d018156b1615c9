import { useTranslation } from 'react-i18next';
import { ShellPage } from '../../lib/ui/ShellPage';

export function MaintenancePage() {
  const { t } = useTranslation();
  return <ShellPage title={t('maintenance.title')} lead={t('maintenance.lead')} />;
}
