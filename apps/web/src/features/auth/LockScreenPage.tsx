import { useTranslation } from 'react-i18next';
import { ShellPage } from '../../lib/ui/ShellPage';

export function LockScreenPage() {
  const { t } = useTranslation();
  return <ShellPage title={t('lockScreen.title')} lead={t('lockScreen.lead')} />;
}
