import { shouldReloadOnAppStateChange } from '@coffer/domain';
import type { QueryClient } from '@tanstack/react-query';

/**
 * When the data was last reloaded as a whole, kept beside the query cache so every reload records
 * it: the first loads of the app, the init app event, a forced refresh and the app-state reload
 * (section 4: on foreground or background, reload when more than 30 s have passed since then).
 */
const lastRefreshAt = new WeakMap<QueryClient, number>();

export function markDataRefreshed(queryClient: QueryClient, now: number = Date.now()): void {
  lastRefreshAt.set(queryClient, now);
}

export function lastDataRefreshAt(queryClient: QueryClient): number | null {
  return lastRefreshAt.get(queryClient) ?? null;
}

/** A forced reload of everything: every item is marked stale and the ones on screen load again. */
export function reloadData(queryClient: QueryClient, now: number = Date.now()): Promise<void> {
  markDataRefreshed(queryClient, now);
  return queryClient.invalidateQueries();
}

/** The app went to the background or came back: reload if the last refresh is older than 30 s. */
export function reloadDataIfDue(queryClient: QueryClient, now: number = Date.now()): boolean {
  if (!shouldReloadOnAppStateChange(lastDataRefreshAt(queryClient), now)) return false;
  void reloadData(queryClient, now);
  return true;
}
