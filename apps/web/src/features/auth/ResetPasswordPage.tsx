import { useTranslation } from 'react-i18next';
import { ShellPage } from '../../lib/ui/ShellPage';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  return <ShellPage title={t('resetPassword.title')} lead={t('resetPassword.lead')} />;
}
