import type { NotificationItem } from '@coffer/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../lib/format';
import { useNamespace } from '../../lib/i18n/namespace';
import { BusyScreen } from '../../lib/ui/BusyScreen';
import { Section } from '../../lib/ui/Section';
import { ShellPage } from '../../lib/ui/ShellPage';
import { buttonClass } from '../../lib/ui/styles';
import { markAllRead, markRead, NOTIFICATIONS_KEY, useNotifications } from './api';
import { SUPPORT_LOCALES } from './i18n';
import { PreferencesSection } from './PreferencesSection';

function targetOf(item: NotificationItem): string | null {
  if (item.data.ticketId) return `/auth/support/${item.data.ticketId}`;
  if (item.kind === 'kyc_document_reviewed') return '/auth/kyc';
  return null;
}

function Item({ item }: { item: NotificationItem }) {
  const { t } = useTranslation('support');
  const { date } = useFormatters();
  const client = useQueryClient();
  const text = t(`notifications.kind.${item.kind}`, {
    ...item.data,
    device: item.data.device || t('notifications.aNewDevice'),
  });
  const target = targetOf(item);
  return (
    <li
      data-testid="notification"
      data-kind={item.kind}
      className={`flex flex-wrap items-start justify-between gap-2 rounded-xl border px-3 py-2 ${item.read ? 'border-border' : 'border-primary bg-surface-2'}`}
    >
      {/* A basis: on a phone the button goes under the text instead of squeezing it. */}
      <span className="min-w-0 flex-1 basis-56">
        <span className="block font-medium text-fg">
          {target ? (
            <Link to={target} className="underline underline-offset-4">
              {text}
            </Link>
          ) : (
            text
          )}
        </span>
        <span className="block text-sm text-fg-muted">
          {date(item.createdAt)}
          {item.read ? '' : ` · ${t('notifications.unread')}`}
        </span>
      </span>
      {item.read ? null : (
        <button
          type="button"
          className={buttonClass.ghost}
          onClick={() => void markRead(item.id).then(() => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }))}
        >
          {t('notifications.markRead')}
        </button>
      )}
    </li>
  );
}

/** The notification centre: everything the user was told, newest first, and the channels per kind. */
export function NotificationsPage() {
  const ready = useNamespace('support', SUPPORT_LOCALES);
  const { t } = useTranslation('support');
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const { data } = useNotifications();
  if (!ready || !data) return <BusyScreen label={tc('app.loading')} />;
  return (
    <ShellPage title={t('notifications.title')} lead={t('notifications.lead')} bare>
      <Section title={t('notifications.title')} testId="notification-list">
        {data.unread > 0 ? (
          <button
            type="button"
            className={`${buttonClass.secondary} mb-3`}
            onClick={() => void markAllRead().then(() => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }))}
          >
            {t('notifications.readAll')}
          </button>
        ) : null}
        {data.items.length === 0 ? (
          <p className="text-fg-muted">{t('notifications.empty')}</p>
        ) : (
          <ul className="grid gap-2">
            {data.items.map((item) => (
              <Item key={item.id} item={item} />
            ))}
          </ul>
        )}
      </Section>
      <PreferencesSection />
    </ShellPage>
  );
}
