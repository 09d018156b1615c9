import { type BiometricIcon, PIN_LENGTH } from '@coffer/domain';
import { Dialog } from 'radix-ui';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../../lib/session/session';
import { LockIcon } from '../../lib/ui/icons';
import { biometricKind, isBiometricAvailable, isBiometricEnabled, verifyBiometric } from '../../platform/biometric';
import { useRegisteredModal } from '../../platform/modal-stack';
import { Keypad } from './Keypad';
import { usePinLock } from './use-pin-lock';

/** Section 2's modal id: back never closes it. */
export const LOCK_SCREEN_MODAL_ID = 'lockscreen';

const prevent = (event: Event) => event.preventDefault();

/**
 * The lock screen of sections 2 and 4: a modal over any screen with 4 dots, a keypad, backspace once
 * a digit is typed, the biometric key when available, the wrong-PIN shake and hint, and the waiting
 * screen with its countdown after every third wrong PIN. Digits and Backspace work from the keyboard.
 */
export function LockScreen({ onUnlock }: { onUnlock: () => void }) {
  const { t } = useTranslation();
  const hintId = useId();
  const { view, send } = usePinLock({ onClose: onUnlock });
  // The biometric key's icon when biometrics are available, else null.
  const [biometric, setBiometric] = useState<BiometricIcon | null>(null);
  const content = useRef<HTMLDivElement>(null);

  useRegisteredModal(true, undefined, LOCK_SCREEN_MODAL_ID);

  useEffect(() => {
    let live = true;
    if (isBiometricEnabled()) {
      void Promise.all([isBiometricAvailable(), biometricKind()]).then(
        ([available, kind]) => live && setBiometric(available ? kind : null),
      );
    }
    return () => {
      live = false;
    };
  }, []);

  // Listening from the commit, before the first paint: with Preact a plain effect waits for the next frame,
  // and digits typed at once would be lost (the e2e lock spec, whose page clock holds frames back).
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (/^\d$/.test(event.key)) send({ type: 'digit', digit: event.key });
      else if (event.key === 'Backspace') send({ type: 'backspace' });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [send]);

  const lockedOut = view.countdownSeconds !== null;
  const title = lockedOut ? t('lock.lockedOutTitle') : view.errorTitle ? t('lock.errorTitle') : t('lock.title');
  const hint = lockedOut
    ? t('lock.lockedOutHint')
    : view.attemptsLeftHint !== null
      ? t('lock.attemptsLeft', { count: view.attemptsLeftHint })
      : view.errorTitle
        ? t('lock.tryAgain')
        : t('lock.hint');

  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Content
          data-testid="lock-screen"
          aria-describedby={hintId}
          ref={content}
          tabIndex={-1}
          // Focus the screen itself, not the first key: digits come from the keypad or the keyboard.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            content.current?.focus();
          }}
          onEscapeKeyDown={prevent}
          onInteractOutside={prevent}
          className="fixed inset-0 z-[60] flex flex-col items-center overflow-y-auto bg-bg px-6 py-10 text-fg outline-none"
        >
          <div className="m-auto flex w-full max-w-xs flex-col items-center text-center">
            <span className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary-strong">
              <LockIcon className="size-7" />
            </span>
            <Dialog.Title
              className={`mt-5 text-2xl font-semibold ${view.errorTitle && !lockedOut ? 'text-danger-fg' : 'text-fg'}`}
              data-testid="lock-title"
            >
              {title}
            </Dialog.Title>
            <p id={hintId} aria-live="polite" className="mt-2 min-h-6 text-fg-muted" data-testid="lock-hint">
              {hint}
            </p>
            {lockedOut ? (
              <div className="mt-10" data-testid="lock-countdown">
                <p role="timer" className="text-6xl font-semibold tabular-nums text-fg">
                  {view.countdownSeconds}
                </p>
                <p className="mt-1 text-fg-muted">{t('lock.seconds', { count: view.countdownSeconds ?? 0 })}</p>
              </div>
            ) : (
              <>
                <div
                  className="pin-dots mt-8 flex gap-5"
                  data-testid="pin-dots"
                  data-shaking={view.shaking}
                  data-filled={view.filledDots}
                  role="img"
                  aria-label={t('lock.dots', { count: view.filledDots, total: PIN_LENGTH })}
                >
                  {Array.from({ length: PIN_LENGTH }, (_, index) => (
                    <span
                      // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items.
                      key={index}
                      className={`size-4 rounded-full border-2 ${
                        index < view.filledDots
                          ? view.errorTitle
                            ? 'border-danger-fg bg-danger-fg'
                            : 'border-primary bg-primary'
                          : 'border-fg-muted'
                      }`}
                    />
                  ))}
                </div>
                <Keypad
                  onDigit={(digit) => send({ type: 'digit', digit })}
                  onBackspace={() => send({ type: 'backspace' })}
                  showBackspace={view.showBackspace}
                  biometric={biometric}
                  onBiometric={() => void verifyBiometric().then((result) => send({ type: 'biometric', result }))}
                />
              </>
            )}
            <button
              type="button"
              className="mt-10 text-sm font-medium text-primary-strong underline-offset-4 hover:underline"
              onClick={() => void logout()}
            >
              {t('lock.forgot')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
