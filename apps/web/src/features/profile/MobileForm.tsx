import { askValidateMobile, type User, validateMobile } from '@coffer/contract';
import { matchesValidationPattern, phoneNumberError } from '@coffer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { apiCall } from '../../lib/api/client';
import { errorMessage } from '../../lib/errors';
import { useSetMe } from '../../lib/session/use-me';
import { FormAlert, SubmitButton, TextField, useFieldError } from '../../lib/ui/form';
import { Section } from '../../lib/ui/Section';
import { buttonClass } from '../../lib/ui/styles';

const pinSchema = z.object({
  pin: z.string().check(
    z.trim(),
    z.refine((v) => matchesValidationPattern('pinCode', v), 'pinCode'),
  ),
});

function MobileNumberStep({ me, onSent }: { me: User; onSent: (mobile: string) => void }) {
  const { t } = useTranslation();
  const schema = z.object({
    mobile: z.string().check(
      z.trim(),
      z.regex(/^\+[1-9]\d{6,14}$/, 'phone'),
      z.refine((v) => phoneNumberError(v, me) === null, 'invalidPhoneNumber'),
    ),
  });
  type Values = z.infer<typeof schema>;
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { mobile: '' },
  });
  const fieldError = useFieldError(formState);
  const mutation = useMutation({
    mutationFn: (v: Values) => apiCall(askValidateMobile, { body: { mobile: v.mobile.trim() } }),
    onSuccess: (_answer, v) => onSent(v.mobile.trim()),
  });
  return (
    <form noValidate onSubmit={handleSubmit((v) => mutation.mutate(v))} className="grid gap-4">
      {mutation.isError ? <FormAlert>{errorMessage(mutation.error, t)}</FormAlert> : null}
      <TextField
        label={t('profile.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+447700900123"
        error={fieldError('mobile')}
        {...register('mobile')}
      />
      <SubmitButton pending={mutation.isPending} className="sm:justify-self-start">
        {t('profile.mobileSend')}
      </SubmitButton>
    </form>
  );
}

function MobilePinStep({
  mobile,
  onDone,
  onBack,
}: {
  mobile: string;
  onDone: (user: User) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  type Values = z.infer<typeof pinSchema>;
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(pinSchema),
    mode: 'onTouched',
    defaultValues: { pin: '' },
  });
  const fieldError = useFieldError(formState);
  const mutation = useMutation({
    mutationFn: (v: Values) => apiCall(validateMobile, { query: { pin: v.pin.trim() } }),
    onSuccess: onDone,
  });
  return (
    <form noValidate onSubmit={handleSubmit((v) => mutation.mutate(v))} className="grid gap-4">
      <FormAlert tone="info">{t('profile.mobileSent', { mobile })}</FormAlert>
      {mutation.isError ? <FormAlert>{errorMessage(mutation.error, t)}</FormAlert> : null}
      <TextField
        label={t('profile.mobilePin')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={fieldError('pin')}
        {...register('pin')}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={mutation.isPending}>{t('profile.mobileVerify')}</SubmitButton>
        <button type="button" className={buttonClass.ghost} onClick={onBack}>
          {t('login.back')}
        </button>
      </div>
    </form>
  );
}

export function MobileForm({ me }: { me: User }) {
  const { t } = useTranslation();
  const setMe = useSetMe();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const status =
    me.verifyMobile && me.mobile ? t('profile.mobileVerified', { mobile: me.mobile }) : t('profile.mobileLead');
  return (
    <Section title={t('profile.mobileTitle')} lead={status} testId="mobile-section">
      {verified ? (
        <div className="mb-4">
          <FormAlert tone="success">{t('profile.mobileDone')}</FormAlert>
        </div>
      ) : null}
      {sentTo === null ? (
        <MobileNumberStep
          me={me}
          onSent={(mobile) => {
            setVerified(false);
            setSentTo(mobile);
          }}
        />
      ) : (
        <MobilePinStep
          mobile={sentTo}
          onBack={() => setSentTo(null)}
          onDone={(user) => {
            setMe(user);
            setVerified(true);
            setSentTo(null);
          }}
        />
      )}
    </Section>
  );
}
