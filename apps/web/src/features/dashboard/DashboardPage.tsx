import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/session/use-me';
import { ShellPage } from '../../lib/ui/ShellPage';

export function DashboardPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  return (
    <ShellPage title={t('dashboard.title')} lead={t('dashboard.lead')}>
      <p data-testid="greeting" className="text-xl font-semibold text-fg" aria-busy={!me}>
        {me ? t('dashboard.greeting', { name: me.firstName }) : t('app.loading')}
      </p>
    </ShellPage>
  );
}
