import { changePassword } from '@coffer/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { apiCall } from '../../lib/api/client';
import { errorMessage } from '../../lib/errors';
import { FormAlert, SubmitButton, TextField, useFieldError } from '../../lib/ui/form';
import { Section } from '../../lib/ui/Section';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { checkPasswords, newPassword } from '../auth/password-schema';

const schema = z
  .object({ old: z.string().check(z.minLength(1, 'required')), password: newPassword(), confirm: z.string() })
  .check(z.superRefine(checkPasswords));
type Values = z.infer<typeof schema>;

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, watch, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { old: '', password: '', confirm: '' },
  });
  const fieldError = useFieldError(formState);
  const mutation = useMutation({
    mutationFn: (v: Values) => apiCall(changePassword, { body: { oldPassword: v.old, newPassword: v.password } }),
    onSuccess: () => reset(),
  });
  return (
    <Section title={t('profile.passwordTitle')} lead={t('profile.passwordLead')}>
      <form noValidate onSubmit={handleSubmit((v) => mutation.mutate(v))} className="grid gap-4">
        {mutation.isSuccess ? <FormAlert tone="success">{t('profile.passwordDone')}</FormAlert> : null}
        {mutation.isError ? <FormAlert>{errorMessage(mutation.error, t)}</FormAlert> : null}
        <TextField
          label={t('profile.oldPassword')}
          type="password"
          autoComplete="current-password"
          error={fieldError('old')}
          {...register('old')}
        />
        <NewPasswordFields
          register={register}
          password={watch('password')}
          fieldError={fieldError}
          label={t('resetPassword.newPassword')}
        />
        <SubmitButton pending={mutation.isPending} className="sm:justify-self-start">
          {t('profile.passwordSubmit')}
        </SubmitButton>
      </form>
    </Section>
  );
}
