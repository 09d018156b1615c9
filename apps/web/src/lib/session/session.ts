import type { QueryClient } from '@tanstack/react-query';
import { closeAllModals } from '../../platform/modal-stack';
import { tokenStore } from '../api/token-store';
import { STORAGE_KEYS, storage } from '../storage';
import { clearToasts } from '../ui/toast';

interface SessionRuntime {
  queryClient: QueryClient | null;
  navigate: ((to: string) => void) | null;
}

const runtime: SessionRuntime = { queryClient: null, navigate: null };

/** The app shell hands over the query cache and navigation once it is mounted. */
export function registerSessionRuntime(next: Partial<SessionRuntime>): () => void {
  Object.assign(runtime, next);
  return () => {
    if (next.queryClient && runtime.queryClient === next.queryClient) runtime.queryClient = null;
    if (next.navigate && runtime.navigate === next.navigate) runtime.navigate = null;
  };
}

export const ME_QUERY_KEY = ['user', 'me'] as const;

/** Section 4: a session is saved only when the returned user is active. */
export function saveSession(result: { token: string; user: { active: boolean } }): boolean {
  if (!result.user.active) return false;
  tokenStore.set(result.token);
  runtime.queryClient?.setQueryData(ME_QUERY_KEY, result.user);
  return true;
}

/** PIN and biometric keys live on the device only while someone is logged in. */
const DEVICE_SECRETS = [
  STORAGE_KEYS.pin,
  STORAGE_KEYS.pinWrongCount,
  STORAGE_KEYS.pinWrongTime,
  STORAGE_KEYS.pinLock,
  STORAGE_KEYS.biometric,
] as const;

export interface LogoutOptions {
  /** Call GET /user/logout first (false when the server no longer honours the token). */
  callApi?: boolean;
  /** Clear every cached query and the offline copy of the user's data (section 4: optional; default yes). */
  clearData?: boolean;
}

async function callLogoutApi(): Promise<void> {
  const [{ apiCall }, { logout }] = await Promise.all([import('../api/client'), import('@coffer/contract')]);
  await apiCall(logout);
}

/**
 * Section 4 logout: closes modals and alerts, clears biometrics and PIN, calls the API if asked
 * (a failure is only logged), removes the token, goes to root and clears every cached query.
 */
export async function logout(options: LogoutOptions = {}): Promise<void> {
  closeAllModals();
  clearToasts();
  for (const key of DEVICE_SECRETS) storage.remove(key);
  if (options.callApi !== false && tokenStore.get()) {
    try {
      await callLogoutApi();
    } catch (error) {
      console.error('logout: the server call failed; logging out locally', error);
    }
  }
  tokenStore.clear();
  runtime.navigate?.('/');
  if (options.clearData !== false) {
    runtime.queryClient?.clear();
    // The service worker's offline copy of the user's data goes too (loaded on demand).
    await import('../../platform/web-update')
      .then(({ clearOfflineData }) => clearOfflineData())
      .catch((error) => {
        console.error('logout: the offline data could not be cleared', error);
      });
  }
}
