/**
 * Section 2 route table as data. Patterns: an exact path, or a prefix ending in '*' that matches
 * the prefix itself and anything below it ("/auth/wallet*" matches /auth/wallet/transactions).
 *
 * Decisions on paths the spec does not name:
 * - terms pages live under /terms (e.g. /terms/wallet, /terms/earn, /terms/card);
 * - the market tab is /auth/market;
 * - KYC sub-steps live under /auth/kyc/;
 * - the deep-link group has no path of its own: native URL opens go through `resolveDeepLink`.
 */
export const ROUTE_GROUPS = ['public', 'auth', 'terms', 'main', 'deepLink'] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

/**
 * entry: public entry pages guarded for logged-in users and language choice;
 * open: no login needed and no guard; private: needs a session token.
 */
export type RouteAccess = 'entry' | 'open' | 'private';

export interface RouteEntry {
  readonly pattern: string;
  readonly group: RouteGroup;
  readonly access: RouteAccess;
}

export const ROOT_PATH = '';
export const START_PATH = '/start';
export const LOGIN_PATH = '/login';
export const SIGNUP_PATH = '/signup';
export const DASHBOARD_PATH = '/auth/dashboard';
export const LOCK_SCREEN_PATH = '/auth/lock-screen';
export const KYC_PATH = '/auth/kyc';
export const CARD_PATH = '/auth/card';
export const EARN_PATH = '/auth/earn';
export const EXCHANGE_PATH = '/auth/exchange';
export const MARKET_PATH = '/auth/market';
export const PROFILE_PATH = '/auth/profile';
export const TRANSACTIONS_PATH = '/auth/wallet/transactions';
export const MAINTENANCE_PATH = '/maintenance';
export const CHANGE_EMAIL_PATH = '/change-email';
export const RESET_PASSWORD_PATH = '/reset-password';
export const TERMS_PATH = '/terms';

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { pattern: ROOT_PATH, group: 'public', access: 'entry' },
  { pattern: '/', group: 'public', access: 'entry' },
  { pattern: START_PATH, group: 'public', access: 'entry' },
  { pattern: LOGIN_PATH, group: 'public', access: 'entry' },
  { pattern: SIGNUP_PATH, group: 'public', access: 'entry' },
  { pattern: MAINTENANCE_PATH, group: 'public', access: 'open' },
  { pattern: `${CHANGE_EMAIL_PATH}*`, group: 'public', access: 'open' },
  { pattern: `${RESET_PASSWORD_PATH}*`, group: 'public', access: 'open' },
  { pattern: LOCK_SCREEN_PATH, group: 'auth', access: 'open' },
  { pattern: `${KYC_PATH}*`, group: 'auth', access: 'open' },
  { pattern: `${TERMS_PATH}*`, group: 'terms', access: 'open' },
  { pattern: DASHBOARD_PATH, group: 'main', access: 'private' },
  // The card's operation screen lives under it (issue 15).
  { pattern: `${CARD_PATH}*`, group: 'main', access: 'private' },
  { pattern: EARN_PATH, group: 'main', access: 'private' },
  { pattern: EXCHANGE_PATH, group: 'main', access: 'private' },
  // The market's coin and news pages live under it (issue 16).
  { pattern: `${MARKET_PATH}*`, group: 'main', access: 'private' },
  { pattern: PROFILE_PATH, group: 'main', access: 'private' },
  { pattern: '/auth/setting*', group: 'main', access: 'private' },
  { pattern: '/auth/wallet*', group: 'main', access: 'private' },
  // Issue 18: support conversations, the notification centre and the operators' agent page.
  { pattern: '/auth/support*', group: 'main', access: 'private' },
  { pattern: '/auth/notifications', group: 'main', access: 'private' },
  { pattern: '/agent', group: 'public', access: 'open' },
];

/** Drops query and fragment, and a trailing slash except on the root. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  if (bare === '/' || bare === '') return bare;
  return bare.endsWith('/') ? bare.slice(0, -1) : bare;
}

/** The path itself or anything below it, segment-wise ('/auth/kyc/selfie' is under '/auth/kyc'). */
export function isOnOrUnderPath(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

export function matchesPattern(pattern: string, path: string): boolean {
  if (!pattern.endsWith('*')) return pattern === path;
  const prefix = pattern.slice(0, -1);
  // Literal "starts with", as the spec words it: /auth/settings also counts as a settings page.
  return path.startsWith(prefix);
}

export function findRoute(path: string): RouteEntry | null {
  const normal = normalisePath(path);
  return ROUTE_TABLE.find((entry) => matchesPattern(entry.pattern, normal)) ?? null;
}

export function isRootPath(path: string): boolean {
  const normal = normalisePath(path);
  return normal === '' || normal === '/';
}

/** Paths under /auth (segment-wise, so /authority is not one). */
export function isAuthAreaPath(path: string): boolean {
  return isOnOrUnderPath(normalisePath(path), '/auth');
}
