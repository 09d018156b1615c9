import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, storage } from './storage';

const listeners = new Set<() => void>();

/** Section 3 saved setting showBalance: balances are shown unless the user chose to hide them. */
export function readShowBalance(): boolean {
  const stored = storage.get(STORAGE_KEYS.showBalance);
  return stored !== 'false' && stored !== '0';
}

export function setShowBalance(show: boolean): void {
  storage.set(STORAGE_KEYS.showBalance, show ? 'true' : 'false');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether balances are shown, shared by every screen that shows one; re-renders on a change. */
export function useShowBalance(): boolean {
  return useSyncExternalStore(subscribe, readShowBalance);
}

/** What stands in for a hidden amount. */
export const HIDDEN_AMOUNT = '••••••';
