import type { CardView } from '@coffer/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { useTheme } from '../../lib/theme/use-theme';
import { FormAlert } from '../../lib/ui/form';
import { Section } from '../../lib/ui/Section';
import { buttonClass } from '../../lib/ui/styles';
import { openCardDetails } from './api';

/**
 * "Show card details": the issuer's own page in a sandboxed frame (no script runs in it), opened by a
 * single-use, short-lived URL. Coffer's code never sees the number.
 */
export function CardDetails({ card }: { card: CardView }) {
  const { t } = useTranslation('card');
  const { t: common } = useTranslation();
  const { theme } = useTheme();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const show = async () => {
    setBusy(true);
    setError(null);
    try {
      setUrl((await openCardDetails(card.id, theme)).url);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title={t('details.title')} lead={t('details.note')} testId="card-details">
      {error ? <FormAlert>{errorMessage(error, common)}</FormAlert> : null}
      {url ? (
        <div className="grid gap-3">
          <iframe
            src={url}
            title={t('details.frame')}
            sandbox=""
            referrerPolicy="no-referrer"
            className="h-36 w-full max-w-sm rounded-xl border border-border"
            data-testid="card-details-frame"
          />
          <button
            type="button"
            className={`${buttonClass.secondary} sm:justify-self-start`}
            onClick={() => setUrl(null)}
          >
            {t('details.hide')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className={`${buttonClass.secondary} sm:justify-self-start`}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={show}
          data-testid="card-show-details"
        >
          {t('details.show')}
        </button>
      )}
    </Section>
  );
}
