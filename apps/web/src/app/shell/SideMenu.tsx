import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { activeMenuEntry, MENU_ENTRIES } from './menu';

interface SideMenuProps {
  mode: 'pane' | 'drawer';
}

export function SideMenu({ mode }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeMenuEntry(pathname);

  return (
    <nav data-testid="side-menu" data-mode={mode} aria-label={t('menu.label')} className="p-3">
      <ul className="flex flex-col gap-1">
        {MENU_ENTRIES.map(({ id, path, Icon }) => {
          const current = id === active;
          return (
            <li key={id}>
              <Link
                to={path}
                aria-current={current ? 'page' : undefined}
                className={`flex min-h-11 items-center gap-3 rounded-xl px-3 text-[0.95rem] font-medium motion-safe:transition-colors ${
                  current ? 'bg-primary-soft text-primary-strong' : 'text-fg-muted hover:bg-surface-2 hover:text-fg'
                }`}
              >
                <Icon />
                <span>{t(`menu.${id}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
