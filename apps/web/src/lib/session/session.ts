import { type LogoutOptions, type LogoutStep, logoutSteps } from '@coffer/domain';
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

/**
 * The inactivity worker (section 4's session timeout) registers how to stop it, so logout can stop
 * it first, before anything else happens.
 */
const inactivityWorkers = new Set<() => void>();

export function registerInactivityWorker(stop: () => void): () => void {
  inactivityWorkers.add(stop);
  return () => inactivityWorkers.delete(stop);
}

export function isInactivityWorkerRunning(): boolean {
  return inactivityWorkers.size > 0;
}

/** Whether a logout is under way: the shell shows its loader meanwhile. */
let loggingOut = false;
const loggingOutListeners = new Set<() => void>();

function setLoggingOut(value: boolean): void {
  loggingOut = value;
  for (const listener of loggingOutListeners) listener();
}

export function isLoggingOut(): boolean {
  return loggingOut;
}

export function subscribeLoggingOut(listener: () => void): () => void {
  loggingOutListeners.add(listener);
  return () => loggingOutListeners.delete(listener);
}

async function callLogoutApi(): Promise<void> {
  const [{ apiCall }, { logout }] = await Promise.all([
    import('../api/client'),
    import('@coffer/contract/endpoints/account'),
  ]);
  await apiCall(logout);
}

async function clearCachedData(): Promise<void> {
  runtime.queryClient?.clear();
  // The service worker's offline copy of the user's data goes too (loaded on demand).
  await import('../../platform/web-update')
    .then(({ clearOfflineData }) => clearOfflineData())
    .catch((error) => {
      console.error('logout: the offline data could not be cleared', error);
    });
}

/** What each step of the domain's `logoutSteps` does on the web. */
const LOGOUT_STEPS: Record<LogoutStep, () => void | Promise<void>> = {
  stopInactivityWorker: () => {
    for (const stop of [...inactivityWorkers]) stop();
    inactivityWorkers.clear();
  },
  showLoader: () => setLoggingOut(true),
  closeModalsAndAlerts: () => {
    closeAllModals();
    clearToasts();
  },
  clearDeviceSecrets: () => {
    for (const key of DEVICE_SECRETS) storage.remove(key);
  },
  callApi: async () => {
    if (!tokenStore.get()) return;
    try {
      await callLogoutApi();
    } catch (error) {
      console.error('logout: the server call failed; logging out locally', error);
    }
  },
  removeToken: () => tokenStore.clear(),
  goToRoot: () => runtime.navigate?.('/'),
  clearData: clearCachedData,
  hideLoader: () => setLoggingOut(false),
};

let running: Promise<void> | null = null;

async function runLogout(options: LogoutOptions): Promise<void> {
  try {
    for (const step of logoutSteps(options)) await LOGOUT_STEPS[step]();
  } finally {
    setLoggingOut(false);
  }
}

/**
 * Section 4 logout, as the logout app event orders it (domain `logoutSteps`): stop the inactivity
 * worker, show the loader, close modals and alerts, clear biometrics and PIN, call the API if asked
 * (a failure is only logged), remove the token, go to root, clear every cached item if asked, hide
 * the loader. A second logout while one runs joins it.
 */
export function logout(options: LogoutOptions = {}): Promise<void> {
  running ??= runLogout(options).finally(() => {
    running = null;
  });
  return running;
}
