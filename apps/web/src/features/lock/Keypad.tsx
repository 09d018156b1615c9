import type { BiometricIcon } from '@coffer/domain';
import { useTranslation } from 'react-i18next';
import { BackspaceIcon, FaceIcon, FingerprintIcon } from '../../lib/ui/icons';

const keyBase = 'grid size-16 place-items-center rounded-full text-2xl font-medium transition-colors';
const keyClass = `${keyBase} border border-border bg-surface text-fg shadow-sm hover:bg-surface-2 active:bg-surface-2`;
const plainKeyClass = `${keyBase} text-fg hover:bg-surface-2 active:bg-surface-2`;

interface KeypadProps {
  onDigit: (digit: string) => void;
  onBackspace: () => void;
  showBackspace: boolean;
  /** The biometric key's icon (face or fingerprint, section 2); null hides the key. */
  biometric: BiometricIcon | null;
  onBiometric: () => void;
}

/** The lock screen's keypad: 1-9, then biometric, 0 and backspace (each only when it applies). */
export function Keypad({ onDigit, onBackspace, showBackspace, biometric, onBiometric }: KeypadProps) {
  const { t } = useTranslation();
  const digit = (value: string) => (
    <button key={value} type="button" className={keyClass} onClick={() => onDigit(value)}>
      {value}
    </button>
  );
  return (
    <div className="mt-8 grid grid-cols-3 gap-4" data-testid="pin-keypad">
      {['1', '2', '3', '4', '5', '6', '7', '8', '9'].map(digit)}
      {biometric ? (
        <button
          type="button"
          className={`${plainKeyClass} text-primary-strong`}
          aria-label={t(biometric === 'face' ? 'lock.biometricFace' : 'lock.biometricFingerprint')}
          data-testid="lock-biometric"
          data-kind={biometric}
          onClick={onBiometric}
        >
          {biometric === 'face' ? <FaceIcon className="size-7" /> : <FingerprintIcon className="size-7" />}
        </button>
      ) : (
        <span aria-hidden="true" />
      )}
      {digit('0')}
      {showBackspace ? (
        <button type="button" className={plainKeyClass} aria-label={t('lock.backspace')} onClick={onBackspace}>
          <BackspaceIcon className="size-7" />
        </button>
      ) : (
        <span aria-hidden="true" />
      )}
    </div>
  );
}
