/**
 * Fixed-window counters in memory, per instance. Good enough against one client hammering one
 * instance; failed logins per account are counted in the database (shared by every instance).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  /** Counts one hit; false once `limit` hits were already counted in the current window. */
  hit(key: string, limit: number, windowMs: number, now: number): boolean {
    const current = this.windows.get(key);
    if (!current || now - current.start >= windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      this.prune(now, windowMs);
      return true;
    }
    current.count++;
    return current.count <= limit;
  }

  /** Hits counted for `key` in its current window (0 when it has none). */
  count(key: string, windowMs: number, now: number): number {
    const current = this.windows.get(key);
    return current && now - current.start < windowMs ? current.count : 0;
  }

  /** Whole seconds until `key`'s current window ends (at least 1): a refused hit's `Retry-After`. */
  retryAfterSeconds(key: string, windowMs: number, now: number): number {
    const current = this.windows.get(key);
    const left = current ? current.start + windowMs - now : 0;
    return Math.max(1, Math.ceil(left / 1000));
  }

  private prune(now: number, windowMs: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, value] of this.windows) if (now - value.start >= windowMs) this.windows.delete(key);
  }
}
