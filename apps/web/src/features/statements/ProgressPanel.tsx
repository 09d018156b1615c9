import { buttonClass } from '../../lib/ui/styles';
import { useStatementsText } from './texts';
import type { DocumentPhase } from './use-document-run';

/** The gathering and drawing of a document: what is happening, a progress bar and a cancel button. */
export function ProgressPanel({ phase, onCancel }: { phase: DocumentPhase; onCancel: () => void }) {
  const { t } = useStatementsText();
  if (phase.state === 'idle') return null;
  const gathering = phase.state === 'gathering';
  const fraction = gathering ? phase.fraction : phase.total > 0 ? phase.done / phase.total : null;
  const label = gathering
    ? t('statement.gathering', { count: phase.rows })
    : phase.total > 0
      ? t('statement.rendering', { done: phase.done, total: phase.total })
      : t('statement.drawing');
  return (
    <div className="grid gap-3" data-testid="document-progress">
      <p className="text-sm text-fg" aria-live="polite">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={t('statement.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        {...(fraction === null ? {} : { 'aria-valuenow': Math.round(fraction * 100) })}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={`h-full rounded-full bg-primary motion-safe:transition-[width] ${fraction === null ? 'w-1/3 motion-safe:animate-pulse' : ''}`}
          style={fraction === null ? undefined : { width: `${Math.max(4, fraction * 100)}%` }}
        />
      </div>
      <div>
        <button type="button" className={buttonClass.secondary} onClick={onCancel} data-testid="document-cancel">
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
