import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShellPage } from '../lib/ui/ShellPage';
import { buttonClass } from '../lib/ui/styles';

/** Shown when a screen fails to load or render (for example a lost chunk after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main id="main" className="min-h-dvh bg-bg text-fg">
      <ShellPage title={t('error.title')} lead={t('error.lead')}>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={buttonClass.primary} onClick={() => window.location.reload()}>
            {t('error.reload')}
          </button>
          <Link to="/start" className={buttonClass.secondary}>
            {t('error.home')}
          </Link>
        </div>
      </ShellPage>
    </main>
  );
}
