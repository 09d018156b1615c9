import { useTranslation } from 'react-i18next';

type Tone = 'success' | 'warning' | 'danger' | 'neutral';

const TONES: Record<string, Tone> = {
  CONFIRMED: 'success',
  APPROVED: 'success',
  PENDING: 'warning',
  UNCONFIRMED: 'warning',
  BLOCKED: 'danger',
  REJECTED: 'danger',
  ERROR: 'danger',
  REFUNDED: 'neutral',
  CANCELED: 'neutral',
};

const TONE_CLASS: Record<Tone, string> = {
  success: 'border-success-border bg-success-bg text-success-fg',
  warning: 'border-warning-border bg-warning-bg text-warning-fg',
  danger: 'border-danger-border bg-danger-bg text-danger-fg',
  neutral: 'border-border bg-surface-2 text-fg-muted',
};

/** A transaction's or a document's status as a small coloured label (the text says it, not the colour). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const tone = TONES[status] ?? 'neutral';
  return (
    <span
      data-testid="status-badge"
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold ${TONE_CLASS[tone]}`}
    >
      {t(`status.${status}` as 'status.CONFIRMED', { defaultValue: status })}
    </span>
  );
}
