import { matchesValidationPattern } from '@coffer/domain';
import { useTranslation } from 'react-i18next';

/** The strength hint under a new password: the section 5 password and strong-password patterns. */
export function PasswordStrength({ value }: { value: string }) {
  const { t } = useTranslation();
  const level = matchesValidationPattern('strongPassword', value)
    ? 3
    : matchesValidationPattern('password', value)
      ? 2
      : value === ''
        ? 0
        : 1;
  const label = [t('password.rule'), t('password.weak'), t('password.good'), t('password.strong')][level];
  const colour = ['bg-border', 'bg-danger-fg', 'bg-primary', 'bg-success-fg'][level];
  return (
    <span className="flex flex-col gap-1.5" data-testid="password-strength" data-level={level}>
      <span className="flex gap-1" aria-hidden="true">
        {[1, 2, 3].map((step) => (
          <span key={step} className={`h-1.5 flex-1 rounded-full ${step <= level ? colour : 'bg-surface-2'}`} />
        ))}
      </span>
      <span>{label}</span>
    </span>
  );
}
