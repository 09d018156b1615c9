import { type CachedItemKind, cacheWaitMs, isPendingStatus, liveRefreshInterval } from '@coffer/domain';
import { type FetchQueryOptions, type Query, QueryClient, type QueryKey } from '@tanstack/react-query';
import { markDataRefreshed } from './data-refresh';
import { isLiveStreamConnected } from './live-updates';

/**
 * Items holding balances or history (the wallet list, everything under ['wallet', id], transaction
 * details). Kept here, not in features/wallet, so the cache's defaults need nothing from a screen.
 */
export const LIVE_KEY_PREFIXES: readonly QueryKey[] = [['wallets'], ['wallet'], ['transaction']];

/** Transaction lists and details wait 5 s for a load under way, everything else 3 s (section 4). */
export function cachedItemKind(queryKey: QueryKey): CachedItemKind {
  return queryKey[0] === 'transaction' || queryKey.includes('transactions') ? 'transactions' : 'other';
}

/**
 * The rows a balance or history item holds: a list, an infinite list's `pages`, a page's `items`
 * (the wallet history), or one record.
 */
function rowsOf(data: unknown): readonly unknown[] {
  if (Array.isArray(data)) return data.flatMap((entry) => rowsOf(entry));
  if (data && typeof data === 'object') {
    const { pages, items } = data as { pages?: unknown; items?: unknown };
    if (Array.isArray(pages)) return rowsOf(pages);
    if (Array.isArray(items)) return rowsOf(items);
    return [data];
  }
  return [];
}

/**
 * Something in view that will change by itself: a transaction still UNCONFIRMED or PENDING. A wallet
 * being created needs nothing here: its creation polls the list by its own rule (section 4,
 * 10 x 300 ms) and stores the answer in the cache.
 */
export function isAnythingPending(queryClient: QueryClient): boolean {
  return LIVE_KEY_PREFIXES.some((queryKey) =>
    queryClient
      .getQueryCache()
      .findAll({ queryKey })
      .some((query) => rowsOf(query.state.data).some((row) => isPendingStatus((row as { status?: unknown })?.status))),
  );
}

/**
 * Section 4 cached state with TanStack Query's own mechanisms (docs/decisions/0018-client-cached-state.md):
 * - each item loads once and is reused unless forced: nothing goes stale or is dropped by age
 *   (`staleTime` and `gcTime` infinite), no refetch on focus or reconnect; forced = invalidation
 *   (the init event, the app-state reload, after money moved) or an item's own refresh interval;
 * - concurrent loads of one item share one request (the query's in-flight promise); code that
 *   awaits an item waits at most 3 s (5 s for transactions) through `loadCached`;
 * - changes are stored only if different: structural sharing keeps the previous value (and every
 *   unchanged part of it) when the answer is deep-equal, so observers are not re-rendered.
 * Balance and history items (issue 21.6) have their own interval instead: read again every 8 s
 * while on a visible screen (2 s while a transaction is pending), and on focus and reconnect once older
 * than that interval.
 */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: Number.POSITIVE_INFINITY,
        retry: 1,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        structuralSharing: true,
      },
    },
  });
  const interval = () =>
    liveRefreshInterval({ pending: isAnythingPending(queryClient), liveStream: isLiveStreamConnected() });
  for (const queryKey of LIVE_KEY_PREFIXES) {
    queryClient.setQueryDefaults(queryKey, {
      staleTime: () => interval(),
      refetchInterval: () => interval(),
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: true,
      refetchOnReconnect: true,
    });
  }
  // The first loads of a new client count as a refresh (section 4's app-state reload).
  markDataRefreshed(queryClient);
  return queryClient;
}

/** A waiting load gave up: the load under way for the same item did not end in time. */
export class CacheWaitTimeoutError extends Error {
  constructor(queryKey: QueryKey, waitMs: number) {
    super(`Gave up waiting ${waitMs} ms for ${JSON.stringify(queryKey)}`);
    this.name = 'CacheWaitTimeoutError';
  }
}

function isLoading(query: Query | undefined): boolean {
  return query?.state.fetchStatus === 'fetching';
}

/**
 * Section 4 for code that awaits an item (deep-link preloads): the cached value when there is one;
 * the load already under way for it, joined (no second request) for at most 3 s (5 s for
 * transactions), after which this caller gives up with `CacheWaitTimeoutError`; else a new load.
 * `force` reloads even a cached value.
 */
export async function loadCached<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
  { force = false }: { force?: boolean } = {},
): Promise<T> {
  const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  const load = queryClient.fetchQuery(force && !isLoading(query) ? { ...options, staleTime: 0 } : options);
  if (!isLoading(query)) return load;
  const waitMs = cacheWaitMs(cachedItemKind(options.queryKey));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CacheWaitTimeoutError(options.queryKey, waitMs)), waitMs);
  });
  try {
    return await Promise.race([load, giveUp]);
  } finally {
    clearTimeout(timer);
  }
}
