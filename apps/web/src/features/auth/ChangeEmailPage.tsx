import { useTranslation } from 'react-i18next';
import { ShellPage } from '../../lib/ui/ShellPage';

export function ChangeEmailPage() {
  const { t } = useTranslation();
  return <ShellPage title={t('changeEmail.title')} lead={t('changeEmail.lead')} />;
}
