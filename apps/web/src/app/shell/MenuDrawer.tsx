import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MenuIcon } from '../../lib/ui/icons';
import { iconButtonClass } from '../../lib/ui/styles';
import { useRegisteredModal } from '../../platform/modal-stack';

// The dialog code (Radix) loads on the first open, so narrow screens do not pay for it up front.
const DrawerPanel = lazy(() => import('./DrawerPanel').then((m) => ({ default: m.DrawerPanel })));

/** Below the permanent-pane width the menu is a modal drawer; it closes on navigation and Escape. */
export function MenuDrawer() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The drawer is open only on the path it was opened at, so any navigation closes it, with no
  // effect that could race a quick tap.
  const [openAt, setOpenAt] = useState<string | null>(null);
  // Forget the opening path once we have left it, so coming back (browser Back) does not reopen it.
  if (openAt !== null && openAt !== pathname) setOpenAt(null);
  const open = openAt === pathname;
  const setOpen = (next: boolean) => setOpenAt(next ? pathname : null);
  // Back (and logout) close the drawer.
  useRegisteredModal(open, () => setOpenAt(null), 'menu-drawer');
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        data-testid="menu-button"
        aria-label={t('menu.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        onPointerEnter={() => setLoaded(true)}
        className={iconButtonClass}
      >
        <MenuIcon />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <DrawerPanel open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
