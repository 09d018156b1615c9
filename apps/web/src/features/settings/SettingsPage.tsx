import { useTranslation } from 'react-i18next';
import { ShellPage } from '../../lib/ui/ShellPage';

export function SettingsPage() {
  const { t } = useTranslation();
  return <ShellPage title={t('settings.title')} lead={t('settings.lead')} />;
}
