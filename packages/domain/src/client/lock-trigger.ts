import { APP_STATE_LISTENER_DELAY_MS, LOCK_REFRESH_THRESHOLD } from '../constants';
import { isAuthAreaPath, isOnOrUnderPath, KYC_PATH, LOCK_SCREEN_PATH, normalisePath } from './routes';

export interface LockTriggerInput {
  readonly appState: 'background' | 'foreground';
  /** The path of the screen showing. */
  readonly path: string;
  readonly hasToken: boolean;
  readonly pinSet: boolean;
  readonly modalOpen: boolean;
}

/**
 * Section 4 lock trigger: lock when going to background on an authenticated screen with a PIN set
 * and no modal open. The lock screen itself and KYC (camera and file pickers background the app)
 * are skipped.
 */
export function shouldLockOnBackground(input: LockTriggerInput): boolean {
  const path = normalisePath(input.path);
  if (input.appState !== 'background') return false;
  if (!input.hasToken || !isAuthAreaPath(path)) return false;
  if (isOnOrUnderPath(path, LOCK_SCREEN_PATH) || isOnOrUnderPath(path, KYC_PATH)) return false;
  return input.pinSet && !input.modalOpen;
}

/** LOCK_REFRESH_THRESHOLD read as seconds (see constants.ts). */
export const LOCK_REFRESH_THRESHOLD_MS = LOCK_REFRESH_THRESHOLD * 1_000;

/**
 * Section 4: on either app-state transition (to the foreground or to the background), data is
 * reloaded only when strictly more than the threshold has passed since the last refresh, whoever
 * made it (start-up, the init event, a forced refresh or an earlier app-state reload).
 */
export function shouldReloadOnAppStateChange(lastRefreshAt: number | null, now: number): boolean {
  if (lastRefreshAt === null) return true;
  return now - lastRefreshAt > LOCK_REFRESH_THRESHOLD_MS;
}

/** The app-state listener starts 5 s after start-up so the launch itself does not trigger a lock. */
export function isAppStateListenerActive(startedAt: number, now: number): boolean {
  return now - startedAt >= APP_STATE_LISTENER_DELAY_MS;
}
