import {
  getNotificationPreferences,
  getPushKey,
  listNotifications,
  type NotificationItem,
  readAllNotifications,
  readNotification,
  subscribePush,
  unsubscribePush,
  updateNotificationPreference,
} from '@coffer/contract';
import { isSecurityKind, type NotificationKind } from '@coffer/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { authedRoute } from '../../http/routes';
import type { Services } from '../../services';
import { publish } from '../live/bus';
import { iso } from '../transactions/records';
import { pushProvider } from './push';
import { preferencesOf } from './service';

interface NotificationRow {
  id: string;
  kind: NotificationKind;
  data: Record<string, string>;
  read_at: Date | string | null;
  created_at: Date | string;
}

const view = (row: NotificationRow): NotificationItem => ({
  id: row.id,
  kind: row.kind,
  data: row.data,
  read: row.read_at !== null,
  createdAt: iso(row.created_at),
});

async function preferenceList(services: Services, userId: string) {
  return (await preferencesOf(services, userId)).map((p) => ({ ...p, emailLocked: isSecurityKind(p.kind) }));
}

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  authedRoute(app, listNotifications, async ({ services, auth, query }) => {
    const rows = await services.db.query<NotificationRow>(
      `SELECT id, kind, data, read_at, created_at FROM notifications
        WHERE user_id = $1 AND ($2::timestamptz IS NULL OR created_at < $2) ORDER BY created_at DESC, id DESC LIMIT $3`,
      // As UTC: the database refuses offsets JavaScript reads (beyond ±15:59).
      [auth.user.id, query.before ? new Date(query.before).toISOString() : null, query.limit],
    );
    const [count] = await services.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL',
      [auth.user.id],
    );
    return { items: rows.map(view), unread: count?.n ?? 0 };
  });

  authedRoute(app, readNotification, async ({ services, auth, params }) => {
    const [row] = await services.db.query<NotificationRow>(
      `UPDATE notifications SET read_at = COALESCE(read_at, $3) WHERE id = $1 AND user_id = $2
        RETURNING id, kind, data, read_at, created_at`,
      [params.id, auth.user.id, services.now()],
    );
    if (!row) throw new AppError('not_found', 'No such notification');
    publish(services.db, { userId: auth.user.id }, { keys: [['notifications']] });
    return view(row);
  });

  authedRoute(app, readAllNotifications, async ({ services, auth }) => {
    await services.db.query('UPDATE notifications SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL', [
      auth.user.id,
      services.now(),
    ]);
    publish(services.db, { userId: auth.user.id }, { keys: [['notifications']] });
    return { success: true as const };
  });

  authedRoute(app, getNotificationPreferences, ({ services, auth }) => preferenceList(services, auth.user.id));

  authedRoute(app, updateNotificationPreference, async ({ services, auth, body }) => {
    await services.db.query(
      `INSERT INTO notification_preferences (user_id, kind, push, email) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, kind) DO UPDATE SET push = $3, email = $4`,
      [auth.user.id, body.kind, body.push, body.email || isSecurityKind(body.kind)],
    );
    return preferenceList(services, auth.user.id);
  });

  authedRoute(app, getPushKey, ({ services }) => ({ publicKey: pushProvider(services).publicKey() }));

  authedRoute(app, subscribePush, async ({ services, auth, body, request }) => {
    // A loopback push service is for tests and local runs only.
    if (services.config.production && !body.endpoint.startsWith('https://')) {
      throw new AppError('bad_params', 'A push endpoint is an https URL', {
        issues: [{ path: 'endpoint', message: 'An https URL', code: 'invalid_string' }],
      });
    }
    const device = request.headers.deviceid;
    // An endpoint belongs to one browser: a new sign-in on it takes the subscription over.
    await services.db.query(
      `INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth, device_id, created_at)
       VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = $1, p256dh = $3, auth = $4, device_id = $5`,
      [
        auth.user.id,
        body.endpoint,
        body.keys.p256dh,
        body.keys.auth,
        typeof device === 'string' ? device.slice(0, 200) : null,
        services.now(),
      ],
    );
    return { success: true as const };
  });

  authedRoute(app, unsubscribePush, async ({ services, auth, body }) => {
    await services.db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2', [
      auth.user.id,
      body.endpoint,
    ]);
    return { success: true as const };
  });
}
