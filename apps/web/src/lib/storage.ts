/**
 * localStorage that never throws: private modes and disabled storage must not break the app,
 * they only lose what would have been remembered.
 */
export const storage = {
  get(key: string): string | null {
    if (secrets && SECRET_KEYS.has(key)) return secrets.get(key);
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    if (secrets && SECRET_KEYS.has(key)) {
      secrets.set(key, value);
      return;
    }
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // Storage full or disabled: the value lives for this page only.
    }
  },
  remove(key: string): void {
    if (secrets && SECRET_KEYS.has(key)) {
      secrets.remove(key);
      return;
    }
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
  /** Section 2: a visitor flag that sends root to /start and private paths to /login. */
  ee: 'ee',
  /** Set by the PIN lock (a later issue) while the lock screen must be shown. */
  pinLock: 'pinLock',
  /** PIN state on the device (section 3) and the biometric setting: cleared by logout. */
  pin: 'PIN',
  pinWrongCount: 'pinWrongCount',
  pinWrongTime: 'pinWrongTime',
  biometric: 'biometric',
  /** Section 3 saved settings: balances shown or masked, and the display currency of values. */
  showBalance: 'showBalance',
  currency: 'currency',
} as const;

/** A synchronous key-value store (localStorage's shape). */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * The session token and the PIN record. On the web they stay in localStorage (the PIN only as a
 * salted hash); the native shell installs a Keychain/Keystore-backed store for exactly these keys at
 * start-up (platform/native/secure-store.ts), so they never reach plain storage there.
 */
export const SECRET_KEYS: ReadonlySet<string> = new Set([
  STORAGE_KEYS.token,
  STORAGE_KEYS.pin,
  STORAGE_KEYS.pinWrongCount,
  STORAGE_KEYS.pinWrongTime,
  STORAGE_KEYS.biometric,
]);

let secrets: KeyValueStore | null = null;

/** Routes SECRET_KEYS to `store` (null: back to localStorage). Answers how to undo it. */
export function installSecretStore(store: KeyValueStore | null): () => void {
  const previous = secrets;
  secrets = store;
  return () => {
    secrets = previous;
  };
}

/** A stored flag counts as set unless absent, empty, '0' or 'false'. */
export function isStoredFlagSet(key: string): boolean {
  const value = storage.get(key);
  return value !== null && value !== '' && value !== '0' && value !== 'false';
}
