import { useSyncExternalStore } from 'react';
import { storage } from './storage';

export interface StoredSetting<T> {
  read: () => T;
  set: (value: T) => void;
  /** The current value, shared by every component using it; re-renders them on a change. */
  use: () => T;
}

/**
 * A section 3 saved local setting: read from localStorage through `parse` (which supplies the
 * default for a missing or unreadable value), written with `format`, observed by every screen.
 */
export function storedSetting<T>(
  key: string,
  parse: (stored: string | null) => T,
  format: (value: T) => string,
): StoredSetting<T> {
  const listeners = new Set<() => void>();
  const read = () => parse(storage.get(key));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    read,
    set: (value) => {
      storage.set(key, format(value));
      for (const listener of listeners) listener();
    },
    use: () => useSyncExternalStore(subscribe, read),
  };
}
