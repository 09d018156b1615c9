import { TERMS_VERSION_EARN } from '@coffer/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { CheckboxField } from '../../lib/ui/CheckboxField';
import { FormAlert, linkClass, SubmitButton } from '../../lib/ui/form';
import { Section } from '../../lib/ui/Section';
import { useTermsAcceptance } from '../terms/use-terms-acceptance';

/** The Earn terms (version earn 1.0.0), accepted through PUT /user/update before any deposit. */
export function EarnTerms() {
  const { t } = useTranslation();
  const { checked, setChecked, error, accept, submit } = useTermsAcceptance({
    termsInvestmentVersion: TERMS_VERSION_EARN,
  });
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
