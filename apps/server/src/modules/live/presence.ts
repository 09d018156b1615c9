import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';

/** How often an instance renews its users' presence rows, and when a row no longer counts. */
export const PRESENCE_HEARTBEAT_MS = 20_000;
export const PRESENCE_EXPIRY_SECONDS = 60;

interface Presence {
  instanceId: string;
  /** Presence writes, one after another, so a quick open-close-open never ends with the row gone. */
  chain: Promise<unknown>;
  heartbeat: ReturnType<typeof setInterval> | undefined;
  users: Set<string>;
}

/**
 * Who has a live stream open, across server instances (decision 0033): each database handle is one
 * instance with its own id; it writes a `live_presence` row when a user's first stream opens there,
 * deletes it when the last one closes, and renews all its rows in one statement every heartbeat. A row
 * not renewed for PRESENCE_EXPIRY_SECONDS (an instance that died) no longer counts. Only the support
 * answer asks (`isPresent`); streams and money paths never wait on these writes.
 */
const presenceOf = perDatabase(
  (): Presence => ({ instanceId: randomUUID(), chain: Promise.resolve(), heartbeat: undefined, users: new Set() }),
);

function queue(db: Database, presence: Presence, sqlText: string, params: unknown[]): Promise<unknown> {
  presence.chain = presence.chain.then(() => db.query(sqlText, params)).catch(() => undefined);
  return presence.chain;
}

/** The user's first stream on this instance opened. */
export function arrived(db: Database, userId: string): Promise<unknown> {
  const presence = presenceOf(db);
  presence.users.add(userId);
  if (!presence.heartbeat) {
    presence.heartbeat = setInterval(() => {
      void heartbeat(db);
    }, PRESENCE_HEARTBEAT_MS);
    presence.heartbeat.unref?.();
  }
  return queue(
    db,
    presence,
    `INSERT INTO live_presence (user_id, instance_id, seen_at) VALUES ($1, $2, now())
       ON CONFLICT (user_id, instance_id) DO UPDATE SET seen_at = now()`,
    [userId, presence.instanceId],
  );
}

/** Renews this instance's rows, and clears rows of instances that died long ago (one statement). */
export function heartbeat(db: Database): Promise<unknown> {
  const presence = presenceOf(db);
  return queue(
    db,
    presence,
    `WITH gone AS (DELETE FROM live_presence WHERE seen_at < now() - interval '1 hour')
     UPDATE live_presence SET seen_at = now() WHERE instance_id = $1`,
    [presence.instanceId],
  );
}

/** The user's last stream on this instance closed. */
export function left(db: Database, userId: string): Promise<unknown> {
  const presence = presenceOf(db);
  presence.users.delete(userId);
  if (presence.users.size === 0 && presence.heartbeat) {
    clearInterval(presence.heartbeat);
    presence.heartbeat = undefined;
  }
  return queue(db, presence, 'DELETE FROM live_presence WHERE user_id = $1 AND instance_id = $2', [
    userId,
    presence.instanceId,
  ]);
}

/**
 * Whether the user has a live stream open on any instance: this instance's own streams answer at once;
 * otherwise one indexed read of the presence rows still fresh.
 */
export async function isPresent(db: Database, userId: string): Promise<boolean> {
  const presence = presenceOf(db);
  if (presence.users.has(userId)) return true;
  await presence.chain;
  const rows = await db.query(
    `SELECT 1 FROM live_presence WHERE user_id = $1 AND seen_at > now() - make_interval(secs => $2) LIMIT 1`,
    [userId, PRESENCE_EXPIRY_SECONDS],
  );
  return rows.length > 0;
}

/** Tests: this handle's instance id (a second handle on the same database is another instance). */
export function instanceIdOf(db: Database): string {
  return presenceOf(db).instanceId;
}
