import { useTranslation } from 'react-i18next';
import { ShellPage } from '../../lib/ui/ShellPage';

export function CardPage() {
  const { t } = useTranslation();
  return <ShellPage title={t('card.title')} lead={t('card.lead')} />;
}
