import { useTranslation } from 'react-i18next';
import { ShellPage } from '../../lib/ui/ShellPage';

export function KycPage() {
  const { t } = useTranslation();
  return <ShellPage title={t('kyc.title')} lead={t('kyc.lead')} />;
}
