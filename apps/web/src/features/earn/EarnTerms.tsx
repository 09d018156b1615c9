import { updateUser } from '@coffer/contract';
import { TERMS_VERSION_EARN } from '@coffer/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiCall } from '../../lib/api/client';
import { errorMessage } from '../../lib/errors';
import { useSetMe } from '../../lib/session/use-me';
import { CheckboxField } from '../../lib/ui/CheckboxField';
import { FormAlert, linkClass, SubmitButton } from '../../lib/ui/form';
import { Section } from '../../lib/ui/Section';

/** The Earn terms (version earn 1.0.0), accepted through PUT /user/update before any deposit. */
export function EarnTerms() {
  const { t } = useTranslation();
  const setMe = useSetMe();
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
        <CheckboxField
          label={t('earn.termsAccept')}
          checked={checked}
          error={error}
          onChange={(event) => setChecked(event.target.checked)}
        />
        <SubmitButton pending={accept.isPending} className="sm:justify-self-start">
          {t('earn.termsButton')}
        </SubmitButton>
      </form>
    </Section>
  );
}
