import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useRegisteredModal } from '../../platform/modal-stack';

interface ForcedModalProps {
  /** Section 2 modal id (app-update, terms-update): registered so back and the lock trigger see it. */
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}

/**
 * A modal the user cannot dismiss: no close button, no backdrop or Escape dismissal; only its own
 * actions end it. Section 2's forced update and terms update use it.
 */
export function ForcedModal({ id, title, description, children }: ForcedModalProps) {
  useRegisteredModal(true, undefined, id);
  return (
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="drawer-overlay fixed inset-0 z-50 bg-black/60" />
        <AlertDialog.Content
          data-testid={id}
          onEscapeKeyDown={(event) => event.preventDefault()}
          className="fixed left-1/2 top-1/2 z-50 max-h-[92dvh] w-[min(94vw,30rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-xl font-semibold text-fg">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-fg-muted">{description}</AlertDialog.Description>
          <div className="mt-6">{children}</div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
