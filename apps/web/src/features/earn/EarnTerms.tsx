import { updateUser } from '@coffer/contract';
import { TERMS_VERSION_EARN } from '@coffer/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiCall } from '../../lib/api/client';
import { errorMessage } from '../../lib/errors';
import { useSetMe } from '../../lib/session/use-me';
import { FormAlert, linkClass, SubmitButton } from '../../lib/ui/form';
import { Section } from '../../lib/ui/Section';

/** The Earn terms (version earn 1.0.0), accepted through PUT /user/update before any deposit. */
export function EarnTerms() {
  const { t } = useTranslation();
  const setMe = useSetMe();
  const id = useId();
  const [checked, setChecked] = useState(false);
  const [touched, setTouched] = useState(false);
  const accept = useMutation({
    mutationFn: () => apiCall(updateUser, { body: { termsInvestmentVersion: TERMS_VERSION_EARN } }),
    onSuccess: (answer) => setMe(answer.user),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (checked) accept.mutate();
  };
  const error = touched && !checked ? t('validation.terms') : undefined;
  return (
    <Section
      title={t('earn.termsTitle')}
      lead={t('earn.termsLead', { version: TERMS_VERSION_EARN })}
      testId="earn-terms"
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        {accept.isError ? <FormAlert>{errorMessage(accept.error, t)}</FormAlert> : null}
        <p className="text-sm">
          <Link to="/terms/earn" className={linkClass} target="_blank" rel="noopener">
            {t('earn.termsRead')}
          </Link>
        </p>
        <div>
          <div className="flex items-start gap-3">
            <input
              id={id}
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-[var(--primary)]"
              checked={checked}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setChecked(event.target.checked)}
            />
            <label htmlFor={id} className="text-sm text-fg">
              {t('earn.termsAccept')}
            </label>
          </div>
          {error ? (
            <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-fg">
              {error}
            </p>
          ) : null}
        </div>
        <SubmitButton pending={accept.isPending} className="sm:justify-self-start">
          {t('earn.termsButton')}
        </SubmitButton>
      </form>
    </Section>
  );
}
