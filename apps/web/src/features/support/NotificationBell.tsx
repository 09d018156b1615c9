import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNamespace } from '../../lib/i18n/namespace';
import { useNotifications } from './api';
import { BellLink } from './BellLink';
import { SUPPORT_LOCALES } from './i18n';
import { ensureUserStream } from './live';
import { installWebPush } from './web-push';

/**
 * The header's bell (issue 18): the unread count of the notification centre, kept fresh by the
 * server's live stream, which it starts for the signed-in user along with Web Push.
 */
export function NotificationBell() {
  const ready = useNamespace('support', SUPPORT_LOCALES);
  const { t } = useTranslation('support');
  const { t: appText } = useTranslation();
  const client = useQueryClient();
  const { data } = useNotifications();
  useEffect(() => ensureUserStream(client), [client]);
  useEffect(() => installWebPush(), []);
  const unread = data?.unread ?? 0;
  const label = ready
    ? `${t('bell.label')}${unread ? `, ${t('bell.unread', { count: unread })}` : ''}`
    : appText('app.notifications');
  return <BellLink label={label} unread={unread} />;
}
