import { MarketNotFoundError } from './types';

/** What a cached upstream call answered, and whether it is a stale copy served after a failure. */
export interface Cached<T> {
  value: T;
  stale: boolean;
  /** Epoch ms when the value was fetched. */
  fetchedAt: number;
}

interface Entry {
  value: unknown;
  fetchedAt: number;
  expiresAt: number;
}

export interface UpstreamCacheOptions {
  now?: () => number;
  /** Stale copies older than this are not served: the call fails instead. */
  maxStaleMs?: number;
  /** At most this many request shapes are kept; the oldest go first. */
  maxEntries?: number;
}

/** Raised when an upstream failed and no usable copy is cached. */
export class UpstreamUnavailableError extends Error {
  override name = 'UpstreamUnavailableError';
}

/**
 * One cache per provider, keyed by request shape (decision 0027): a fresh entry is served as is; a
 * missing or expired one is loaded once however many callers ask at the same time (they share the
 * load's promise); when the load fails, the last value is served with `stale: true`.
 */
export class UpstreamCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<Entry>>();
  private readonly now: () => number;
  private readonly maxStaleMs: number;
  private readonly maxEntries: number;

  constructor(options: UpstreamCacheOptions = {}) {
    this.now = options.now ?? Date.now;
    this.maxStaleMs = options.maxStaleMs ?? 24 * 60 * 60_000;
    this.maxEntries = options.maxEntries ?? 2_000;
  }

  async get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<Cached<T>> {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now) return { value: entry.value as T, stale: false, fetchedAt: entry.fetchedAt };
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = load()
        .then((value) => this.store(key, value, ttlMs))
        .finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    try {
      const fresh = await pending;
      return { value: fresh.value as T, stale: false, fetchedAt: fresh.fetchedAt };
    } catch (error) {
      // "No such coin" is an answer, not an outage: never hidden behind a stale copy.
      if (error instanceof MarketNotFoundError) throw error;
      const last = this.entries.get(key);
      if (last && this.now() - last.fetchedAt <= this.maxStaleMs) {
        return { value: last.value as T, stale: true, fetchedAt: last.fetchedAt };
      }
      throw error instanceof UpstreamUnavailableError ? error : new UpstreamUnavailableError(describe(error));
    }
  }

  private store(key: string, value: unknown, ttlMs: number): Entry {
    const fetchedAt = this.now();
    const entry = { value, fetchedAt, expiresAt: fetchedAt + ttlMs };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.name : 'upstream failure';
}
