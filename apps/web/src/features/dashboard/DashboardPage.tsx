import { useTranslation } from 'react-i18next';
import { ShellPage } from '../../lib/ui/ShellPage';

export function DashboardPage() {
  const { t } = useTranslation();
  return <ShellPage title={t('dashboard.title')} lead={t('dashboard.lead')} />;
}
