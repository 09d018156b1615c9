import type { BiometryType, DeviceInfo } from '@coffer/domain';

export type AppState = 'background' | 'foreground';

/**
 * What the app needs from where it runs. The web implementation is the default; the iOS/Android
 * shell installs its own (hardware back button, exit, store device info, app state, opened URLs)
 * with `installPlatform`, once at start-up (platform/native/install.ts).
 */
export interface Platform {
  readonly native: boolean;
  /**
   * Where the server is: '' on the web (same origin); the native shell's pages are local files, so
   * there it is the server's absolute origin (https://...), from the sync-time settings.
   */
  readonly serverOrigin: string;
  device: () => DeviceInfo;
  /** Loads the newest version of the app (web: a reload through the service worker). */
  reload: () => void;
  /** Closes the app (native only; the web cannot close its tab). */
  exit: () => void;
  /** The hardware back button; answers how to stop listening. The web has none: browser back is history. */
  onBackButton: (handler: () => void) => () => void;
  /**
   * Which biometry the device offers, as the native biometric plugin reports it. The web cannot
   * tell (WebAuthn does not say) and answers null: the lock screen then shows the fingerprint.
   */
  biometryType: () => Promise<BiometryType | null>;
  /** The app going to the background or coming back (web: the page hidden or shown). */
  onAppStateChange: (handler: (state: AppState) => void) => () => void;
  /** A URL that opened the app (custom scheme, app link, universal link). The web opens URLs as pages. */
  onAppUrlOpen: (handler: (url: string) => void) => () => void;
}

const web: Platform = {
  native: false,
  device: () => ({ platform: 'web' }),
  reload: () => window.location.reload(),
  exit: () => undefined,
  onBackButton: () => () => undefined,
  biometryType: async () => null,
  serverOrigin: '',
  onAppStateChange: (handler) => {
    const listener = () => handler(document.visibilityState === 'hidden' ? 'background' : 'foreground');
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
  onAppUrlOpen: () => () => undefined,
};

export const platform: Platform = { ...web };

/** Replaces parts of the platform (the native shell at start-up; tests). Answers how to restore it. */
export function installPlatform(next: Partial<Platform>): () => void {
  const previous = { ...platform };
  Object.assign(platform, next);
  return () => Object.assign(platform, previous);
}

/** An absolute URL of the server for a path ('/api/...', '/wallet-app.json'): relative on the web. */
export function serverUrl(path: string): string {
  return platform.serverOrigin + path;
}
