/**
 * localStorage that never throws: private modes and disabled storage must not break the app,
 * they only lose what would have been remembered.
 */
export const storage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // Storage full or disabled: the value lives for this page only.
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // Same as above.
    }
  },
};

/** Every localStorage key the web client uses, in one place. */
export const STORAGE_KEYS = {
  theme: 'theme',
  language: 'lang',
  languageSelected: 'langSelected',
  token: 'token',
  deviceId: 'deviceId',
} as const;
