import { NOTIFICATION_KINDS, PUSH_PERMISSIONS } from '@coffer/domain';
import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { idField, isoDate, isoInstant, ok } from '../fields';

/** One entry of the in-app notification centre (issue 18); `data` holds plain values (amount, coin, ids). */
export const notificationItem = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  data: z.record(z.string(), z.string()),
  read: z.boolean(),
  createdAt: isoDate(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const listNotifications = endpoint({
  method: 'GET',
  path: '/notifications',
  summary: 'The notification centre, newest first, with the unread count; `before` pages on',
  tag: 'notifications',
  auth: true,
  query: () =>
    z.object({
      limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 30),
      before: z.optional(isoInstant()),
    }),
  response: () => z.object({ items: z.array(notificationItem), unread: z.int() }),
});

export const readNotification = endpoint({
  method: 'PUT',
  path: '/notifications/{id}/read',
  summary: 'Marks one notification read',
  tag: 'notifications',
  auth: true,
  params: () => z.object({ id: idField() }),
  response: () => notificationItem,
});

export const readAllNotifications = endpoint({
  method: 'PUT',
  path: '/notifications/read',
  summary: 'Marks every notification read',
  tag: 'notifications',
  auth: true,
  response: () => ok(),
});

export const notificationPreference = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  push: z.boolean(),
  email: z.boolean(),
  /** Security events are always emailed: the email switch cannot be turned off. */
  emailLocked: z.boolean(),
});

export const getNotificationPreferences = endpoint({
  method: 'GET',
  path: '/notifications/preferences',
  summary: 'Push and email per kind of notification',
  tag: 'notifications',
  auth: true,
  response: () => z.array(notificationPreference),
});

export const updateNotificationPreference = endpoint({
  method: 'PUT',
  path: '/notifications/preferences',
  summary: 'Changes the channels of one kind (a security kind stays emailed)',
  tag: 'notifications',
  auth: true,
  body: () => z.object({ kind: z.enum(NOTIFICATION_KINDS), push: z.boolean(), email: z.boolean() }),
  response: () => z.array(notificationPreference),
});

export const getPushKey = endpoint({
  method: 'GET',
  path: '/push/key',
  summary: 'The VAPID application server key to subscribe with, and whether this device is subscribed',
  tag: 'notifications',
  auth: true,
  response: () => z.object({ publicKey: z.string() }),
});

const pushEndpoint = z.string().check(
  z.maxLength(2048),
  z.url(),
  z.refine((url) => url.startsWith('https://') || /^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url), 'An https URL'),
);

export const subscribePush = endpoint({
  method: 'POST',
  path: '/push/subscription',
  summary: "Registers this device's Web Push subscription (the browser's PushSubscription.toJSON())",
  tag: 'notifications',
  auth: true,
  body: () =>
    z.object({
      endpoint: pushEndpoint,
      keys: z.object({
        p256dh: z.string().check(z.regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'A base64url P-256 public key')),
        auth: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, 'A base64url secret')),
      }),
      permission: z.optional(z.enum(PUSH_PERMISSIONS)),
    }),
  response: () => ok(),
});

export const unsubscribePush = endpoint({
  method: 'DELETE',
  path: '/push/subscription',
  summary: "Removes this device's subscription (at logout, or when the user turns push off)",
  tag: 'notifications',
  auth: true,
  body: () => z.object({ endpoint: pushEndpoint }),
  response: () => ok(),
});
