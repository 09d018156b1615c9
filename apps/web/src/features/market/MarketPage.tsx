import { useTranslation } from 'react-i18next';
import { ShellPage } from '../../lib/ui/ShellPage';

export function MarketPage() {
  const { t } = useTranslation();
  return <ShellPage title={t('market.title')} lead={t('market.lead')} />;
}
