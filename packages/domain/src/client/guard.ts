import {
  DASHBOARD_PATH,
  findRoute,
  isAuthAreaPath,
  isRootPath,
  LOCK_SCREEN_PATH,
  LOGIN_PATH,
  ROOT_PATH,
  START_PATH,
} from './routes';

export interface GuardInput {
  readonly path: string;
  readonly hasToken: boolean;
  readonly pinLockActive: boolean;
  readonly eeFlag: boolean;
  /** The stored langSelected value; only 1 (number or text, as storage returns text) counts. */
  readonly langSelected: unknown;
}

export type GuardDecision = { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string };

const ALLOW: GuardDecision = { kind: 'allow' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

export function isLanguageSelected(langSelected: unknown): boolean {
  return langSelected === 1 || langSelected === '1';
}

/**
 * Section 2 guard rules.
 *
 * Decision: with the 'ee' flag, public pages other than root are allowed even without a language.
 * Read literally, "no language -> other public pages go to root" would bounce an 'ee' visitor
 * between /start and root forever, and the private-path rule sends 'ee' visitors to /login, so
 * /login must be reachable for them.
 *
 * Decision: an unknown path under /auth without a token follows the private-path rule (it would
 * need login anyway); any other unknown path goes to /login, whose own guard sends a logged-in
 * user on to the dashboard or lock screen.
 */
export function guardRoute(input: GuardInput): GuardDecision {
  const route = findRoute(input.path);
  const root = isRootPath(input.path);
  const language = isLanguageSelected(input.langSelected);

  if (route?.access === 'entry') {
    if (input.hasToken) return redirect(input.pinLockActive ? LOCK_SCREEN_PATH : DASHBOARD_PATH);
    if (input.eeFlag) return root ? redirect(START_PATH) : ALLOW;
    if (language) return root ? redirect(START_PATH) : ALLOW;
    return root ? ALLOW : redirect(ROOT_PATH);
  }
  if (route?.access === 'open') return ALLOW;
  if (route?.access === 'private' || isAuthAreaPath(input.path)) {
    if (!input.hasToken) {
      if (input.eeFlag) return redirect(LOGIN_PATH);
      return redirect(language ? START_PATH : ROOT_PATH);
    }
    return route ? ALLOW : redirect(LOGIN_PATH);
  }
  return redirect(LOGIN_PATH);
}
