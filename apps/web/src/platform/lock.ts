import { useSyncExternalStore } from 'react';
import { isStoredFlagSet, STORAGE_KEYS, storage } from '../lib/storage';

/**
 * Whether the app is locked: a stored flag, so a reload (or a second tab) opens on the lock screen
 * again instead of skipping it. The guard of section 2 reads the same flag.
 */
const listeners = new Set<() => void>();
function emit(): void {
  for (const listener of listeners) listener();
}

export function isLocked(): boolean {
  return isStoredFlagSet(STORAGE_KEYS.pinLock);
}

export function lockApp(): void {
  storage.set(STORAGE_KEYS.pinLock, '1');
  emit();
}

export function unlockApp(): void {
  storage.remove(STORAGE_KEYS.pinLock);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab locking or unlocking counts too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.pinLock || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useLocked(): boolean {
  return useSyncExternalStore(subscribe, isLocked);
}
