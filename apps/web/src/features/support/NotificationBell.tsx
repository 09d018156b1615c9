import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNamespace } from '../../lib/i18n/namespace';
import { iconButtonClass } from '../../lib/ui/styles';
import { useNotifications } from './api';
import { SUPPORT_LOCALES } from './i18n';
import { ensureUserStream } from './live';
import { installWebPush } from './web-push';

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9Z" strokeLinejoin="round" />
      <path d="M10 19a2 2 0 0 0 4 0" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's bell (issue 18): the unread count of the notification centre, kept fresh by the
 * server's live stream, which it starts for the signed-in user along with Web Push.
 */
export function NotificationBell() {
  const ready = useNamespace('support', SUPPORT_LOCALES);
  const { t } = useTranslation('support');
  const client = useQueryClient();
  const { data } = useNotifications();
  useEffect(() => ensureUserStream(client), [client]);
  useEffect(() => installWebPush(), []);
  const unread = data?.unread ?? 0;
  const label = ready ? `${t('bell.label')}${unread ? `, ${t('bell.unread', { count: unread })}` : ''}` : '';
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
