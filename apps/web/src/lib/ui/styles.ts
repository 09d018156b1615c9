/** Shared class names, so buttons and links-as-buttons look the same everywhere. */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 text-base font-semibold motion-safe:transition-colors disabled:opacity-50';

export const buttonClass = {
  primary: `${base} bg-primary text-primary-fg hover:bg-primary-hover`,
  secondary: `${base} border border-border bg-surface text-fg hover:bg-surface-2`,
  ghost: `${base} text-fg hover:bg-surface-2`,
} as const;

export const iconButtonClass =
  'inline-flex size-11 items-center justify-center rounded-xl text-fg hover:bg-surface-2 motion-safe:transition-colors';

export const cardClass = 'rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6';
