import type { BiometryType, DeviceInfo } from '@coffer/domain';

/**
 * What the app needs from where it runs. The web implementation is the default; the iOS/Android
 * shell installs its own (hardware back button, exit, store device info) with `installPlatform`.
 */
export interface Platform {
  readonly native: boolean;
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
}

const web: Platform = {
  native: false,
  device: () => ({ platform: 'web' }),
  reload: () => window.location.reload(),
  exit: () => undefined,
  onBackButton: () => () => undefined,
  biometryType: async () => null,
};

export const platform: Platform = { ...web };

/** Replaces parts of the platform (the native shell at start-up; tests). Answers how to restore it. */
export function installPlatform(next: Partial<Platform>): () => void {
  const previous = { ...platform };
  Object.assign(platform, next);
  return () => Object.assign(platform, previous);
}
