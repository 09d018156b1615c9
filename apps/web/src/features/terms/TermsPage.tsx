import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ShellPage } from '../../lib/ui/ShellPage';
import { isTermsKind, TERMS_VERSIONS } from './terms';

/** Public terms pages: /terms/wallet, /terms/earn, /terms/card (other kinds are redirected by the route). */
export function TermsPage() {
  const { t } = useTranslation();
  const { kind } = useParams();
  const terms = isTermsKind(kind) ? kind : 'wallet';
  return (
    <ShellPage title={t(`terms.${terms}`)} lead={t('terms.lead')}>
      <p className="text-sm text-fg-muted">{t('terms.version', { version: TERMS_VERSIONS[terms] })}</p>
    </ShellPage>
  );
}
