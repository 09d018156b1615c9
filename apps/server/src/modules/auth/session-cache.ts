import type { Database } from '../../db/client';
import { NoticeMark } from '../../db/notices';
import { perDatabase } from '../../db/per-database';
import type { SessionRow, UserRow } from '../../db/schema';

export interface CachedSession {
  session: SessionRow;
  user: UserRow;
}

/** At most this many sessions are kept per instance; the oldest go first. */
const KEPT = 20_000;

/**
 * The sessions this instance has checked, by token hash, so a request's token costs no database round
 * trip (docs/decisions/0035-money-path.md). Revocation is not weakened: the database announces every
 * change of a session or of its user on `coffer_auth` (migration 0036's trigger) and each announcement
 * drops that user's sessions here, a change this instance commits before the statement that made it
 * returns. Entries are kept only within one unbroken listening epoch: while the listening connection is
 * down nothing is served from here, and a read that raced an announcement is not kept.
 */
export class SessionCache {
  private readonly byToken = new Map<string, CachedSession & { epoch: number }>();
  private readonly byUser = new Map<string, Set<string>>();
  private readonly marks: NoticeMark;
  /** Requests answered from memory (tests check that the cache is really used). */
  hits = 0;

  constructor(private readonly db: Database) {
    this.marks = new NoticeMark(db.notices);
    db.notices.on('coffer_auth', (userId) => this.forgetUser(userId));
  }

  get(tokenHash: string): CachedSession | undefined {
    const entry = this.byToken.get(tokenHash);
    if (!entry) return undefined;
    if (entry.epoch !== this.db.notices.epoch) {
      this.forget(tokenHash, entry.user.id);
      return undefined;
    }
    this.hits += 1;
    return entry;
  }

  /** A mark to take before reading a session from the database, for `keep`. */
  mark(): { changes: number; epoch: number | null } {
    return this.marks.take();
  }

  /** Keeps what was read after `mark`, unless something was announced (or listening broke) since. */
  keep(tokenHash: string, found: CachedSession, since: { changes: number; epoch: number | null }): void {
    const epoch = this.marks.keepable(since);
    if (epoch === null) return;
    if (this.byToken.size >= KEPT) {
      const [oldest, entry] = this.byToken.entries().next().value as [string, CachedSession];
      this.forget(oldest, entry.user.id);
    }
    // The entry is the caller's object: the touch of its last use updates what is kept.
    this.byToken.set(tokenHash, Object.assign(found, { epoch }));
    const tokens = this.byUser.get(found.user.id) ?? new Set();
    tokens.add(tokenHash);
    this.byUser.set(found.user.id, tokens);
  }

  forget(tokenHash: string, userId: string): void {
    this.byToken.delete(tokenHash);
    const tokens = this.byUser.get(userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.byUser.delete(userId);
  }

  private forgetUser(userId: string): void {
    this.marks.bump();
    for (const tokenHash of this.byUser.get(userId) ?? []) this.byToken.delete(tokenHash);
    this.byUser.delete(userId);
  }
}

export const sessionCache = perDatabase((db) => new SessionCache(db));
