import type { Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { arrived, left } from './presence';

/**
 * What a live client is told: items to reload (query keys as the web app names them) and, for a
 * conversation, the new message itself so it shows without a second request.
 */
export interface LiveEvent {
  keys: string[][];
  data?: Record<string, unknown>;
}

type Listener = (event: LiveEvent) => void;

/** The audience of an event: one user, or every support agent. */
export type Audience = { userId: string } | { agents: true };

interface Bus {
  users: Map<string, Set<Listener>>;
  agents: Set<Listener>;
}

/**
 * One bus per database handle: the HTTP app, the jobs and the ops commands run through the admin
 * port share the handle, so an operator's reply reaches the user's open stream in the same process
 * (decision 0033; other instances on PostgreSQL see it through the stream's change check).
 */
const busOf = perDatabase((): Bus => ({ users: new Map(), agents: new Set() }));

export function publish(db: Database, audience: Audience, event: LiveEvent): void {
  const bus = busOf(db);
  const listeners = 'userId' in audience ? bus.users.get(audience.userId) : bus.agents;
  for (const listener of listeners ?? []) {
    try {
      listener(event);
    } catch {
      // A broken connection is dropped by its own close handler.
    }
  }
}

/** Listens until the answer is called. */
export function subscribe(db: Database, audience: Audience, listener: Listener): () => void {
  const bus = busOf(db);
  let set: Set<Listener>;
  if ('userId' in audience) {
    set = bus.users.get(audience.userId) ?? new Set();
    bus.users.set(audience.userId, set);
    // The user's first stream here: recorded for the other instances (presence.ts).
    if (set.size === 0) void arrived(db, audience.userId);
  } else {
    set = bus.agents;
  }
  set.add(listener);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    set.delete(listener);
    if ('userId' in audience && set.size === 0) {
      bus.users.delete(audience.userId);
      void left(db, audience.userId);
    }
  };
}
