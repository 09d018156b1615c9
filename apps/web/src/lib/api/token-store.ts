import { STORAGE_KEYS, storage } from '../storage';

/** The session token (spec section 4); issue 4's login writes it, the API client reads it. */
export const tokenStore = {
  get: (): string | null => storage.get(STORAGE_KEYS.token) || null,
  set: (token: string): void => storage.set(STORAGE_KEYS.token, token),
  clear: (): void => storage.remove(STORAGE_KEYS.token),
};
