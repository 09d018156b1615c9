// The first screens the browser benches open, and what the browser has stored before it opens them.

/**
 * The screens: the path, and what localStorage holds (the section 2 guard lets a visitor with `ee` and
 * `langSelected` through to /login, and a stored token to /auth).
 * @type {Record<string, { path: string, storage: (token: string) => Record<string, string> }>}
 */
export const SCREENS = {
  login: { path: '/login', storage: () => ({ langSelected: '1', ee: '1' }) },
  dashboard: { path: '/auth/dashboard', storage: (token) => ({ token, langSelected: '1' }) },
};

/**
 * The screen names of a comma-separated list, each checked against SCREENS.
 * @param {string} list
 * @returns {string[]}
 */
export function screenNames(list) {
  const names = list.split(',').map((s) => s.trim());
  if (names.some((s) => !Object.hasOwn(SCREENS, s))) {
    throw new Error(`--screen takes ${Object.keys(SCREENS).join(' and/or ')}`);
  }
  return names;
}
