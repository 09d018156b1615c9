import { useTranslation } from 'react-i18next';
import { ShellPage } from '../../lib/ui/ShellPage';

export function WalletPage() {
  const { t } = useTranslation();
  return <ShellPage title={t('wallet.title')} lead={t('wallet.lead')} />;
}
