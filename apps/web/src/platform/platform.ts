import type { DeviceInfo } from '@coffer/domain';

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
}

const web: Platform = {
  native: false,
  device: () => ({ platform: 'web' }),
  reload: () => window.location.reload(),
  exit: () => undefined,
  onBackButton: () => () => undefined,
};

export const platform: Platform = { ...web };

/** Replaces parts of the platform (the native shell at start-up; tests). Answers how to restore it. */
export function installPlatform(next: Partial<Platform>): () => void {
  const previous = { ...platform };
  Object.assign(platform, next);
  return () => Object.assign(platform, previous);
}
