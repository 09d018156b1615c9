import { updateUser } from '@coffer/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { apiCall } from '../../lib/api/client';
import { errorMessage } from '../../lib/errors';
import { useSetMe } from '../../lib/session/use-me';
import { FormAlert, SubmitButton, TextField, useFieldError } from '../../lib/ui/form';
import { Section } from '../../lib/ui/Section';
import { emailText } from '../auth/password-schema';

const schema = z.object({ email: emailText() });
type Values = z.infer<typeof schema>;

export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const setMe = useSetMe();
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const fieldError = useFieldError(formState);
  const mutation = useMutation({
    mutationFn: (v: Values) => apiCall(updateUser, { body: { email: v.email.trim() } }),
    onSuccess: (answer) => setMe(answer.user),
  });
  return (
    <Section title={t('profile.emailTitle')} lead={t('profile.emailLead', { email: currentEmail })}>
      <form noValidate onSubmit={handleSubmit((v) => mutation.mutate(v))} className="grid gap-4">
        {mutation.isSuccess ? <FormAlert tone="success">{t('profile.emailPending')}</FormAlert> : null}
        {mutation.isError ? <FormAlert>{errorMessage(mutation.error, t)}</FormAlert> : null}
        <TextField
          label={t('profile.newEmail')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={fieldError('email')}
          {...register('email')}
        />
        <SubmitButton pending={mutation.isPending} className="sm:justify-self-start">
          {t('profile.emailSubmit')}
        </SubmitButton>
      </form>
    </Section>
  );
}
