import { SIDE_MENU_PERMANENT_FROM_PX, SIDE_MENU_WIDTH_PX } from '@coffer/domain';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from '../../lib/ui/toast';
import { useMediaQuery } from '../../lib/use-media-query';
import { AppRuntime } from './AppRuntime';
import { Header } from './Header';
import { MenuDrawer } from './MenuDrawer';
import { isMenuEnabled } from './menu';
import { SideMenu } from './SideMenu';

const layoutVars = { '--side-menu-width': `${SIDE_MENU_WIDTH_PX}px` } as CSSProperties;

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const withMenu = isMenuEnabled(pathname);
  const wide = useMediaQuery(`(min-width: ${SIDE_MENU_PERMANENT_FROM_PX}px)`);

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
          <Outlet />
        </main>
      </div>
      <Toaster />
      <AppRuntime />
    </div>
  );
}
