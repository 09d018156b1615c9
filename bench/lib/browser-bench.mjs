// What the browser benches (lighthouse, startup) share: the browser, the builds, a server with a signed-in user.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium, root, run } from '../../scripts/lib.mjs';
import { createAccount } from './accounts.mjs';
import { onCleanup } from './cleanup.mjs';
import { Api } from './http.mjs';
import { SCREENS } from './screens.mjs';
import { benchEnv, startServer } from './server.mjs';

/**
 * Chromium's path (`--chromium`, else $CHROMIUM_PATH or /usr/bin/chromium), once the web app and the server are
 * built like `npm start` builds them (only what is older than its sources).
 * @param {string | undefined} chromium
 * @returns {Promise<string>}
 */
export async function browserAndBuilds(chromium) {
  const chromiumPath = chromium ?? findChromium();
  if (!chromiumPath) throw new Error('no Chromium at /usr/bin/chromium: install it or set CHROMIUM_PATH');
  const built = await run(process.execPath, [join(root, 'scripts/build.mjs'), '--if-needed']);
  if (built !== 0) throw new Error('building the web app and the server failed');
  return chromiumPath;
}

/**
 * A server on a fresh embedded database (sandbox) in a temporary directory of its own, removed at clean-up, with
 * a user signed up and in and a EUR wallet, and each screen's document fetched once, untimed.
 * @param {string} name the bench's name, for the directory and the user's email
 * @returns {Promise<{ server: import('./server.mjs').ServerHandle, api: Api, tempDir: string, dataDir: string,
 *   account: Awaited<ReturnType<typeof createAccount>> }>}
 */
export async function signedInServer(name) {
  const tempDir = mkdtempSync(join(tmpdir(), `coffer-bench-${name}-`));
  onCleanup(`remove ${tempDir}`, () => rmSync(tempDir, { recursive: true, force: true }));
  const dataDir = join(tempDir, 'data');
  mkdirSync(dataDir);
  // DATABASE_URL='' means "not set" to the server's config: the embedded database in DATA_DIR.
  const server = await startServer(benchEnv({ DATA_DIR: dataDir, DATABASE_URL: '' }));
  const api = new Api(server.url, 2);
  try {
    const account = await createAccount(api, `${name}@bench.test`, name[0]?.toUpperCase() + name.slice(1));
    for (const screen of Object.values(SCREENS)) await api.request('GET', screen.path);
    return { server, api, tempDir, dataDir, account };
  } catch (error) {
    api.close();
    await server.stop();
    throw error;
  }
}

/** The options every browser bench takes, for `parseArgs`: which screens, which browser. */
export const BROWSER_OPTIONS = /** @type {const} */ ({
  screen: { type: 'string', default: Object.keys(SCREENS).join(',') },
  chromium: { type: 'string' },
});

/**
 * A whole-number option's value, checked: `--<option> must be <min> to <max>` otherwise.
 * @param {string} text
 * @param {string} option
 * @param {number} min
 * @param {number} max
 */
export function wholeNumber(text, option, min, max) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`--${option} must be ${min} to ${max}`);
  return value;
}
