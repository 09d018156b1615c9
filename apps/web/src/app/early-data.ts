/**
 * The screens a visit usually starts on: index.html's inline script preloads their chunks and texts
 * (build/route-preload-plugin.ts). Screens reached from inside the app load theirs on navigation.
 */
export const PRELOADED_SCREENS: readonly string[] = [
  '/',
  '/start',
  '/login',
  '/signup',
  '/auth/lock-screen',
  '/auth/dashboard',
];

/**
 * The API reads a screen needs for its first paint, started by index.html's inline script while the
 * app's code is still downloading (docs/decisions/0036), keyed by the screen's path. Only plain GET
 * reads of the signed-in user without parameters; the API client takes each answer once
 * (lib/api/early.ts) in place of its own request.
 */
export const EARLY_DATA: Readonly<Record<string, readonly string[]>> = {
  '/auth/dashboard': ['/api/user/me', '/api/kyc', '/api/wallet'],
};

/** Reads every screen makes at start whatever the session, started by the same script. */
export const EARLY_PUBLIC_READS: readonly string[] = ['/wallet-app.json'];
