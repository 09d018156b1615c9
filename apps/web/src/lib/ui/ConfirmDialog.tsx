import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisteredModal } from '../../platform/modal-stack';
import { buttonClass } from './styles';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  /** An error or result shown inside the dialog. */
  children?: ReactNode;
}

/** Asks before an action that cannot be undone (a refund, buying a tier). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending = false,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  useRegisteredModal(open, () => onOpenChange(false));
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="drawer-overlay fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          data-testid="confirm-dialog"
          className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-xl font-semibold text-fg">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 text-fg-muted [overflow-wrap:anywhere]">{description}</div>
          </AlertDialog.Description>
          {children ? <div className="mt-4">{children}</div> : null}
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <AlertDialog.Cancel asChild>
              <button type="button" className={buttonClass.secondary}>
                {t('common.cancel')}
              </button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the call has answered. */}
            <button
              type="button"
              className={buttonClass.primary}
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={onConfirm}
            >
              {pending ? <span className="boot-spinner !size-4 !border-2" aria-hidden="true" /> : null}
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
