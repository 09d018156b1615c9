import { MAINTENANCE_PATH } from '../client/routes';
import {
  ACCESS_DENIED_REPEAT_THRESHOLD,
  BANNED_REPEAT_THRESHOLD,
  BANNED_REPEAT_WINDOW_MS,
  BANNED_TOAST_MS,
  MAINTENANCE_REPEAT_THRESHOLD,
} from '../constants';
import { ACCESS_DENIED_DESCRIPTION, ACCOUNT_DISABLED_DESCRIPTION } from './catalogue';
import { BANNED_MESSAGE_KEY } from './messages';

/**
 * Section 8 interceptor as a pure state machine. The app feeds it every error of its own server
 * (never rates or third-party calls) and executes the returned actions.
 *
 * Decision: the spec attaches "within 30 seconds" only to the banned counter; the maintenance and
 * access-denied counters use the same sliding 30 s window, because an unbounded counter would let
 * three unrelated 503s spread over a day force the maintenance screen.
 *
 * Decision: a counter is emptied when it fires, so one burst raises one event rather than one per
 * further error; a burst that continues fires again once it exceeds the threshold anew.
 */
export type InterceptedKind = 'banned' | 'maintenance' | 'accessDenied' | 'closedAccount';

export interface InterceptedError {
  readonly status: number;
  readonly code?: string;
  readonly description?: string;
}

/** Timestamps (epoch ms) of the errors still inside the window; plain arrays so it serialises. */
export interface InterceptorState {
  readonly banned: readonly number[];
  readonly maintenance: readonly number[];
  readonly accessDenied: readonly number[];
}

export type InterceptorAction =
  | { readonly type: 'banned'; readonly messageKey: string; readonly toastMs: number }
  | { readonly type: 'maintenance'; readonly path: typeof MAINTENANCE_PATH }
  | {
      readonly type: 'logout';
      readonly reason: 'accessDenied' | 'closedAccount';
      // The token is no longer honoured by the server, so calling the logout API would only fail.
      readonly callApi: false;
      readonly clearData: true;
    };

export interface InterceptorResult {
  readonly state: InterceptorState;
  readonly actions: readonly InterceptorAction[];
}

export const INITIAL_INTERCEPTOR_STATE: InterceptorState = { banned: [], maintenance: [], accessDenied: [] };

/** The window shared by all repeat counters (see the decision above). */
export const INTERCEPTOR_WINDOW_MS = BANNED_REPEAT_WINDOW_MS;

export function classifyHttpError(error: InterceptedError): InterceptedKind | null {
  switch (error.status) {
    case 429:
      return 'banned';
    case 503:
    case 504:
      return 'maintenance';
    case 401:
      return error.code === 'access_denied' && error.description === ACCESS_DENIED_DESCRIPTION ? 'accessDenied' : null;
    case 400:
      return error.description === ACCOUNT_DISABLED_DESCRIPTION ? 'closedAccount' : null;
    default:
      return null;
  }
}

function withinWindow(times: readonly number[], now: number): number[] {
  return times.filter((t) => now - t < INTERCEPTOR_WINDOW_MS);
}

type CounterKey = keyof InterceptorState;

const THRESHOLDS: Record<CounterKey, number> = {
  banned: BANNED_REPEAT_THRESHOLD,
  maintenance: MAINTENANCE_REPEAT_THRESHOLD,
  accessDenied: ACCESS_DENIED_REPEAT_THRESHOLD,
};

function actionFor(key: CounterKey): InterceptorAction {
  switch (key) {
    case 'banned':
      return { type: 'banned', messageKey: BANNED_MESSAGE_KEY, toastMs: BANNED_TOAST_MS };
    case 'maintenance':
      return { type: 'maintenance', path: MAINTENANCE_PATH };
    case 'accessDenied':
      return { type: 'logout', reason: 'accessDenied', callApi: false, clearData: true };
  }
}

export function interceptError(state: InterceptorState, error: InterceptedError, now: number): InterceptorResult {
  const kind = classifyHttpError(error);
  if (kind === null) return { state, actions: [] };
  if (kind === 'closedAccount') {
    return {
      state,
      actions: [{ type: 'logout', reason: 'closedAccount', callApi: false, clearData: true }],
    };
  }
  const times = [...withinWindow(state[kind], now), now];
  if (times.length > THRESHOLDS[kind]) {
    return { state: { ...state, [kind]: [] }, actions: [actionFor(kind)] };
  }
  return { state: { ...state, [kind]: times }, actions: [] };
}
