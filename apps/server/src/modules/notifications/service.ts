import { randomUUID } from 'node:crypto';
import {
  type ChannelPreference,
  channelsFor,
  defaultPreference,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@coffer/domain';
import { type SQL, sql } from 'drizzle-orm';
import { queryOf } from '../../db/sql';
import type { Services } from '../../services';
import { recordsOf } from '../ledger/sql';
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

interface Device {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a notification's delivery needs of its recipient, read as the notification is written. */
export interface Recipient {
  i: number;
  email: string;
  language: string;
  push: boolean | null;
  email_pref: boolean | null;
  devices: Device[] | null;
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

/** `notify` for many at once: all of them written, with what delivery needs, in one statement. */
export async function notifyEach(services: Services, inputs: readonly NotificationInput[]): Promise<NotifyResult[]> {
  if (!inputs.length) return [];
  const writes = notificationWrites(inputs, services.now());
  const [row] = await queryOf<{ recipients: Recipient[] | null }>(
    services.db,
    sql`WITH ${sql.join(writes.parts, sql`, `)} SELECT (${writes.recipients}) AS recipients`,
  );
  return deliverNotifications(services, writes.ready(row?.recipients ?? null));
}

/** Notifications written and ready to deliver, with their recipients. */
export interface WrittenNotifications {
  inputs: readonly NotificationInput[];
  ids: string[];
  recipients: Recipient[] | null;
}

/**
 * The notifications as the parts of a WITH (nt_in, nt) and a scalar query of their recipients (JSON),
 * for a caller that writes them in its own statement: a group commit records its payments' notices in
 * the same transaction as the money. `ready` pairs the query's answer with them for delivery.
 */
export function notificationWrites(
  inputs: readonly NotificationInput[],
  at: Date,
): { parts: SQL[]; recipients: SQL; ready: (recipients: Recipient[] | null) => WrittenNotifications } {
  const ids = inputs.map(() => randomUUID());
  return {
    parts: [
      sql`nt_in AS (SELECT * FROM ${NOTICES(inputs.map((input, i) => ({ input, id: ids[i] as string })))})`,
      sql`nt AS (INSERT INTO notifications (id, user_id, kind, data, created_at)
        SELECT id, user_id, kind, data, ${at.toISOString()}::timestamptz FROM nt_in ORDER BY i RETURNING 1)`,
    ],
    recipients: sql`SELECT json_agg(json_build_object('i', n.i, 'email', u.email, 'language', u.language,
        'push', p.push, 'email_pref', p.email,
        'devices', (SELECT json_agg(json_build_object('id', s.id, 'endpoint', s.endpoint, 'p256dh', s.p256dh,
          'auth', s.auth)) FROM push_subscriptions s WHERE s.user_id = u.id)))
      FROM nt_in n JOIN users u ON u.id = n.user_id
      LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.kind = n.kind`,
    ready: (recipients) => ({ inputs, ids, recipients }),
  };
}

/** Announces, pushes and emails written notifications; never throws for a delivery that failed. */
export async function deliverNotifications(services: Services, written: WrittenNotifications): Promise<NotifyResult[]> {
  const recipients = new Map((written.recipients ?? []).map((r) => [r.i - 1, r]));
  return Promise.all(
    written.inputs.map(async (input, index): Promise<NotifyResult> => {
      const id = written.ids[index] as string;
      // Money events change balances and histories too: the web reloads them with the bell (its live
      // prefixes, apps/web/src/lib/query-client.ts LIVE_KEY_PREFIXES), as polling slows while the stream is up.
      publish(
        services.db,
        { userId: input.userId },
        { keys: [['notifications'], ...LIVE_MONEY_KEYS], data: { notification: input.kind } },
      );
      const result: NotifyResult = { id, pushed: 0, emailed: false };
      const user = recipients.get(index);
      if (!user) return result;
      const stored =
        user.push !== null && user.email_pref !== null ? { push: user.push, email: user.email_pref } : undefined;
      const channels = channelsFor(input.kind, stored);
      const data = input.data ?? {};
      const text = notificationText(user.language, input.kind, data);
      if (channels.includes('push')) {
        result.pushed = await pushTo(services, user.devices ?? [], { kind: input.kind, id, ...text, data });
      }
      if (channels.includes('email')) result.emailed = await emailTo(services, user.email, input.kind, id, text);
      return result;
    }),
  );
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

/** A notification's row; `i` counts from 1, as the recipients' answer numbers them. */
const NOTICES = recordsOf<{ input: NotificationInput; id: string }>('v', {
  id: ['uuid', (n) => n.id],
  user_id: ['uuid', (n) => n.input.userId],
  kind: ['text', (n) => n.input.kind],
  data: ['jsonb', (n) => n.input.data ?? {}],
  i: ['bigint', (_, index) => index + 1],
});
