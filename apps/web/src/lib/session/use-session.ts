import { useSyncExternalStore } from 'react';
import { tokenStore } from '../api/token-store';
import { isLoggingOut, subscribeLoggingOut } from './session';

/** True while a session token is stored; re-renders on login and logout. */
export function useHasToken(): boolean {
  return useSyncExternalStore(tokenStore.subscribe, () => tokenStore.get() !== null);
}

/** True while a logout runs (section 4: a loader shows meanwhile). */
export function useLoggingOut(): boolean {
  return useSyncExternalStore(subscribeLoggingOut, isLoggingOut);
}
