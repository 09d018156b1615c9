import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNamespace } from '../../lib/i18n/namespace';
import { buttonClass } from '../../lib/ui/styles';
import { SUPPORT_LOCALES } from './i18n';

/** The transaction screen's way to support: a new conversation about this transaction. */
export function AskAboutTransaction({ transactionId }: { transactionId: string }) {
  const ready = useNamespace('support', SUPPORT_LOCALES);
  const { t } = useTranslation('support');
  if (!ready) return null;
  return (
    <Link
      to={`/auth/support?transactionId=${encodeURIComponent(transactionId)}`}
      className={`${buttonClass.secondary} sm:justify-self-start`}
      data-testid="ask-support"
    >
      {t('support.ask')}
    </Link>
  );
}
