import { visibleFormErrors } from '@coffer/domain';
import { type ComponentProps, type ReactNode, useId } from 'react';
import type { FieldValues, FormState, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './styles';

export const inputClass =
  'block min-h-11 w-full rounded-xl border border-border bg-surface px-3 text-base text-fg placeholder:text-fg-muted/70 aria-[invalid=true]:border-danger-fg';

/**
 * Section 5: an error is shown only once its control was touched (or the form was submitted,
 * which touches every control). Messages are i18n keys under `validation.`.
 */
export function useFieldError<T extends FieldValues>(formState: FormState<T>) {
  const { t } = useTranslation();
  return (name: Path<T>): string | undefined => {
    const touched = Boolean((formState.touchedFields as Record<string, unknown>)[name]) || formState.isSubmitted;
    const error = (formState.errors as Record<string, { message?: string } | undefined>)[name];
    const visible = visibleFormErrors({ touched, errors: error ?? null });
    if (!visible) return undefined;
    return t(`validation.${visible.message ?? 'required'}` as 'validation.required');
  };
}

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Content after the input on the same row (e.g. a copy button). */
  addon?: ReactNode;
}

export function TextField({ label, error, hint, addon, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-fg">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
          {...input}
        />
        {addon}
      </div>
      {hint ? (
        <div id={hintId} className="mt-1.5 text-sm text-fg-muted">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger-fg">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A message about the whole form: the server's error or a success line. */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success' | 'info'; children: ReactNode }) {
  const toneClass = {
    error: 'border-danger-border bg-danger-bg text-danger-fg',
    success: 'border-success-border bg-success-bg text-success-fg',
    info: 'border-border bg-surface-2 text-fg',
  }[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={`form-${tone}`}
      className={`rounded-xl border px-4 py-3 text-sm font-medium ${toneClass}`}
    >
      {children}
    </div>
  );
}

export function SubmitButton({
  pending,
  children,
  className = '',
}: {
  pending: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className={`${buttonClass.primary} ${className}`}
    >
      {pending ? <span className="boot-spinner !size-4 !border-2" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export const linkClass = 'font-semibold text-primary-strong underline underline-offset-4';
