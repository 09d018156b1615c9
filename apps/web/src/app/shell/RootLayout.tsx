import {
  PAGE_TRANSITION_BACK_MS,
  PAGE_TRANSITION_FORWARD_MS,
  SIDE_MENU_PERMANENT_FROM_PX,
  SIDE_MENU_WIDTH_PX,
} from '@coffer/domain';
import { type CSSProperties, lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router';
import { Toaster } from '../../lib/ui/toast';
import { useMediaQuery } from '../../lib/use-media-query';
import { platform } from '../../platform/platform';
import { AppEvents } from './AppEvents';
import { AppModals } from './AppModals';
import { AppRuntime } from './AppRuntime';
import { BackHandler } from './BackHandler';
import { Header } from './Header';
import { LockTrigger } from './LockTrigger';
import { MenuDrawer } from './MenuDrawer';
import { isMenuEnabled } from './menu';
import { SideMenu } from './SideMenu';

/** The native shell's opened URLs: its own chunk, loaded only in the shell. */
const AppUrlOpen = lazy(() => import('./AppUrlOpen').then((m) => ({ default: m.AppUrlOpen })));

const layoutVars = { '--side-menu-width': `${SIDE_MENU_WIDTH_PX}px` } as CSSProperties;

/**
 * Section 2 page transitions: the new page slides up with a fade, 280 ms forward and 200 ms back,
 * and not at all for users who ask the system to reduce motion.
 */
function usePageTransition(pathname: string) {
  const page = useRef<HTMLDivElement>(null);
  const navigationType = useNavigationType();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new page, not per render.
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const element = page.current;
    if (!element || reduceMotion || typeof element.animate !== 'function') return;
    const back = navigationType === NavigationType.Pop;
    element.animate(
      [
        { opacity: 0, transform: 'translateY(16px)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration: back ? PAGE_TRANSITION_BACK_MS : PAGE_TRANSITION_FORWARD_MS, easing: 'cubic-bezier(0.2, 0, 0, 1)' },
    );
  }, [pathname]);
  return page;
}

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const withMenu = isMenuEnabled(pathname);
  const wide = useMediaQuery(`(min-width: ${SIDE_MENU_PERMANENT_FROM_PX}px)`);
  const page = usePageTransition(pathname);

  return (
    <div style={layoutVars} className="min-h-dvh bg-bg text-fg">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary font-semibold text-primary-fg focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:px-4 focus:py-2"
      >
        {t('app.skipToContent')}
      </a>
      <Header
        homePath={withMenu ? '/auth/dashboard' : '/'}
        menuButton={withMenu && !wide ? <MenuDrawer /> : undefined}
      />
      <div className="flex">
        {withMenu && wide ? (
          <aside className="sticky top-16 h-[calc(100dvh-4rem)] w-[var(--side-menu-width)] shrink-0 overflow-y-auto bg-surface shadow-[inset_-1px_0_0_var(--border)]">
            <SideMenu mode="pane" />
          </aside>
        ) : null}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <div ref={page} data-testid="page">
            <Outlet />
          </div>
        </main>
      </div>
      <Toaster />
      <AppRuntime />
      <AppEvents />
      <AppModals />
      <LockTrigger />
      <BackHandler />
      {platform.native ? (
        <Suspense fallback={null}>
          <AppUrlOpen />
        </Suspense>
      ) : null}
    </div>
  );
}
