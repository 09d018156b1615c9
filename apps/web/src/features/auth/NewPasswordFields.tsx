import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../lib/ui/form';
import { PasswordStrength } from './PasswordStrength';

interface NewPasswordFieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  /** The password typed so far, for the strength hint. */
  password: string;
  fieldError: (name: Path<T>) => string | undefined;
  label: string;
}

/** A new password with its strength hint and its confirmation (sign-up, reset, change). */
export function NewPasswordFields<T extends FieldValues & { password: string; confirm: string }>({
  register,
  password,
  fieldError,
  label,
}: NewPasswordFieldsProps<T>) {
  const { t } = useTranslation();
  const passwordName = 'password' as Path<T>;
  const confirmName = 'confirm' as Path<T>;
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        error={fieldError(passwordName)}
        hint={<PasswordStrength value={password} />}
        {...register(passwordName)}
      />
      <TextField
        label={t('signup.confirm')}
        type="password"
        autoComplete="new-password"
        error={fieldError(confirmName)}
        {...register(confirmName)}
      />
    </>
  );
}
