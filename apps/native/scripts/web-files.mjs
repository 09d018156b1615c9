// Which files of the web build the shell carries, shared by sync.mjs and check.mjs.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const nativeRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = join(nativeRoot, '..', '..');
export const webDist = join(repoRoot, 'apps/web/dist');
export const stagedWeb = join(nativeRoot, 'www');
/** Where `cap sync` copies the web app in each project. */
export const projectWebDirs = {
  android: join(nativeRoot, 'android/app/src/main/assets/public'),
  ios: join(nativeRoot, 'ios/App/App/public'),
};
/** Written beside the app: the server the shell talks to. */
export const SETTINGS_FILE = 'native.json';

export function readNativeConfig() {
  return JSON.parse(readFileSync(join(nativeRoot, 'native.config.json'), 'utf8'));
}

/** The server origin of this build: COFFER_SERVER_URL, else native.config.json's. */
export function serverOrigin(env = process.env) {
  const origin = env.COFFER_SERVER_URL || readNativeConfig().serverOrigin;
  const url = new URL(origin);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`not an http(s) origin: ${origin}`);
  return url.origin;
}

/**
 * The web build's files the apps need: not the service worker (the stores update the apps), not
 * the precompressed .br/.gz copies (the WebView reads files, not HTTP encodings), not the build stamp.
 */
export function isShellFile(path) {
  const name = path.split('/').at(-1);
  return !(path === 'sw.js' || name === '.built' || name.endsWith('.br') || name.endsWith('.gz'));
}

/** Relative path (with /) to SHA-256 of every file under a folder. */
export function hashTree(folder) {
  const out = new Map();
  if (!existsSync(folder)) return out;
  const visit = (dir) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) visit(path);
      else
        out.set(
          relative(folder, path).split(sep).join('/'),
          createHash('sha256').update(readFileSync(path)).digest('hex'),
        );
    }
  };
  visit(folder);
  return out;
}
