import { useTranslation } from 'react-i18next';
import { ShellPage } from '../../lib/ui/ShellPage';

export function ExchangePage() {
  const { t } = useTranslation();
  return <ShellPage title={t('exchange.title')} lead={t('exchange.lead')} />;
}
