import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLanguage, rememberLanguage } from '../../lib/i18n/language';
import { ShellPage } from '../../lib/ui/ShellPage';
import { buttonClass } from '../../lib/ui/styles';
import { LanguageSelect } from '../preferences/LanguageSelect';

/**
 * The root path: a short welcome and the language choice. Section 2 keeps a visitor who has not
 * chosen a language on this page, so "Get started" records the language shown as the choice.
 */
export function WelcomePage() {
  const { t, i18n } = useTranslation();
  return (
    <ShellPage title={t('welcome.title')} lead={t('welcome.lead')}>
      <div className="grid gap-5">
        <LanguageSelect />
        <Link
          to="/start"
          data-testid="get-started"
          onClick={() => rememberLanguage(isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en', true)}
          className={`${buttonClass.primary} w-full sm:w-auto sm:justify-self-start`}
        >
          {t('welcome.getStarted')}
        </Link>
      </div>
    </ShellPage>
  );
}
