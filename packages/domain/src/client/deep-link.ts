import {
  CARD_PATH,
  DASHBOARD_PATH,
  EARN_PATH,
  EXCHANGE_PATH,
  KYC_PATH,
  LOGIN_PATH,
  SIGNUP_PATH,
  TRANSACTIONS_PATH,
} from './routes';

/**
 * Section 2 deep links as a declarative plan the app executes: run `preload` in order, then
 * navigate to `target`; if anything fails, navigate to `fallback` instead (section 8).
 */
export type DeepLinkPreload = 'initialData' | 'earnData' | 'currencyData' | 'walletData' | 'appUpdateCheck';

export interface NavigationTarget {
  readonly path: string;
  readonly query?: Readonly<Record<string, string>>;
}

export type DeepLinkAction =
  | { readonly kind: 'twoFactor'; readonly pin: string }
  | {
      readonly kind: 'navigate';
      readonly preload: readonly DeepLinkPreload[];
      readonly target: NavigationTarget;
      readonly fallback: NavigationTarget;
    };

export interface DeepLinkInput {
  /** The opened URL: absolute (https://host/path, app://host/path) or a bare path. */
  readonly url: string;
  readonly hasToken: boolean;
  /** Native shells check the store for updates; the web has its own update flow. */
  readonly native: boolean;
}

export interface ParsedDeepLink {
  /** Path as received (no scheme, host, query or fragment). */
  readonly path: string;
  readonly segments: readonly string[];
  readonly query: Readonly<Record<string, string>>;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/** Splits a URL without the platform URL class (the domain package has no DOM or Node types). */
export function parseDeepLink(url: string): ParsedDeepLink {
  let rest = url.trim();
  const scheme = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\//.exec(rest);
  if (scheme) {
    rest = rest.slice(scheme[0].length);
    const slash = rest.search(/[/?#]/);
    rest = slash === -1 ? '' : rest.slice(slash);
  }
  const hashAt = rest.indexOf('#');
  if (hashAt !== -1) rest = rest.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  const path = queryAt === -1 ? rest : rest.slice(0, queryAt);
  const query: Record<string, string> = {};
  if (queryAt !== -1) {
    for (const pair of rest.slice(queryAt + 1).split('&')) {
      if (pair === '') continue;
      const eq = pair.indexOf('=');
      const key = safeDecode(eq === -1 ? pair : pair.slice(0, eq));
      // The first occurrence wins so an appended duplicate cannot override a link's parameter.
      if (!(key in query)) query[key] = eq === -1 ? '' : safeDecode(pair.slice(eq + 1));
    }
  }
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .map(safeDecode);
  return { path: path === '' ? '/' : path, segments, query };
}

const DASHBOARD: NavigationTarget = { path: DASHBOARD_PATH };
const LOGIN: NavigationTarget = { path: LOGIN_PATH };

function go(preload: readonly DeepLinkPreload[], target: NavigationTarget, fallback: NavigationTarget): DeepLinkAction {
  return { kind: 'navigate', preload, target, fallback };
}

function signupCode(link: ParsedDeepLink): string | null {
  const fromQuery = link.query.referralCode;
  if (fromQuery !== undefined && fromQuery !== '') return fromQuery;
  const last = link.segments.at(-1);
  return last !== undefined && last !== 'signup' ? last : null;
}

function proofOfFunds(link: ParsedDeepLink): DeepLinkAction {
  // Shape .../{coin}/{txId}/proof-of-funds/{proofId}: the coin is the fourth segment from the end.
  const coin = link.segments.at(-4);
  const txId = link.segments.at(-3);
  const proofId = link.segments.at(-1);
  if (coin === undefined || txId === undefined || proofId === undefined) {
    return go(['initialData'], DASHBOARD, DASHBOARD);
  }
  const coinCode = coin.toUpperCase();
  return go(
    ['initialData'],
    { path: TRANSACTIONS_PATH, query: { coinCode, txId, proofId } },
    { path: TRANSACTIONS_PATH, query: { coinCode, txId } },
  );
}

function transactions(link: ParsedDeepLink): DeepLinkAction {
  // Query first (the transactions route's own parameters); else .../transactions/{coin}/{txId}.
  const at = link.segments.lastIndexOf('transactions');
  const coinCode = link.query.coinCode ?? link.segments[at + 1];
  const txId = link.query.txId ?? link.segments[at + 2];
  if (coinCode === undefined || txId === undefined) return go(['initialData'], DASHBOARD, DASHBOARD);
  return go(['initialData'], { path: TRANSACTIONS_PATH, query: { coinCode, txId } }, DASHBOARD);
}

/** The path segments `resolveDeepLink` acts on (ask-login-2fa matches anywhere in the path). */
export const DEEP_LINK_SEGMENTS = [
  'change-email',
  'reset-password',
  'login',
  'signup',
  'app-update',
  'kyc',
  'card',
  'earn',
  'interests',
  'exchange',
  'proof-of-funds',
  'transactions',
] as const;

/**
 * Whether a path opened on the web is a deep link: one the section 2 resolver has a rule for. The
 * web app asks this only for paths without a screen of their own (/exchange, /signup/CODE,
 * /transactions/BTC/tx-1), so /auth/exchange stays a screen.
 */
export function isDeepLinkPath(path: string): boolean {
  if (path.includes('ask-login-2fa')) return true;
  const segments = parseDeepLink(path).segments;
  return DEEP_LINK_SEGMENTS.some((segment) => segments.includes(segment));
}

/**
 * Section 2 deep-link rules, checked in the spec's order. 'ask-login-2fa' matches anywhere in the
 * path (the spec says "containing"); every other keyword must be a whole path segment, so a token
 * or id that happens to contain "card" or "earn" cannot reroute the link.
 */
export function resolveDeepLink(input: DeepLinkInput): DeepLinkAction {
  const link = parseDeepLink(input.url);
  const has = (segment: string) => link.segments.includes(segment);

  if (link.path.includes('ask-login-2fa')) return { kind: 'twoFactor', pin: link.query.referralCode ?? '' };
  if (has('change-email') || has('reset-password')) {
    const same = { path: link.path, query: link.query };
    return go([], same, LOGIN);
  }
  if (has('login')) return input.hasToken ? go([], DASHBOARD, LOGIN) : go([], LOGIN, LOGIN);
  if (has('signup')) {
    if (input.hasToken) return go([], DASHBOARD, LOGIN);
    const code = signupCode(link);
    const signup: NavigationTarget = { path: SIGNUP_PATH };
    return code === null
      ? go([], DASHBOARD, signup)
      : go([], { path: SIGNUP_PATH, query: { referralCode: code } }, signup);
  }
  if (has('app-update')) {
    return go(
      input.native ? ['appUpdateCheck'] : [],
      input.hasToken ? DASHBOARD : LOGIN,
      input.hasToken ? DASHBOARD : LOGIN,
    );
  }
  if (!input.hasToken) return go([], LOGIN, LOGIN);

  if (has('kyc')) return go(['initialData'], { path: KYC_PATH }, DASHBOARD);
  if (has('card')) return go(['initialData'], { path: CARD_PATH }, DASHBOARD);
  if (has('earn') || has('interests')) return go(['initialData', 'earnData'], { path: EARN_PATH }, DASHBOARD);
  if (has('exchange')) {
    return go(['initialData', 'currencyData', 'walletData'], { path: EXCHANGE_PATH }, DASHBOARD);
  }
  if (has('proof-of-funds')) return proofOfFunds(link);
  if (has('transactions')) return transactions(link);
  return go(['initialData'], DASHBOARD, DASHBOARD);
}
