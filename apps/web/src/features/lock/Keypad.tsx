import { useTranslation } from 'react-i18next';
import { BackspaceIcon, FingerprintIcon } from '../../lib/ui/icons';

const keyClass =
  'grid size-16 place-items-center rounded-full border border-border bg-surface text-2xl font-medium text-fg shadow-sm transition-colors hover:bg-surface-2 active:bg-surface-2 disabled:opacity-50';

interface KeypadProps {
  onDigit: (digit: string) => void;
  onBackspace: () => void;
  showBackspace: boolean;
  onBiometric: (() => void) | null;
}

/** The lock screen's keypad: 1-9, then biometric, 0 and backspace (each only when it applies). */
export function Keypad({ onDigit, onBackspace, showBackspace, onBiometric }: KeypadProps) {
  const { t } = useTranslation();
  const digit = (value: string) => (
    <button key={value} type="button" className={keyClass} onClick={() => onDigit(value)}>
      {value}
    </button>
  );
  return (
    <div className="mt-8 grid grid-cols-3 gap-4" data-testid="pin-keypad">
      {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map(digit)}
      {onBiometric ? (
        <button
          type="button"
          className={`${keyClass} text-primary`}
          aria-label={t('lock.biometric')}
          data-testid="lock-biometric"
          onClick={onBiometric}
        >
          <FingerprintIcon className="size-7" />
        </button>
      ) : (
        <span aria-hidden="true" />
      )}
      {digit('0')}
      {showBackspace ? (
        <button
          type="button"
          className={`${keyClass} border-transparent bg-transparent shadow-none`}
          aria-label={t('lock.backspace')}
          onClick={onBackspace}
        >
          <BackspaceIcon className="size-7" />
        </button>
      ) : (
        <span aria-hidden="true" />
      )}
    </div>
  );
}
