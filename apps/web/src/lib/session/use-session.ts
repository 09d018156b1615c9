import { useSyncExternalStore } from 'react';
import { tokenStore } from '../api/token-store';

/** True while a session token is stored; re-renders on login and logout. */
export function useHasToken(): boolean {
  return useSyncExternalStore(tokenStore.subscribe, () => tokenStore.get() !== null);
}
