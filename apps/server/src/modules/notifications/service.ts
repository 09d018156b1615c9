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

/** One notification to write: who, of what kind, with what data. */
export interface NotificationInput {
  userId: string;
  kind: NotificationKind;
  data?: NotificationData;
}

interface Recipient {
  email: string;
  language: string;
  push: boolean | null;
  email_pref: boolean | null;
}

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
  const [result] = await notifyEach(services, [{ userId, kind, data }]);
  return result as NotifyResult;
}

/**
 * `notify` for many at once (a group commit's recipients): every notification and its recipient's
 * preferences in one statement, every pushed user's devices in a second, whatever their number.
 */
export async function notifyEach(services: Services, inputs: readonly NotificationInput[]): Promise<NotifyResult[]> {
  if (!inputs.length) return [];
  const ids = inputs.map(() => randomUUID());
  const rows = await services.db.query<Recipient & { i: number }>(
    `WITH input AS (SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[]) WITH ORDINALITY
         AS x (id, user_id, kind, data, i)),
       n AS (INSERT INTO notifications (id, user_id, kind, data, created_at)
         SELECT id, user_id, kind, data::jsonb, $5 FROM input ORDER BY i)
     SELECT input.i::int AS i, u.email, u.language, p.push, p.email AS email_pref FROM input
       JOIN users u ON u.id = input.user_id
       LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.kind = input.kind`,
    [
      ids,
      inputs.map((n) => n.userId),
      inputs.map((n) => n.kind),
      inputs.map((n) => JSON.stringify(n.data ?? {})),
      services.now(),
    ],
  );
  const recipients = new Map(rows.map((r) => [r.i - 1, r]));
  const plans = inputs.map((input, index) => {
    const id = ids[index] as string;
    // Money events change balances and histories too: the web reloads them with the bell (its live
    // prefixes, apps/web/src/lib/query-client.ts LIVE_KEY_PREFIXES), as polling slows while the stream is up.
    publish(
      services.db,
      { userId: input.userId },
      { keys: [['notifications'], ...LIVE_MONEY_KEYS], data: { notification: input.kind } },
    );
    const user = recipients.get(index);
    const stored =
      user && user.push !== null && user.email_pref !== null ? { push: user.push, email: user.email_pref } : undefined;
    const channels = user ? channelsFor(input.kind, stored) : [];
    const text = user ? notificationText(user.language, input.kind, input.data ?? {}) : null;
    return { input, id, user, channels, text };
  });
  const pushed = plans.filter((p) => p.channels.includes('push'));
  const devices = pushed.length
    ? await devicesOf(services, [...new Set(pushed.map((p) => p.input.userId))])
    : new Map();
  return Promise.all(
    plans.map(async ({ input, id, user, channels, text }): Promise<NotifyResult> => {
      const result: NotifyResult = { id, pushed: 0, emailed: false };
      if (!user || !text) return result;
      const data = input.data ?? {};
      if (channels.includes('push')) {
        result.pushed = await pushTo(services, devices.get(input.userId) ?? [], {
          kind: input.kind,
          id,
          ...text,
          data,
        });
      }
      if (channels.includes('email')) result.emailed = await emailTo(services, user.email, input.kind, id, text);
      return result;
    }),
  );
}

interface Device {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The push subscriptions of the users, by user. */
async function devicesOf(services: Services, userIds: string[]): Promise<Map<string, Device[]>> {
  const rows = await services.db.query<Device>(
    'SELECT id, user_id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = ANY($1::uuid[])',
    [userIds],
  );
  const byUser = new Map<string, Device[]>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  return byUser;
}

/** Sends to each device; subscriptions the push service calls gone are removed. */
async function pushTo(services: Services, targets: Device[], payload: Record<string, unknown>): Promise<number> {
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

/** Best effort: the in-app notification stays whatever the mail server says. */
async function emailTo(
  services: Services,
  to: string,
  kind: NotificationKind,
  id: string,
  text: { title: string; body: string },
): Promise<boolean> {
  try {
    await services.notifier.send({
      to,
      channel: 'email',
      kind: `notification_${kind}`,
      subject: `Coffer: ${text.title}`,
      text: text.body,
      data: { notificationId: id },
    });
    return true;
  } catch {
    return false;
  }
}

/** Logout: the signed-out device's subscriptions (by its DeviceID) get no more pushes for this user. */
export async function stopDevicePush(services: Services, userId: string, deviceId: string | null): Promise<void> {
  if (!deviceId) return;
  await services.db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND device_id = $2', [userId, deviceId]);
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
