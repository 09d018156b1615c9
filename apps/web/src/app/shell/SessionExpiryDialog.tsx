import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../lib/ui/styles';
import { useRegisteredModal } from '../../platform/modal-stack';

interface SessionExpiryDialogProps {
  secondsLeft: number;
  onKeepOpen: () => void;
  onLogout: () => void;
}

/** The session-expiry dialog of section 2: logout or keep open, with the 60-second countdown. */
export function SessionExpiryDialog({ secondsLeft, onKeepOpen, onLogout }: SessionExpiryDialogProps) {
  const { t } = useTranslation();
  // Back keeps the session open, like the dialog's own "keep open".
  useRegisteredModal(true, onKeepOpen, 'session-expiry');
  return (
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="drawer-overlay fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          data-testid="session-expiry"
          className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-xl font-semibold text-fg">{t('session.expiryTitle')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-fg-muted">
            {t('session.expiryBody', { count: secondsLeft })}
          </AlertDialog.Description>
          <p aria-live="polite" className="mt-4 text-center text-4xl font-semibold tabular-nums text-fg">
            {secondsLeft}
          </p>
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <AlertDialog.Cancel asChild>
              <button type="button" className={buttonClass.secondary} onClick={onLogout}>
                {t('session.logout')}
              </button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <button type="button" className={buttonClass.primary} onClick={onKeepOpen}>
                {t('session.keepOpen')}
              </button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
