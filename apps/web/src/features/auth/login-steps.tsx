import { matchesValidationPattern } from '@coffer/domain';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { lazyZodResolver } from '../../lib/forms/lazy-resolver';
import { SubmitButton, TextField, useFieldError } from '../../lib/ui/form';
import { emailText } from './password-schema';

const credentialsSchema = () =>
  z.object({ email: emailText(), password: z.string().check(z.minLength(1, 'required')) });
type Credentials = z.infer<ReturnType<typeof credentialsSchema>>;
const credentialsResolver = lazyZodResolver(credentialsSchema);

interface CredentialsStepProps {
  defaultEmail: string;
  pending: boolean;
  onSubmit: (values: Credentials) => void;
  children?: ReactNode;
}

export function CredentialsStep({ defaultEmail, pending, onSubmit, children }: CredentialsStepProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<Credentials>({
    resolver: credentialsResolver,
    mode: 'onTouched',
    defaultValues: { email: defaultEmail, password: '' },
  });
  const fieldError = useFieldError(formState);
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4" data-testid="login-credentials">
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={fieldError('email')}
        {...register('email')}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        error={fieldError('password')}
        {...register('password')}
      />
      {children}
      <SubmitButton pending={pending}>{t('login.continue')}</SubmitButton>
    </form>
  );
}

const codeSchema = () =>
  z.object({
    code: z.string().check(
      z.trim(),
      z.refine((v) => matchesValidationPattern('pinCode', v), 'pinCode'),
    ),
  });
type CodeValues = z.infer<ReturnType<typeof codeSchema>>;
const codeResolver = lazyZodResolver(codeSchema);

interface CodeStepProps {
  /** 'pin' for the emailed code, 'totp' for the authenticator code. */
  kind: 'pin' | 'totp';
  lead: string;
  pending: boolean;
  onSubmit: (code: string) => void;
  /** Extra actions under the button (resend, back, another account). */
  actions?: ReactNode;
}

export function CodeStep({ kind, lead, pending, onSubmit, actions }: CodeStepProps) {
  const { t } = useTranslation();
  const leadId = useId();
  const { register, handleSubmit, formState } = useForm<CodeValues>({
    resolver: codeResolver,
    // The field takes focus on arrival: leaving it (e.g. for the outbox link) is not yet a mistake.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { code: '' },
  });
  const fieldError = useFieldError(formState);
  return (
    <form
      noValidate
      aria-describedby={leadId}
      onSubmit={handleSubmit((values) => onSubmit(values.code))}
      className="grid gap-4"
      data-testid={`login-${kind}`}
    >
      <p id={leadId} className="text-fg-muted">
        {lead}
      </p>
      <TextField
        label={kind === 'pin' ? t('login.pinLabel') : t('login.totpLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.4em]"
        error={fieldError('code')}
        {...register('code')}
      />
      <SubmitButton pending={pending}>{kind === 'pin' ? t('login.verify') : t('login.signIn')}</SubmitButton>
      {actions ? <div className="flex flex-wrap items-center justify-between gap-2">{actions}</div> : null}
    </form>
  );
}
