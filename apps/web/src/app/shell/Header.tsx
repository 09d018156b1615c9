import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ThemeToggle } from '../../features/preferences/ThemeToggle';
import { BellLink } from '../../features/support/BellLink';
import { WhenSettled } from '../../lib/scheduling/later';
import { useHasToken } from '../../lib/session/use-session';
import { BrandMark } from '../../lib/ui/icons';
import { LogoutButton } from './LogoutButton';
import { SandboxBadge } from './SandboxBadge';

/**
 * The notification bell (issue 18) loads with its own chunk once the first screen has settled (decision
 * 0041); until then the header draws the same bell, without its count.
 */
const NotificationBell = lazy(() =>
  import('../../features/support/NotificationBell').then((m) => ({ default: m.NotificationBell })),
);

interface HeaderProps {
  /** The drawer's menu button, when the menu is a drawer. */
  menuButton?: ReactNode;
  homePath: string;
}

export function Header({ menuButton, homePath }: HeaderProps) {
  const { t } = useTranslation();
  const hasToken = useHasToken();
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <div className="flex h-16 items-center gap-2 px-3 sm:px-5">
        {menuButton}
        <Link to={homePath} className="flex min-w-0 items-center gap-2 rounded-lg px-1 text-lg font-semibold text-fg">
          <BrandMark />
          {/* On phones (under 420 px, beside the sandbox badge and three buttons) the mark alone stands for the brand; the name stays for screen readers. */}
          <span className="max-[419px]:sr-only">{t('app.brand')}</span>
        </Link>
        <SandboxBadge />
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <ThemeToggle />
          {hasToken ? (
            <WhenSettled fallback={<BellLink label={t('app.notifications')} />}>
              <Suspense fallback={<BellLink label={t('app.notifications')} />}>
                <NotificationBell />
              </Suspense>
            </WhenSettled>
          ) : null}
          {hasToken ? <LogoutButton compact /> : null}
        </div>
      </div>
    </header>
  );
}
