import type { PermissionState } from '@capacitor/core';
import type { PushPermission, PushProvider, PushRegistration } from '../push';
import { type NativeOs, type NativePlugins, syncListener } from './plugins';

/** Capacitor's permission states in section 4's words (asked but undecided is still 'default'). */
export function pushPermission(state: PermissionState): PushPermission {
  if (state === 'granted') return 'granted';
  if (state === 'denied') return 'denied';
  return 'default';
}

/** How long registration may take before it counts as failed. */
export const PUSH_REGISTER_TIMEOUT_MS = 15_000;

/**
 * Push through @capacitor/push-notifications: APNs on iOS, FCM on Android. start() asks once,
 * registers, and answers the device token for the server (the notifications feature sends it).
 */
export function nativePush(plugin: NativePlugins['push'], os: NativeOs): PushProvider {
  const permission = async () => pushPermission((await plugin.checkPermissions()).receive);
  return {
    supported: true,
    permission,
    start: async () => {
      let state = await permission();
      if (state === 'default') state = pushPermission((await plugin.requestPermissions()).receive);
      if (state !== 'granted') return { permission: state, registration: null };
      const token = await new Promise<string>((resolve, reject) => {
        const stops: (() => void)[] = [];
        const done = () => {
          clearTimeout(timer);
          for (const stop of stops) stop();
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error('push registration timed out'));
        }, PUSH_REGISTER_TIMEOUT_MS);
        stops.push(
          syncListener(
            plugin.addListener('registration', ({ value }) => {
              done();
              resolve(value);
            }),
          ),
          syncListener(
            plugin.addListener('registrationError', ({ error }) => {
              done();
              reject(new Error(`push registration failed: ${error}`));
            }),
          ),
        );
        plugin.register().catch((error: unknown) => {
          done();
          reject(error);
        });
      });
      const registration: PushRegistration = { kind: os === 'ios' ? 'apns' : 'fcm', token };
      return { permission: state, registration };
    },
    stop: async () => {
      await plugin.unregister();
    },
    onMessage: (handler) =>
      syncListener(
        plugin.addListener('pushNotificationReceived', (notification) =>
          handler({ title: notification.title, body: notification.body, data: notification.data ?? {} }),
        ),
      ),
  };
}
