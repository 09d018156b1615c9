import { randomUUID } from 'node:crypto';
import {
  type ChannelPreference,
  channelsFor,
  defaultPreference,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@coffer/domain';
import type { Services } from '../../services';
import { publish } from '../live/bus';
import { pushProvider } from './push';
import { notificationText } from './texts';

export type NotificationData = Record<string, string>;

export interface NotifyResult {
  id: string;
  pushed: number;
  emailed: boolean;
}

/** The web's query-key prefixes of balances and histories. */
const LIVE_MONEY_KEYS = [['wallets'], ['wallet'], ['transaction']];

/**
 * The one way every module tells a user something (issue 18): the notification is listed in-app and
 * announced on the user's live stream, then pushed and emailed as the user's preferences for its
 * kind say (security kinds always emailed). Delivery failures never reach the caller: call it after
 * the money's transaction committed, and `void` it where waiting would slow a request.
 */
export async function notify(
  services: Services,
  userId: string,
  kind: NotificationKind,
  data: NotificationData = {},
): Promise<NotifyResult> {
  const id = randomUUID();
  const [user] = await services.db.query<{
    email: string;
    language: string;
    push: boolean | null;
    email_pref: boolean | null;
  }>(
    `WITH n AS (INSERT INTO notifications (id, user_id, kind, data, created_at) VALUES ($1, $2, $3, $4::jsonb, $5))
     SELECT u.email, u.language, p.push, p.email AS email_pref FROM users u
       LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.kind = $3 WHERE u.id = $2`,
    [id, userId, kind, JSON.stringify(data), services.now()],
  );
  // Money events change balances and histories too: the web reloads them with the bell (its live
  // prefixes, apps/web/src/lib/query-client.ts LIVE_KEY_PREFIXES), as polling slows while the stream is up.
  publish(services.db, { userId }, { keys: [['notifications'], ...LIVE_MONEY_KEYS], data: { notification: kind } });
  const result: NotifyResult = { id, pushed: 0, emailed: false };
  if (!user) return result;
  const stored =
    user.push === null || user.email_pref === null ? undefined : { push: user.push, email: user.email_pref };
  const channels = channelsFor(kind, stored);
  const text = notificationText(user.language, kind, data);
  if (channels.includes('push')) result.pushed = await pushToUser(services, userId, { kind, id, ...text, data });
  if (channels.includes('email')) {
    try {
      await services.notifier.send({
        to: user.email,
        channel: 'email',
        kind: `notification_${kind}`,
        subject: `Coffer: ${text.title}`,
        text: text.body,
        data: { notificationId: id },
      });
      result.emailed = true;
    } catch {
      // The in-app notification stays; email is best effort.
    }
  }
  return result;
}

/** Sends to every device of the user; subscriptions the push service calls gone are removed. */
async function pushToUser(services: Services, userId: string, payload: Record<string, unknown>): Promise<number> {
  const targets = await services.db.query<{ id: string; endpoint: string; p256dh: string; auth: string }>(
    'SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = $1',
    [userId],
  );
  if (!targets.length) return 0;
  const provider = pushProvider(services);
  let sent = 0;
  for (const target of targets) {
    const outcome = await provider.send(target, payload).catch(() => 'failed' as const);
    if (outcome === 'sent') sent += 1;
    if (outcome === 'gone') await services.db.query('DELETE FROM push_subscriptions WHERE id = $1', [target.id]);
  }
  return sent;
}

/** Fire and forget, for call sites on a request's path: the notification never fails or delays them. */
export function notifyLater(
  services: Services,
  userId: string,
  kind: NotificationKind,
  data: NotificationData = {},
): void {
  void notify(services, userId, kind, data).catch(() => undefined);
}

export async function preferencesOf(
  services: Services,
  userId: string,
): Promise<Array<{ kind: NotificationKind } & ChannelPreference>> {
  const rows = await services.db.query<{ kind: string; push: boolean; email: boolean }>(
    'SELECT kind, push, email FROM notification_preferences WHERE user_id = $1',
    [userId],
  );
  const stored = new Map(rows.map((r) => [r.kind, { push: r.push, email: r.email }]));
  return NOTIFICATION_KINDS.map((kind) => ({ kind, ...(stored.get(kind) ?? defaultPreference(kind)) }));
}
