import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../lib/ui/form';
import { buttonClass } from '../../lib/ui/styles';

/** The end of a support form: attachments (checked again by the server), the error, and Send. */
export function AttachAndSend({ error, busy }: { error: string | null; busy: boolean }) {
  const { t } = useTranslation('support');
  const id = useId();
  return (
    <>
      <label className="grid min-w-0 gap-1" htmlFor={`${id}-files`}>
        <span className="text-sm text-fg-muted">{t('support.attach')}</span>
        <input
          id={`${id}-files`}
          name="files"
          type="file"
          className="max-w-full text-sm"
          multiple
          accept="image/jpeg,image/png,application/pdf"
        />
      </label>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <button type="submit" className={`${buttonClass.primary} sm:justify-self-start`} disabled={busy}>
        {busy ? t('support.sending') : t('support.send')}
      </button>
    </>
  );
}
