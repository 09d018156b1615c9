import { changeEmail } from '@coffer/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiCall } from '../../lib/api/client';
import { errorMessage } from '../../lib/errors';
import { useHasToken } from '../../lib/session/use-session';
import { FormAlert } from '../../lib/ui/form';
import { ShellPage } from '../../lib/ui/ShellPage';
import { buttonClass } from '../../lib/ui/styles';

/** /change-email/<token> from the new mailbox: applied as soon as the page opens. */
export function ChangeEmailPage() {
  const { t } = useTranslation();
  const token = (useParams()['*'] ?? '').split('/')[0] ?? '';
  const hasToken = useHasToken();
  const { mutate, isSuccess, isError, error } = useMutation({
    mutationFn: () => apiCall(changeEmail, { body: { token } }),
  });
  const sent = useRef(false);
  useEffect(() => {
    // A link token is single-use: one call even when effects run twice.
    if (sent.current) return;
    sent.current = true;
    mutate();
  }, [mutate]);

  return (
    <ShellPage narrow title={t('changeEmail.title')} lead={t('changeEmail.lead')}>
      <div className="grid gap-4" aria-busy={!isSuccess && !isError}>
        {isSuccess ? <FormAlert tone="success">{t('changeEmail.done')}</FormAlert> : null}
        {isError ? <FormAlert>{errorMessage(error, t)}</FormAlert> : null}
        {!isSuccess && !isError ? (
          <p role="status" className="text-fg-muted">
            {t('changeEmail.working')}
          </p>
        ) : null}
        <Link to={hasToken ? '/auth/profile' : '/login'} className={buttonClass.secondary}>
          {hasToken ? t('changeEmail.toProfile') : t('resetPassword.toLogin')}
        </Link>
      </div>
    </ShellPage>
  );
}
