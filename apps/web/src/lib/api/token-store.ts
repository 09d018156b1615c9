import { STORAGE_KEYS, storage } from '../storage';

const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** The session token (spec section 4): login writes it, logout removes it, the API client reads it. */
export const tokenStore = {
  get: (): string | null => storage.get(STORAGE_KEYS.token) || null,
  set: (token: string): void => {
    storage.set(STORAGE_KEYS.token, token);
    changed();
  },
  clear: (): void => {
    storage.remove(STORAGE_KEYS.token);
    changed();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
