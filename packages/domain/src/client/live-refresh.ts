/**
 * Issue 21.6: screens showing balances or history refresh by themselves within 10 s of a change
 * while they are visible. Balance and history items carry their own refresh interval (the one
 * exception to section 4's "loaded once, reused unless forced"; docs/decisions/0018): short while
 * something is pending, longer otherwise, and a safety net only once a server live stream pushes
 * changes.
 */

/** While nothing is pending: a change shows within this interval plus one request. */
export const LIVE_REFRESH_MS = 8_000;
/** While a transaction is unconfirmed or pending, or a wallet is being created. */
export const LIVE_REFRESH_PENDING_MS = 2_000;
/** With a connected live stream, polling only covers a missed message. */
export const LIVE_STREAM_SAFETY_REFRESH_MS = 60_000;

/** Transaction statuses that will still change without the user doing anything. */
export const LIVE_PENDING_STATUSES: readonly string[] = ['UNCONFIRMED', 'PENDING'];

export function isPendingStatus(status: unknown): boolean {
  return typeof status === 'string' && LIVE_PENDING_STATUSES.includes(status);
}

export interface LiveRefreshInput {
  /** Anything in view that is still moving: a pending transaction, a wallet being created. */
  readonly pending: boolean;
  /** A server live stream is connected and delivering changes. */
  readonly liveStream: boolean;
}

/** How often a balance or history item is read again while it is on a visible screen. */
export function liveRefreshInterval(input: LiveRefreshInput): number {
  if (input.liveStream) return LIVE_STREAM_SAFETY_REFRESH_MS;
  return input.pending ? LIVE_REFRESH_PENDING_MS : LIVE_REFRESH_MS;
}
