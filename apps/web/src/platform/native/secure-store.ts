import { type KeyValueStore, SECRET_KEYS, storage } from '../../lib/storage';
import type { NativePlugins } from './plugins';

/** Every key the shell keeps in the Keychain (iOS) or the Keystore-encrypted store (Android) starts so. */
export const SECURE_KEY_PREFIX = 'coffer_';

/**
 * The session token and the PIN record in the platform's secure storage through
 * @aparajita/capacitor-secure-storage. The app reads them synchronously (the guard, the API
 * client), so they are read once at start-up into memory and every change is written through, in
 * order. Values an older build left in localStorage move into secure storage and leave it.
 */
export async function openSecureStore(
  plugin: NativePlugins['secureStorage'],
  keys: ReadonlySet<string> = SECRET_KEYS,
  plain: KeyValueStore = storage,
): Promise<KeyValueStore> {
  await plugin.setKeyPrefix(SECURE_KEY_PREFIX);
  const values = new Map<string, string>();
  let writes: Promise<unknown> = Promise.resolve();
  const write = (what: string, operation: () => Promise<unknown>) => {
    writes = writes.then(operation).catch((error: unknown) => console.warn(`secure storage: ${what} failed`, error));
  };

  for (const key of keys) {
    const stored = await plugin.getItem(key);
    const left = plain.get(key);
    if (left !== null) {
      plain.remove(key);
      if (stored === null) {
        values.set(key, left);
        write('moving a value', () => plugin.setItem(key, left));
        continue;
      }
    }
    if (stored !== null) values.set(key, stored);
  }

  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      values.set(key, value);
      write('a write', () => plugin.setItem(key, value));
    },
    remove: (key) => {
      values.delete(key);
      write('a removal', () => plugin.removeItem(key));
    },
  };
}
