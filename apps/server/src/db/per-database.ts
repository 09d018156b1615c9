import type { Database } from './client';

/**
 * State kept per database handle, that is per server instance (caches, batchers, the live bus): `make`
 * runs once for each handle, on first use, and the state goes with the handle.
 */
export function perDatabase<T>(make: (db: Database) => T): (db: Database) => T {
  const states = new WeakMap<Database, T>();
  return (db) => {
    let state = states.get(db);
    if (state === undefined) {
      state = make(db);
      states.set(db, state);
    }
    return state;
  };
}
