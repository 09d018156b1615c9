import { useTranslation } from 'react-i18next';
import { CopyIcon } from './icons';
import { iconButtonClass } from './styles';
import { showToast } from './toast';

/** An icon button that copies `value`; `label` names what is copied ("Copy the IBAN"). */
export function CopyButton({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-testid={testId}
      className={`${iconButtonClass} shrink-0 border border-border`}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(
          () => showToast(t('outbox.copied'), { tone: 'success' }),
          () => undefined,
        );
      }}
    >
      <CopyIcon />
    </button>
  );
}
