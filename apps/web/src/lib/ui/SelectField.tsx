import { type ReactNode, useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
  lang?: string;
}

interface SelectFieldProps {
  label: ReactNode;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  hint?: ReactNode;
  testId?: string;
}

/** A labelled native select (keyboard and screen-reader friendly on every platform) with the house chevron. */
export function SelectField({ label, value, options, onChange, hint, testId }: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-fg">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          data-testid={testId}
          value={value}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-11 w-full appearance-none rounded-xl border border-border bg-surface px-3 pr-10 text-base text-fg"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-fg-muted"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </div>
      {hint ? (
        <p id={hintId} className="mt-2 text-sm text-fg-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
