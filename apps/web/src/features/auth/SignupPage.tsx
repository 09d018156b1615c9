import { signup } from '@coffer/contract/endpoints/account';
import { TERMS_VERSION_WALLET } from '@coffer/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { apiCall } from '../../lib/api/client';
import { errorMessage } from '../../lib/errors';
import { lazyZodResolver } from '../../lib/forms/lazy-resolver';
import { isLanguage } from '../../lib/i18n/language';
import { CheckboxField } from '../../lib/ui/CheckboxField';
import { FormAlert, inputClass, linkClass, SubmitButton, TextField, useFieldError } from '../../lib/ui/form';
import { ShellPage } from '../../lib/ui/ShellPage';
import { countryOptions } from './countries';
import { submitCredentials } from './login-flow';
import { NewPasswordFields } from './NewPasswordFields';
import { checkPasswords, emailText, newPassword, requiredText } from './password-schema';

const schema = () =>
  z
    .object({
      email: emailText(),
      password: newPassword(),
      confirm: z.string(),
      firstName: z.pipe(requiredText(), z.string().check(z.maxLength(64, 'tooLong'))),
      lastName: z.pipe(requiredText(), z.string().check(z.maxLength(64, 'tooLong'))),
      countryCode: z.string().check(z.regex(/^[A-Z]{2}$/, 'country')),
      referralCode: z.string().check(z.trim(), z.maxLength(32, 'tooLong')),
      terms: z.boolean().check(z.refine((v) => v, 'terms')),
    })
    .check(z.superRefine(checkPasswords));
type Values = z.infer<ReturnType<typeof schema>>;
const resolver = lazyZodResolver(schema);

export function SignupPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const countryId = useId();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const countries = useMemo(() => countryOptions(language), [language]);
  const { register, handleSubmit, formState, watch } = useForm<Values>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      email: '',
      password: '',
      confirm: '',
      firstName: '',
      lastName: '',
      countryCode: '',
      referralCode: search.get('referralCode') ?? '',
      terms: false,
    },
  });
  const fieldError = useFieldError(formState);
  const mutation = useMutation({
    mutationFn: async (values: Values) => {
      const referralCode = values.referralCode.trim();
      await apiCall(signup, {
        body: {
          email: values.email.trim(),
          password: values.password,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          countryCode: values.countryCode,
          language,
          termsVersion: TERMS_VERSION_WALLET,
          ...(referralCode ? { referralCode } : {}),
        },
      });
      // Straight on to the pin step of the login, with the credentials still in memory.
      await submitCredentials(values.email.trim(), values.password);
    },
    onSuccess: () => void navigate('/login'),
  });
  const countryError = fieldError('countryCode');
  const termsError = fieldError('terms');

  return (
    <ShellPage narrow title={t('signup.title')} lead={t('signup.lead')}>
      <form
        noValidate
        onSubmit={handleSubmit((v) => mutation.mutate(v))}
        className="grid gap-4"
        data-testid="signup-form"
      >
        {mutation.isError ? <FormAlert>{errorMessage(mutation.error, t)}</FormAlert> : null}
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={fieldError('email')}
          {...register('email')}
        />
        <NewPasswordFields
          register={register}
          password={watch('password')}
          fieldError={fieldError}
          label={t('login.password')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('signup.firstName')}
            autoComplete="given-name"
            error={fieldError('firstName')}
            {...register('firstName')}
          />
          <TextField
            label={t('signup.lastName')}
            autoComplete="family-name"
            error={fieldError('lastName')}
            {...register('lastName')}
          />
        </div>
        <div>
          <label htmlFor={countryId} className="mb-1.5 block text-sm font-medium text-fg">
            {t('signup.country')}
          </label>
          <select
            id={countryId}
            autoComplete="country"
            aria-invalid={countryError ? true : undefined}
            aria-describedby={countryError ? `${countryId}-error` : undefined}
            className={inputClass}
            {...register('countryCode')}
          >
            <option value="">{t('signup.countryPlaceholder')}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
          {countryError ? (
            <p id={`${countryId}-error`} className="mt-1.5 text-sm font-medium text-danger-fg">
              {countryError}
            </p>
          ) : null}
        </div>
        <TextField
          label={t('signup.referralCode')}
          autoComplete="off"
          error={fieldError('referralCode')}
          {...register('referralCode')}
        />
        <CheckboxField
          label={
            <Trans
              i18nKey="signup.terms"
              components={{
                terms: <Link to="/terms/wallet" target="_blank" rel="noreferrer" className={linkClass} />,
              }}
            />
          }
          error={termsError}
          {...register('terms')}
        />
        <SubmitButton pending={mutation.isPending}>{t('signup.submit')}</SubmitButton>
        <p className="border-t border-border pt-4 text-fg-muted">
          {t('signup.haveAccount')}{' '}
          <Link to="/login" className={linkClass}>
            {t('signup.loginLink')}
          </Link>
        </p>
      </form>
    </ShellPage>
  );
}
