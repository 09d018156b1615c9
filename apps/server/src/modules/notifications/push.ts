import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { Services } from '../../services';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push service said: delivered, gone (the subscription is dead: remove it) or failed. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/**
 * How a notification reaches a device. The web uses Web Push (VAPID, RFC 8291 payload encryption);
 * the native shell can install another provider (APNs/FCM) through `setPushProvider`.
 */
export interface PushProvider {
  /** The VAPID application server key the browser subscribes with (base64url). */
  publicKey(): string;
  send(target: PushTarget, payload: Record<string, unknown>): Promise<PushOutcome>;
}

/** The VAPID keys: from the environment, else generated once into DATA_DIR/vapid.json. */
export function vapidKeys(config: Config): { publicKey: string; privateKey: string } {
  if (config.engagement.vapid) return config.engagement.vapid;
  const file = join(config.dataDir, 'vapid.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  return keys;
}

export function webPushProvider(config: Config): PushProvider {
  let keys: { publicKey: string; privateKey: string } | undefined;
  const loaded = () => {
    keys ??= vapidKeys(config);
    return keys;
  };
  return {
    publicKey: () => loaded().publicKey,
    async send(target, payload) {
      const { publicKey, privateKey } = loaded();
      try {
        // web-push signs (VAPID) and encrypts (RFC 8291); the request itself goes out through fetch.
        const request = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          { vapidDetails: { subject: config.engagement.vapidSubject, publicKey, privateKey }, TTL: 86_400 },
        );
        const headers = Object.fromEntries(
          Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
        ) as Record<string, string>;
        const res = await fetch(request.endpoint, {
          method: request.method,
          headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)])),
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(10_000),
          redirect: 'error',
        });
        if (res.status === 404 || res.status === 410) return 'gone';
        return res.ok ? 'sent' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}

const providers = new WeakMap<Services, PushProvider>();

/** The provider of this app instance: Web Push unless another was installed. */
export function pushProvider(services: Services): PushProvider {
  let provider = providers.get(services);
  if (!provider) {
    provider = webPushProvider(services.config);
    providers.set(services, provider);
  }
  return provider;
}

export function setPushProvider(services: Services, provider: PushProvider): void {
  providers.set(services, provider);
}
