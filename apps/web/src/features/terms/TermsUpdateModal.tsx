import { updateUser } from '@coffer/contract';
import { type OutdatedTerms, termsAcceptance } from '@coffer/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../lib/api/client';
import { errorMessage } from '../../lib/errors';
import { logout } from '../../lib/session/session';
import { useSetMe } from '../../lib/session/use-me';
import { CheckboxField } from '../../lib/ui/CheckboxField';
import { ForcedModal } from '../../lib/ui/ForcedModal';
import { FormAlert, linkClass, SubmitButton } from '../../lib/ui/form';
import { buttonClass } from '../../lib/ui/styles';

export const TERMS_UPDATE_MODAL_ID = 'terms-update';

/**
 * Section 2's terms update: the signed-in user's accepted wallet, Earn or card terms are older than
 * the current ones (domain `outdatedTerms`, checked by app/shell/AppModals), so they accept the new
 * versions through PUT /user/update before going on; back does not close it.
 */
export function TermsUpdateModal({ outdated }: { outdated: readonly OutdatedTerms[] }) {
  const { t } = useTranslation();
  const setMe = useSetMe();
  const [checked, setChecked] = useState(false);
  const [touched, setTouched] = useState(false);
  const accept = useMutation({
    mutationFn: () => apiCall(updateUser, { body: termsAcceptance(outdated) }),
    onSuccess: (answer) => setMe(answer.user),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (checked) accept.mutate();
  };
  const error = touched && !checked ? t('validation.terms') : undefined;
  return (
    <ForcedModal id={TERMS_UPDATE_MODAL_ID} title={t('termsUpdate.title')} description={t('termsUpdate.description')}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        {accept.isError ? <FormAlert>{errorMessage(accept.error, t)}</FormAlert> : null}
        <ul className="grid gap-2 text-sm">
          {outdated.map((terms) => (
            <li key={terms.kind}>
              <a href={`/terms/${terms.kind}`} className={linkClass} target="_blank" rel="noopener">
                {t(`termsUpdate.${terms.kind}`, { version: terms.version })}
              </a>
            </li>
          ))}
        </ul>
        <CheckboxField
          label={t('termsUpdate.accept')}
          checked={checked}
          error={error}
          onChange={(event) => setChecked(event.target.checked)}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <button type="button" className={buttonClass.secondary} onClick={() => void logout()}>
            {t('termsUpdate.logout')}
          </button>
          <SubmitButton pending={accept.isPending}>{t('termsUpdate.submit')}</SubmitButton>
        </div>
      </form>
    </ForcedModal>
  );
}
