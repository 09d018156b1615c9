import { getPushKey, subscribePush, unsubscribePush } from '@coffer/contract';
import { apiCall } from '../../lib/api/client';
import { subscribeLoggingOut } from '../../lib/session/session';
import { installPush, type PushPermission, push } from '../../platform/push';

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** This browser's subscription, if any (the settings show whether push is on here). */
export async function isSubscribed(): Promise<boolean> {
  return supported() ? (await currentSubscription()) !== null : false;
}

let installed = false;

/**
 * Web Push as the app's push provider (platform/push.ts), unless the native shell installed its own:
 * subscribe with the server's VAPID key, register the subscription, and at logout unsubscribe and
 * tell the server (spec section 4: push stopped at logout).
 */
export function installWebPush(): () => void {
  if (installed || push.supported || !supported()) return () => undefined;
  installed = true;
  installPush({
    supported: true,
    permission: async () => Notification.permission as PushPermission,
    start: async () => {
      const permission = (
        Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission
      ) as PushPermission;
      if (permission !== 'granted') return { permission, registration: null };
      const registration = await navigator.serviceWorker.ready;
      const { publicKey } = await apiCall(getPushKey);
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        }));
      const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
      await apiCall(subscribePush, { body: { endpoint: json.endpoint, keys: json.keys, permission } });
      return { permission, registration: { kind: 'webpush', subscription: json } };
    },
    stop: async () => {
      const subscription = await currentSubscription();
      if (!subscription) return;
      await apiCall(unsubscribePush, { body: { endpoint: subscription.endpoint } }).catch(() => undefined);
      await subscription.unsubscribe();
    },
    onMessage: () => () => undefined,
  });
  subscribeLoggingOut(() => {
    void push.stop().catch(() => undefined);
  });
  return () => undefined;
}
