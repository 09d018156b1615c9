import { askTwoFactor, disableTwoFactor, enableTwoFactor, type User } from '@coffer/contract';
import { matchesValidationPattern } from '@coffer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { apiCall } from '../../lib/api/client';
import { errorMessage } from '../../lib/errors';
import { useSetMe } from '../../lib/session/use-me';
import { CopyButton } from '../../lib/ui/CopyButton';
import { FormAlert, SubmitButton, TextField, useFieldError } from '../../lib/ui/form';
import { QrCode } from '../../lib/ui/QrCode';
import { Section } from '../../lib/ui/Section';
import { buttonClass } from '../../lib/ui/styles';

const schema = z.object({
  code: z.string().check(
    z.trim(),
    z.refine((v) => matchesValidationPattern('pinCode', v), 'pinCode'),
  ),
});
type Values = z.infer<typeof schema>;

function CodeForm({
  submitLabel,
  onCode,
  pending,
}: {
  submitLabel: string;
  onCode: (code: string) => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const fieldError = useFieldError(formState);
  return (
    <form noValidate onSubmit={handleSubmit((v) => onCode(v.code.trim()))} className="grid gap-4">
      <TextField
        label={t('login.totpLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={fieldError('code')}
        data-testid="two-factor-code"
        {...register('code')}
      />
      <SubmitButton pending={pending} className="sm:justify-self-start">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

export function TwoFactorSection({ me }: { me: User }) {
  const { t } = useTranslation();
  const setMe = useSetMe();
  const setup = useMutation({ mutationFn: () => apiCall(askTwoFactor) });
  const enable = useMutation({
    mutationFn: (code: string) => apiCall(enableTwoFactor, { body: { code } }),
    onSuccess: (user) => {
      setMe(user);
      setup.reset();
    },
  });
  const disable = useMutation({
    mutationFn: (code: string) => apiCall(disableTwoFactor, { body: { code } }),
    onSuccess: (user) => {
      setMe(user);
      enable.reset();
    },
  });
  const failure = setup.error ?? enable.error ?? disable.error;

  return (
    <Section title={t('twoFactor.title')} lead={t('twoFactor.lead')} testId="two-factor-section">
      <div className="grid gap-4">
        {me.twoFactorEnabled ? (
          <FormAlert tone="success">{enable.isSuccess ? t('twoFactor.enabledNow') : t('twoFactor.enabled')}</FormAlert>
        ) : null}
        {disable.isSuccess && !me.twoFactorEnabled ? (
          <FormAlert tone="info">{t('twoFactor.disabledNow')}</FormAlert>
        ) : null}
        {failure ? <FormAlert>{errorMessage(failure, t)}</FormAlert> : null}
        {me.twoFactorEnabled ? (
          <>
            <p className="text-sm text-fg-muted">{t('twoFactor.disableLead')}</p>
            <CodeForm
              submitLabel={t('twoFactor.disable')}
              pending={disable.isPending}
              onCode={(c) => disable.mutate(c)}
            />
          </>
        ) : setup.data ? (
          <div className="grid gap-5 sm:grid-cols-[auto_1fr] sm:items-start">
            <QrCode value={setup.data.uri} alt={t('twoFactor.qrAlt')} testId="two-factor-qr" />
            <div className="grid min-w-0 gap-4">
              <p className="text-sm text-fg-muted">{t('twoFactor.scan')}</p>
              <TextField
                label={t('twoFactor.secret')}
                readOnly
                value={setup.data.secret}
                data-testid="two-factor-secret"
                className="[&_input]:font-mono [&_input]:text-sm"
                addon={<CopyButton value={setup.data.secret} label={t('twoFactor.copy')} />}
              />
              <CodeForm
                submitLabel={t('twoFactor.enable')}
                pending={enable.isPending}
                onCode={(c) => enable.mutate(c)}
              />
            </div>
          </div>
        ) : (
          <button
            type="button"
            className={`${buttonClass.primary} sm:justify-self-start`}
            disabled={setup.isPending}
            onClick={() => setup.mutate()}
          >
            {t('twoFactor.setup')}
          </button>
        )}
      </div>
    </Section>
  );
}
