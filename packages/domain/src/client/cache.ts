import { CACHE_WAIT_MS, CACHE_WAIT_TRANSACTIONS_MS, TRANSACTIONS_PAGE_SIZE } from '../constants';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Structural equality for JSON-like cached values (primitives, arrays, plain objects). Key order
 * is ignored; NaN equals NaN; anything else (class instances, functions) compares by identity.
 */
export function isDeepEqualValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => isDeepEqualValue(item, b[i]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => Object.hasOwn(b, key) && isDeepEqualValue(a[key], b[key]));
}

/** Section 4: changes are stored only if different, so subscribers are not woken for nothing. */
export function shouldStoreCachedValue(previous: unknown, next: unknown): boolean {
  return !isDeepEqualValue(previous, next);
}

/** What a cached item is, for section 4's waits: transactions wait longer. */
export type CachedItemKind = 'transactions' | 'other';

/**
 * Section 4: a load that finds the same item already loading waits for that load (it never sends a
 * second request) for at most 3 s, 5 s for transactions, then gives up. The spec's polling every
 * 200/500 ms while waiting is replaced by waiting on the load itself (docs/decisions/0018).
 */
export function cacheWaitMs(kind: CachedItemKind): number {
  return kind === 'transactions' ? CACHE_WAIT_TRANSACTIONS_MS : CACHE_WAIT_MS;
}

/**
 * Section 4 transaction history paging: each source (transactions, card operations, exchanges,
 * investments, interests) is fetched a page of 10 at a time until it returns fewer than a page.
 */
export interface SourcePaging {
  readonly offset: number;
  readonly done: boolean;
}

export type PagingState<S extends string> = Readonly<Record<S, SourcePaging>>;

export interface PageRequest<S extends string> {
  readonly source: S;
  readonly offset: number;
  readonly limit: number;
}

export function initialPaging<S extends string>(sources: readonly S[]): PagingState<S> {
  const state = {} as Record<S, SourcePaging>;
  for (const source of sources) state[source] = { offset: 0, done: false };
  return state;
}

export function nextPageRequests<S extends string>(
  state: PagingState<S>,
  pageSize: number = TRANSACTIONS_PAGE_SIZE,
): PageRequest<S>[] {
  return (Object.keys(state) as S[])
    .filter((source) => !state[source].done)
    .map((source) => ({ source, offset: state[source].offset, limit: pageSize }));
}

/** A full page means there may be more; a short (or empty) page ends that source. */
export function applyPageResult<S extends string>(
  state: PagingState<S>,
  source: NoInfer<S>,
  receivedCount: number,
  pageSize: number = TRANSACTIONS_PAGE_SIZE,
): PagingState<S> {
  const current = state[source];
  if (current.done) return state;
  return { ...state, [source]: { offset: current.offset + receivedCount, done: receivedCount < pageSize } };
}

export function isPagingDone<S extends string>(state: PagingState<S>): boolean {
  return (Object.keys(state) as S[]).every((source) => state[source].done);
}
