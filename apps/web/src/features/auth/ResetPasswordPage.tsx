import { resetPassword } from '@coffer/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { z } from 'zod/mini';
import { apiCall } from '../../lib/api/client';
import { errorMessage } from '../../lib/errors';
import { FormAlert, SubmitButton, useFieldError } from '../../lib/ui/form';
import { ShellPage } from '../../lib/ui/ShellPage';
import { buttonClass } from '../../lib/ui/styles';
import { NewPasswordFields } from './NewPasswordFields';
import { checkPasswords, newPassword } from './password-schema';

const schema = z.object({ password: newPassword(), confirm: z.string() }).check(z.superRefine(checkPasswords));
type Values = z.infer<typeof schema>;

/** /reset-password/<token> from the email: a new password, then back to the login. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = (useParams()['*'] ?? '').split('/')[0] ?? '';
  const { register, handleSubmit, formState, watch } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { password: '', confirm: '' },
  });
  const fieldError = useFieldError(formState);
  const mutation = useMutation({
    mutationFn: (values: Values) => apiCall(resetPassword, { body: { token, newPassword: values.password } }),
  });

  return (
    <ShellPage narrow title={t('resetPassword.title')} lead={t('resetPassword.lead')}>
      {mutation.isSuccess ? (
        <div className="grid gap-4">
          <FormAlert tone="success">{t('resetPassword.done')}</FormAlert>
          <Link to="/login" className={buttonClass.primary}>
            {t('resetPassword.toLogin')}
          </Link>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit((v) => mutation.mutate(v))}
          className="grid gap-4"
          data-testid="reset-password-form"
        >
          {mutation.isError ? <FormAlert>{errorMessage(mutation.error, t)}</FormAlert> : null}
          <NewPasswordFields
            register={register}
            password={watch('password')}
            fieldError={fieldError}
            label={t('resetPassword.newPassword')}
          />
          <SubmitButton pending={mutation.isPending}>{t('resetPassword.submit')}</SubmitButton>
        </form>
      )}
    </ShellPage>
  );
}
