import { SIDE_MENU_WIDTH_PX } from '@coffer/domain';
import { Dialog, VisuallyHidden } from 'radix-ui';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../lib/ui/icons';
import { iconButtonClass } from '../../lib/ui/styles';
import { SideMenu } from './SideMenu';

interface DrawerPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button lives outside the dialog, so focus is handed back to it by hand. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

export function DrawerPanel({ open, onOpenChange, returnFocusTo }: DrawerPanelProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          // Portaled to <body>, outside the layout that defines --side-menu-width.
          style={{ width: SIDE_MENU_WIDTH_PX }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="drawer-panel fixed inset-y-0 left-0 z-50 flex max-w-[85vw] flex-col border-r border-border bg-surface shadow-xl"
        >
          <div className="flex h-16 items-center justify-between border-b border-border px-3">
            <VisuallyHidden.Root asChild>
              <Dialog.Title>{t('menu.label')}</Dialog.Title>
            </VisuallyHidden.Root>
            <span aria-hidden="true" className="px-2 text-lg font-semibold text-fg">
              {t('app.brand')}
            </span>
            <Dialog.Close asChild>
              <button type="button" aria-label={t('menu.close')} className={iconButtonClass}>
                <CloseIcon />
              </button>
            </Dialog.Close>
          </div>
          <SideMenu mode="drawer" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
