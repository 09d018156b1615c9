import { Link } from 'react-router';
import { iconButtonClass } from '../../lib/ui/styles';

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9Z" strokeLinejoin="round" />
      <path d="M10 19a2 2 0 0 0 4 0" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's bell as drawn: a link to the notification centre with the unread count. The header shows it
 * without a count until the bell's own chunk (NotificationBell) has loaded after the first screen.
 */
export function BellLink({ label, unread = 0 }: { label: string; unread?: number }) {
  return (
    <Link to="/auth/notifications" className={`${iconButtonClass} relative`} aria-label={label} data-testid="bell">
      <BellIcon />
      {unread > 0 ? (
        <span
          data-testid="bell-count"
          className="absolute right-1 top-1 min-w-5 rounded-full bg-danger-fg px-1 text-center text-xs font-bold leading-5 text-surface"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
