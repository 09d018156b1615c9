import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShellPage } from '../../lib/ui/ShellPage';
import { buttonClass } from '../../lib/ui/styles';

/** The root path: a short welcome with the way into /start. */
export function WelcomePage() {
  const { t } = useTranslation();
  return (
    <ShellPage title={t('welcome.title')} lead={t('welcome.lead')}>
      <Link to="/start" className={`${buttonClass.primary} w-full sm:w-auto`}>
        {t('welcome.getStarted')}
      </Link>
    </ShellPage>
  );
}
