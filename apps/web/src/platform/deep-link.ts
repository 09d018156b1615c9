import { type DeepLinkPreload, type NavigationTarget, resolveDeepLink } from '@coffer/domain';

/** Loads what one preload step of a deep link names (initial data, earn data, ...). */
export type Preloader = (step: DeepLinkPreload) => Promise<unknown>;

/** A resolver target as an in-app URL: path plus query. */
export function targetUrl(target: NavigationTarget): string {
  const query = new URLSearchParams(target.query ?? {}).toString();
  return query ? `${target.path}?${query}` : target.path;
}

export interface OpenDeepLinkInput {
  /** The opened URL or path with its query. */
  url: string;
  hasToken: boolean;
  /** Native shells check the store on app-update links; the web has its own update flow. */
  native?: boolean;
  preload: Preloader;
  /** Section 8: deep-link failures are logged, then the link falls back. */
  log?: (message: string, error: unknown) => void;
}

/**
 * Runs the section 2 deep-link plan of `resolveDeepLink`: every preload in order, then the target;
 * the fallback when any preload fails. Answers the URL to navigate to (replacing the link).
 */
export async function openDeepLink({
  url,
  hasToken,
  native = false,
  preload,
  log = console.warn,
}: OpenDeepLinkInput): Promise<string> {
  const action = resolveDeepLink({ url, hasToken, native });
  if (action.kind === 'twoFactor') return targetUrl({ path: '/ask-login-2fa', query: { referralCode: action.pin } });
  try {
    for (const step of action.preload) await preload(step);
    return targetUrl(action.target);
  } catch (error) {
    log(`deep link ${url} failed; falling back to ${targetUrl(action.fallback)}`, error);
    return targetUrl(action.fallback);
  }
}
