import { askResetPassword } from '@coffer/contract/endpoints/account';
import { matchesValidationPattern } from '@coffer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { apiCall } from '../../lib/api/client';
import { errorMessage } from '../../lib/errors';
import { FormAlert, SubmitButton, TextField, useFieldError } from '../../lib/ui/form';
import { buttonClass } from '../../lib/ui/styles';
import { SandboxOutboxLink } from '../dev/SandboxOutboxLink';

const schema = z.object({
  email: z.string().check(
    z.trim(),
    z.minLength(1, 'required'),
    z.refine((v) => matchesValidationPattern('email', v), 'email'),
  ),
});
type Values = z.infer<typeof schema>;

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function ForgotPasswordForm({ defaultEmail, onBack }: { defaultEmail: string; onBack: () => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, getValues } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail },
  });
  const fieldError = useFieldError(formState);
  const mutation = useMutation({
    mutationFn: (values: Values) => apiCall(askResetPassword, { body: values }),
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((v) => mutation.mutate(v))}
      className="grid gap-4"
      data-testid="forgot-form"
    >
      {mutation.isSuccess ? <FormAlert tone="success">{t('forgot.sent')}</FormAlert> : null}
      {mutation.isError ? <FormAlert>{errorMessage(mutation.error, t)}</FormAlert> : null}
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={fieldError('email')}
        {...register('email')}
      />
      <SubmitButton pending={mutation.isPending}>{t('forgot.submit')}</SubmitButton>
      <button type="button" className={buttonClass.ghost} onClick={onBack}>
        {t('forgot.back')}
      </button>
      {mutation.isSuccess ? <SandboxOutboxLink email={getValues('email')} /> : null}
    </form>
  );
}
