import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisteredModal } from '../../platform/modal-stack';
import { CloseIcon } from './icons';
import { iconButtonClass } from './styles';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  testId?: string;
}

/** A centred dialog with a title and a close button; logout closes it with every other modal. */
export function Modal({ open, onOpenChange, title, description, children, testId }: ModalProps) {
  const { t } = useTranslation();
  useRegisteredModal(open, () => onOpenChange(false));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-testid={testId}
          // Without a description, say so (Radix would otherwise point at a missing element).
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[90dvh] w-[min(94vw,32rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-border bg-surface shadow-xl"
        >
          <div className="flex items-start justify-between gap-3 border-b border-border p-5">
            <div>
              <Dialog.Title className="text-xl font-semibold text-fg">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-fg-muted">{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close asChild>
              <button type="button" aria-label={t('common.close')} className={`${iconButtonClass} -m-2 shrink-0`}>
                <CloseIcon />
              </button>
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto p-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
