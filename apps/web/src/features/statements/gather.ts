import { type HistoryEntry, type HistoryQuery, listWalletHistory } from '@coffer/contract';
import { apiCall } from '../../lib/api/client';

/** Rows per history request while gathering a statement (the contract's largest page). */
export const GATHER_PAGE_SIZE = 200;

export interface GatherProgress {
  /** Rows gathered so far. */
  readonly rows: number;
  /** Share of the time from now back to the range's start already covered, 0 to 1. */
  readonly fraction: number;
}

/**
 * Every history row of a wallet from `fromDay` (a UTC day, 'YYYY-MM-DD') until now, page by page
 * along the history's cursor (docs/decisions/0016), newest first. Each page goes to `onPage` as it
 * arrives (the PDF worker takes it at once); `signal` cancels between and during requests.
 */
export async function gatherHistory(
  walletId: string,
  fromDay: string,
  onPage: (entries: readonly HistoryEntry[], progress: GatherProgress) => void,
  signal: AbortSignal,
  now = Date.now(),
): Promise<number> {
  const start = Date.parse(`${fromDay}T00:00:00Z`);
  let cursor: string | undefined;
  let rows = 0;
  do {
    const query: HistoryQuery = { limit: GATHER_PAGE_SIZE, fromDate: fromDay, ...(cursor ? { cursor } : {}) };
    const page = await apiCall(listWalletHistory, { params: { id: walletId }, query, signal });
    rows += page.items.length;
    const oldest = page.items.at(-1);
    const covered = oldest ? (now - Date.parse(oldest.at)) / Math.max(1, now - start) : 1;
    const fraction = page.nextCursor ? Math.min(0.99, Math.max(0, covered)) : 1;
    onPage(page.items, { rows, fraction });
    cursor = page.nextCursor ?? undefined;
  } while (cursor && !signal.aborted);
  if (signal.aborted) throw new DOMException('Canceled', 'AbortError');
  return rows;
}
