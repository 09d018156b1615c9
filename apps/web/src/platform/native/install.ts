import { installSecretStore, type KeyValueStore, STORAGE_KEYS, storage } from '../../lib/storage';
import { themeStore } from '../../lib/theme/theme';
import { installBiometrics } from '../biometric';
import { installCamera } from '../camera';
import { installPlatform } from '../platform';
import { installPush } from '../push';
import { installFileSharer } from '../share-file';
import { nativeAppShell } from './app-shell';
import { nativeBiometrics, nativeBiometryType } from './biometrics';
import { nativeCamera } from './camera';
import type { NativeOs, NativePlugins } from './plugins';
import { nativePush } from './push';
import { openSecureStore } from './secure-store';
import { nativeFileSharer } from './share';
import { applyStatusBar } from './status-bar';
import { askTracking, TRACKING_ALERT_SHOWN_KEY } from './tracking';

/** What `npm run native:sync` writes beside the web app (native.json): where the server is. */
export interface NativeSettings {
  readonly serverOrigin: string;
}

/** Refuses anything but an http(s) origin without a path: the app's API calls are built on it. */
export function parseNativeSettings(value: unknown): NativeSettings {
  const origin = (value as { serverOrigin?: unknown } | null)?.serverOrigin;
  if (typeof origin !== 'string') throw new Error('native.json: serverOrigin is missing');
  const url = new URL(origin);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== origin.replace(/\/$/, '')) {
    throw new Error(`native.json: serverOrigin must be an http(s) origin, not ${origin}`);
  }
  return { serverOrigin: url.origin };
}

/** Memory only: when secure storage cannot open, secrets last for this run rather than reach plain storage. */
function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

export interface InstallOptions {
  /** Section 8's denied-tracking alert texts (loaded with the 'native' namespace). */
  readonly trackingTexts: () => Promise<{ title: string; body: string }>;
  readonly alert?: (text: string) => void;
}

/**
 * Installs the native implementation of every part of platform/, once, before the app renders
 * (main.tsx decides by Capacitor's native flag). Answers the device's system.
 */
export async function installNativeShell(
  plugins: NativePlugins,
  settings: NativeSettings,
  options: InstallOptions,
): Promise<NativeOs> {
  // First, before anything can fail: the token and the PIN record never reach plain storage.
  let secrets: KeyValueStore;
  try {
    secrets = await openSecureStore(plugins.secureStorage);
  } catch (error) {
    console.warn('secure storage could not open; secrets are kept in memory for this run', error);
    secrets = memoryStore();
  }
  installSecretStore(secrets);

  const info = await plugins.device.getInfo();
  const os: NativeOs = info.platform === 'ios' ? 'ios' : 'android';

  installPlatform({
    native: true,
    serverOrigin: settings.serverOrigin,
    device: () => ({ platform: os, manufacturer: info.manufacturer }),
    reload: () => window.location.reload(),
    biometryType: () => nativeBiometryType(plugins.biometric).catch(() => null),
    ...nativeAppShell(plugins.app),
  });
  installBiometrics(nativeBiometrics(plugins.biometric));
  installCamera(nativeCamera(plugins.camera));
  installPush(nativePush(plugins.push, os));
  installFileSharer(nativeFileSharer(plugins.filesystem, plugins.share));

  const followTheme = () => void applyStatusBar(plugins.statusBar, os, themeStore.getTheme());
  themeStore.subscribe(followTheme);
  followTheme();

  if (os === 'ios') {
    void askTracking({
      tracking: plugins.tracking,
      texts: options.trackingTexts,
      alert: options.alert ?? ((text) => window.alert(text)),
      shown: {
        get: () => storage.get(TRACKING_ALERT_SHOWN_KEY) === '1',
        set: () => storage.set(TRACKING_ALERT_SHOWN_KEY, '1'),
      },
    }).catch((error: unknown) => console.warn('tracking permission could not be asked', error));
  }
  return os;
}

/** Keys whose values the shell keeps in secure storage (for the docs and the check). */
export const NATIVE_SECRET_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.pin,
  STORAGE_KEYS.pinWrongCount,
  STORAGE_KEYS.pinWrongTime,
  STORAGE_KEYS.biometric,
] as const;
