import { createHash } from 'node:crypto';
import type { Database } from '../db/client';

/** One counted hit: refused once `limit` hits were already counted in the key's current window. */
export interface RateLimitHit {
  allowed: boolean;
  /** Whole seconds until the key's current window ends (at least 1): a refused hit's `Retry-After`. */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters keyed by a limit's name (`POST /user/login <address>`, `account login <email>`):
 * a window opens at a key's first hit and lasts `windowMs` (decision 0022).
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number, now: number): Promise<RateLimitHit>;
  /** Forgets the windows that ended before `now`; returns how many. */
  prune(now: number): Promise<number>;
}

function retryAfter(windowEnd: number, now: number): number {
  return Math.max(1, Math.ceil((windowEnd - now) / 1000));
}

/** In memory, for the embedded database (PGlite belongs to one process, so one instance counts it all). */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { end: number; count: number }>();

  async hit(key: string, limit: number, windowMs: number, now: number): Promise<RateLimitHit> {
    let current = this.windows.get(key);
    if (!current || current.end <= now) {
      current = { end: now + windowMs, count: 0 };
      this.windows.set(key, current);
      if (this.windows.size >= 10_000) await this.prune(now);
    }
    current.count++;
    return { allowed: current.count <= limit, retryAfterSeconds: retryAfter(current.end, now) };
  }

  async prune(now: number): Promise<number> {
    let removed = 0;
    for (const [key, value] of this.windows) {
      if (value.end <= now) {
        this.windows.delete(key);
        removed++;
      }
    }
    return removed;
  }
}

/** Hits between two clean-ups of the ended windows, per instance. */
const PRUNE_EVERY = 500;

/**
 * In the `rate_limits` table (migration 0014), for PostgreSQL: every instance on the database counts
 * into the same row. One upsert opens or continues the window and counts the hit under the row's lock,
 * so concurrent hits on any instances never let more than `limit` through. Keys are stored hashed:
 * the table holds no address or email.
 */
export class DatabaseRateLimiter implements RateLimiter {
  private hits = 0;

  constructor(private readonly db: Database) {}

  async hit(key: string, limit: number, windowMs: number, now: number): Promise<RateLimitHit> {
    const [row] = await this.db.query<{ window_end: Date | string; hits: number }>(
      `INSERT INTO rate_limits (key, window_end, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limits.window_end <= $3 THEN 1 ELSE rate_limits.hits + 1 END,
         window_end = CASE WHEN rate_limits.window_end <= $3 THEN EXCLUDED.window_end ELSE rate_limits.window_end END
       RETURNING window_end, hits`,
      [hashKey(key), new Date(now + windowMs).toISOString(), new Date(now).toISOString()],
    );
    if (++this.hits % PRUNE_EVERY === 0) await this.prune(now);
    const end = new Date((row as { window_end: Date | string }).window_end).getTime();
    return { allowed: Number(row?.hits) <= limit, retryAfterSeconds: retryAfter(end, now) };
  }

  async prune(now: number): Promise<number> {
    const rows = await this.db.query('DELETE FROM rate_limits WHERE window_end <= $1 RETURNING key', [
      new Date(now).toISOString(),
    ]);
    return rows.length;
  }
}

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** Shared by every instance on PostgreSQL (DATABASE_URL); in memory on the embedded database. */
export function createRateLimiter(db: Database): RateLimiter {
  return db.kind === 'postgres' ? new DatabaseRateLimiter(db) : new MemoryRateLimiter();
}
