import { DOUBLE_BACK_PRESS_MS, NAVIGATION_HISTORY_MAX } from '../constants';
import { CHANGE_EMAIL_PATH, DASHBOARD_PATH, isOnOrUnderPath, normalisePath, RESET_PASSWORD_PATH } from './routes';

/** Modals the back button must not close (section 2). */
export const BACK_PROOF_MODAL_IDS = ['lockscreen', 'app-update', 'terms-update'] as const;

export interface BackInput {
  readonly path: string;
  /** Id of the top-most open modal, or null when none is open. */
  readonly topModalId: string | null;
  /** Epoch ms of the previous back press on the dashboard that armed the exit, or null. */
  readonly exitArmedAt: number | null;
  readonly now: number;
}

export type BackDecision =
  | { readonly kind: 'skip' }
  | { readonly kind: 'keepModal' }
  | { readonly kind: 'closeModal' }
  | { readonly kind: 'armExit'; readonly exitArmedAt: number }
  | { readonly kind: 'confirmExit' }
  | { readonly kind: 'navigateBack' };

/**
 * Section 2 back handling. A first press on the dashboard only arms the exit; a second one within
 * 2 s asks for confirmation (cancel/exit) rather than exiting silently.
 */
export function decideBack(input: BackInput): BackDecision {
  const path = normalisePath(input.path);
  if (isOnOrUnderPath(path, CHANGE_EMAIL_PATH) || isOnOrUnderPath(path, RESET_PASSWORD_PATH)) return { kind: 'skip' };
  if (input.topModalId !== null) {
    const locked = (BACK_PROOF_MODAL_IDS as readonly string[]).includes(input.topModalId);
    return { kind: locked ? 'keepModal' : 'closeModal' };
  }
  if (path === DASHBOARD_PATH) {
    const armed = input.exitArmedAt !== null && input.now - input.exitArmedAt <= DOUBLE_BACK_PRESS_MS;
    return armed ? { kind: 'confirmExit' } : { kind: 'armExit', exitArmedAt: input.now };
  }
  return { kind: 'navigateBack' };
}

/**
 * Adds a visited path, keeping the newest NAVIGATION_HISTORY_MAX entries. Decision: a repeat of the
 * current entry (reload, same-route navigation) is not stored twice, so back always moves.
 */
export function pushHistory(history: readonly string[], path: string): readonly string[] {
  if (history.at(-1) === path) return history;
  const next = [...history, path];
  return next.length > NAVIGATION_HISTORY_MAX ? next.slice(next.length - NAVIGATION_HISTORY_MAX) : next;
}

/** Removes the current entry; `previous` is where back goes (null when there is nowhere). */
export function popHistory(history: readonly string[]): { history: readonly string[]; previous: string | null } {
  const next = history.slice(0, -1);
  return { history: next, previous: next.at(-1) ?? null };
}
