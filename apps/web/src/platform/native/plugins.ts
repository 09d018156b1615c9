import type { BiometricAuthPlugin } from '@aparajita/capacitor-biometric-auth';
import type { SecureStoragePlugin } from '@aparajita/capacitor-secure-storage';
import type { AppPlugin } from '@capacitor/app';
import type { CameraPlugin } from '@capacitor/camera';
import type { PluginListenerHandle } from '@capacitor/core';
import type { DevicePlugin } from '@capacitor/device';
import type { FilesystemPlugin } from '@capacitor/filesystem';
import type { PushNotificationsPlugin } from '@capacitor/push-notifications';
import type { SharePlugin } from '@capacitor/share';
import type { StatusBarPlugin } from '@capacitor/status-bar';
import type { AppTrackingTransparencyPlugin } from 'capacitor-plugin-app-tracking-transparency';

/**
 * The parts of each maintained Capacitor plugin the shell uses, typed by the plugins' own
 * definitions: load.ts passes the real plugins, tests pass fakes of these documented interfaces.
 */
export interface NativePlugins {
  readonly app: Pick<AppPlugin, 'addListener' | 'exitApp' | 'getLaunchUrl'>;
  readonly device: Pick<DevicePlugin, 'getInfo'>;
  readonly secureStorage: Pick<SecureStoragePlugin, 'getItem' | 'setItem' | 'removeItem' | 'setKeyPrefix'>;
  readonly biometric: Pick<BiometricAuthPlugin, 'checkBiometry' | 'authenticate'>;
  readonly camera: Pick<CameraPlugin, 'getPhoto'>;
  readonly push: Pick<
    PushNotificationsPlugin,
    'checkPermissions' | 'requestPermissions' | 'register' | 'unregister' | 'addListener' | 'removeAllListeners'
  >;
  readonly share: Pick<SharePlugin, 'share'>;
  readonly filesystem: Pick<FilesystemPlugin, 'writeFile'>;
  readonly statusBar: Pick<StatusBarPlugin, 'setStyle' | 'setBackgroundColor'>;
  readonly tracking: AppTrackingTransparencyPlugin;
}

export type NativeOs = 'ios' | 'android';

/**
 * Capacitor answers listener handles asynchronously; the app's seams answer a synchronous stop.
 * Stopping before the handle arrived removes it as soon as it does.
 */
export function syncListener(handle: Promise<PluginListenerHandle>): () => void {
  let stopped = false;
  let resolved: PluginListenerHandle | null = null;
  void handle.then(
    (h) => {
      if (stopped) void h.remove();
      else resolved = h;
    },
    (error: unknown) => console.warn('native: a listener could not be added', error),
  );
  return () => {
    if (stopped) return;
    stopped = true;
    void resolved?.remove();
  };
}
