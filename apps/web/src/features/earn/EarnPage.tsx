import { useTranslation } from 'react-i18next';
import { ShellPage } from '../../lib/ui/ShellPage';

export function EarnPage() {
  const { t } = useTranslation();
  return <ShellPage title={t('earn.title')} lead={t('earn.lead')} />;
}
