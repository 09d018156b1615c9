import { SESSION_EXPIRY_COUNTDOWN_MS, SESSION_INACTIVITY_MS } from '../constants';

export interface SessionTimingInput {
  /** Epoch ms of the last user activity. */
  readonly lastActivity: number;
  readonly now: number;
  /** Epoch ms when the expiry dialog was shown; null while it is not showing. */
  readonly dialogShownAt: number | null;
  /** Inactivity logout runs on the web in production only (section 4). */
  readonly enabled: boolean;
}

export type SessionTimingState =
  | { readonly kind: 'disabled' }
  | { readonly kind: 'active'; readonly dialogDueAt: number }
  | { readonly kind: 'showDialog' }
  | { readonly kind: 'dialog'; readonly logoutAt: number; readonly secondsLeft: number }
  | { readonly kind: 'logout' };

export function isSessionTimeoutEnabled(platform: 'web' | 'ios' | 'android', production: boolean): boolean {
  return platform === 'web' && production;
}

/**
 * Section 4: 14 minutes of inactivity show a dialog, 60 s without a choice log out.
 *
 * Decision: once the dialog is showing, only an explicit "keep open" (the app then clears
 * dialogShownAt and records activity) saves the session; stray activity does not.
 * Decision: if the dialog never got shown (e.g. a throttled background tab) and the whole 15 minutes
 * have already passed, the answer is logout at once: the user could not have answered anyway.
 */
export function sessionTimingState(input: SessionTimingInput): SessionTimingState {
  if (!input.enabled) return { kind: 'disabled' };
  if (input.dialogShownAt !== null) {
    const logoutAt = input.dialogShownAt + SESSION_EXPIRY_COUNTDOWN_MS;
    if (input.now >= logoutAt) return { kind: 'logout' };
    return { kind: 'dialog', logoutAt, secondsLeft: Math.ceil((logoutAt - input.now) / 1_000) };
  }
  const idle = input.now - input.lastActivity;
  if (idle >= SESSION_INACTIVITY_MS + SESSION_EXPIRY_COUNTDOWN_MS) return { kind: 'logout' };
  if (idle >= SESSION_INACTIVITY_MS) return { kind: 'showDialog' };
  return { kind: 'active', dialogDueAt: input.lastActivity + SESSION_INACTIVITY_MS };
}

export interface LogoutOptions {
  /** Call GET /user/logout (false when the server no longer honours the token). Default yes. */
  readonly callApi?: boolean;
  /** Clear every cached item and the offline copy of the user's data. Default yes. */
  readonly clearData?: boolean;
}

export type LogoutStep =
  | 'stopInactivityWorker'
  | 'showLoader'
  | 'closeModalsAndAlerts'
  | 'clearDeviceSecrets'
  | 'callApi'
  | 'removeToken'
  | 'goToRoot'
  | 'clearData'
  | 'hideLoader';

/**
 * Section 4's logout app event, in order: stop the inactivity worker, show a loader, then log out
 * (close modals and alerts, clear biometrics and PIN, call the API if asked, remove the token, go
 * to root, clear the cached state if asked), then hide the loader. Push is stopped by the native
 * shell (not on the web yet).
 */
export function logoutSteps(options: LogoutOptions = {}): LogoutStep[] {
  return [
    'stopInactivityWorker',
    'showLoader',
    'closeModalsAndAlerts',
    'clearDeviceSecrets',
    ...(options.callApi === false ? [] : (['callApi'] as const)),
    'removeToken',
    'goToRoot',
    ...(options.clearData === false ? [] : (['clearData'] as const)),
    'hideLoader',
  ];
}
