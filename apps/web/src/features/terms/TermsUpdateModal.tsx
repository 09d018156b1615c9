import { type OutdatedTerms, termsAcceptance } from '@coffer/domain';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { logout } from '../../lib/session/session';
import { CheckboxField } from '../../lib/ui/CheckboxField';
import { ForcedModal } from '../../lib/ui/ForcedModal';
import { FormAlert, linkClass, SubmitButton } from '../../lib/ui/form';
import { buttonClass } from '../../lib/ui/styles';
import { useTermsAcceptance } from './use-terms-acceptance';

export const TERMS_UPDATE_MODAL_ID = 'terms-update';

/**
 * Section 2's terms update: the signed-in user's accepted wallet, Earn or card terms are older than
 * the current ones (domain `outdatedTerms`, checked by app/shell/AppModals), so they accept the new
 * versions through PUT /user/update before going on; back does not close it.
 */
export function TermsUpdateModal({ outdated }: { outdated: readonly OutdatedTerms[] }) {
  const { t } = useTranslation();
  const { checked, setChecked, error, accept, submit } = useTermsAcceptance(termsAcceptance(outdated));
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
