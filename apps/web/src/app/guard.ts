import { findRoute, guardRoute, isAuthAreaPath, isDeepLinkPath, normalisePath } from '@coffer/domain';
import { tokenStore } from '../lib/api/token-store';
import { isStoredFlagSet, STORAGE_KEYS, storage } from '../lib/storage';

/** Paths outside the spec's route table that need no login and no guard (deep link, sandbox tools). */
const UNGUARDED_PATHS = new Set(['/ask-login-2fa', '/dev/outbox']);

/**
 * A deep link opened as a URL: a path with no screen of its own that the section 2 resolver has a
 * rule for (/exchange, /signup/CODE). The deep-link page resolves it, login included.
 */
export function isWebDeepLink(path: string): boolean {
  return findRoute(path) === null && !isAuthAreaPath(path) && isDeepLinkPath(path);
}

/**
 * The route guards of spec section 2, decided by @coffer/domain's `guardRoute` from what this
 * browser has stored: given the URL being opened, the path to go to instead, or null to let it
 * through. The app's history runs it before every navigation (app/history.ts).
 */
export function resolveGuardRedirect(url: URL): string | null {
  const path = normalisePath(url.pathname);
  if (UNGUARDED_PATHS.has(path) || isWebDeepLink(path)) return null;
  const decision = guardRoute({
    path,
    hasToken: tokenStore.get() !== null,
    pinLockActive: isStoredFlagSet(STORAGE_KEYS.pinLock),
    eeFlag: isStoredFlagSet(STORAGE_KEYS.ee),
    langSelected: storage.get(STORAGE_KEYS.languageSelected),
  });
  if (decision.kind === 'allow') return null;
  // The spec's root is the empty path; the browser's is '/'.
  const target = decision.to === '' ? '/' : decision.to;
  return target === path ? null : target;
}
