/**
 * The service worker of the web app (docs/decisions/0013). The build plugin
 * (build/service-worker-plugin.ts) bundles this module into dist/sw.js and calls
 * `installServiceWorker(self, manifest)` with the build's file list.
 *
 * - App shell: index.html and the hashed files, precached per build version; navigations are
 *   network-first with the cached index.html as fallback, /assets/* cache-first. The build's images
 *   (the country flags) are not precached: each is cached when first fetched (docs/decisions/0067).
 * - User data: a short allow-list of GET reads, network-first with the last good answer as the
 *   offline fallback, and only for the same Authorization it was fetched with.
 * - Nothing else is cached: no other /api path, no POST.
 *
 * The worker types are declared here (a subset of lib.webworker) so the module type-checks with
 * the web app's DOM lib and can be tested with a fake scope.
 */

import { installPushHandlers, type PushScope } from './push';

export interface SwManifest {
  /** Build version: names the caches, so a new build gets new caches. */
  readonly version: string;
  /** Absolute paths of the app shell: '/index.html' and the hashed files but images. */
  readonly precache: readonly string[];
  /** Absolute paths of the build's images (/assets/): cached when first fetched (docs/decisions/0067). */
  readonly firstUse: readonly string[];
}

export interface SwExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}

export interface SwFetchEvent extends SwExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

export interface SwMessageEvent extends SwExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly Pick<MessagePort, 'postMessage'>[];
}

export interface SwScope {
  readonly location: { readonly origin: string };
  readonly caches: CacheStorage;
  readonly crypto: Crypto;
  readonly clients: { claim(): Promise<void> };
  fetch(request: Request): Promise<Response>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: SwExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: SwFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: SwMessageEvent) => void): void;
}

/** Every cache of ours starts with this; activate deletes the ones of other versions. */
export const CACHE_PREFIX = 'coffer-';
export const shellCacheName = (version: string) => `${CACHE_PREFIX}shell-${version}`;
export const dataCacheName = (version: string) => `${CACHE_PREFIX}data-${version}`;

/** The signed-in reads the app needs to open offline (GET only, exact paths, same origin). */
export const OFFLINE_DATA_PATHS: ReadonlySet<string> = new Set([
  '/api/user/me',
  '/api/wallet',
  '/api/investment/interestRate',
  '/wallet-app.json',
]);

/** On a stored answer: a hash of the Authorization it was fetched with (never the token itself). */
export const AUTH_TAG_HEADER = 'x-coffer-sw-auth';

const SHELL_ENTRY = '/index.html';

async function authTag(scope: SwScope, request: Request): Promise<string> {
  const authorization = request.headers.get('authorization');
  if (!authorization) return 'none';
  const digest = await scope.crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function installServiceWorker(scope: SwScope, manifest: SwManifest): void {
  const shellCache = shellCacheName(manifest.version);
  // Issue 18: pushes shown as notifications (the real worker scope has these events too).
  installPushHandlers(scope as unknown as PushScope);
  const dataCache = dataCacheName(manifest.version);
  const precached = new Set(manifest.precache);
  const firstUse = new Set(manifest.firstUse);

  async function precache(): Promise<void> {
    const cache = await scope.caches.open(shellCache);
    // 'reload': straight from the server, not from the browser's HTTP cache.
    const requests = manifest.precache.map(
      (path) => new Request(new URL(path, scope.location.origin), { cache: 'reload' }),
    );
    await cache.addAll(requests);
  }

  async function dropOldCaches(): Promise<void> {
    const names = await scope.caches.keys();
    const stale = names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== shellCache && name !== dataCache);
    await Promise.all(stale.map((name) => scope.caches.delete(name)));
  }

  async function clearData(): Promise<void> {
    const names = await scope.caches.keys();
    const data = names.filter((name) => name.startsWith(`${CACHE_PREFIX}data-`));
    await Promise.all(data.map((name) => scope.caches.delete(name)));
  }

  async function fromShell(path: string): Promise<Response | undefined> {
    const cache = await scope.caches.open(shellCache);
    return cache.match(new URL(path, scope.location.origin).href);
  }

  async function navigate(request: Request): Promise<Response> {
    try {
      return await scope.fetch(request);
    } catch (error) {
      const shell = await fromShell(SHELL_ENTRY);
      if (shell) return shell;
      throw error;
    }
  }

  async function cacheFirst(request: Request, path: string): Promise<Response> {
    const cached = await fromShell(path);
    if (cached) return cached;
    const response = await scope.fetch(request);
    // One of this build's images, not precached: kept from its first use on (a failed answer is not).
    if (firstUse.has(path) && response.status === 200) {
      const cache = await scope.caches.open(shellCache);
      await cache.put(new URL(path, scope.location.origin).href, response.clone());
    }
    return response;
  }

  async function userData(request: Request): Promise<Response> {
    const tag = await authTag(scope, request);
    try {
      const response = await scope.fetch(request);
      if (response.status === 200) {
        const headers = new Headers(response.headers);
        headers.set(AUTH_TAG_HEADER, tag);
        const stored = new Response(await response.clone().arrayBuffer(), {
          status: response.status,
          statusText: response.statusText,
          headers,
        });
        const cache = await scope.caches.open(dataCache);
        await cache.put(request.url, stored);
      }
      return response;
    } catch (error) {
      const cache = await scope.caches.open(dataCache);
      const stored = await cache.match(request.url);
      // Another user's (or a signed-out visitor's) request never gets this user's data.
      if (stored && stored.headers.get(AUTH_TAG_HEADER) === tag) return stored;
      throw error;
    }
  }

  scope.addEventListener('install', (event) => {
    // No skipWaiting here: a new version waits until the page says so (the update alert).
    event.waitUntil(precache());
  });

  scope.addEventListener('activate', (event) => {
    event.waitUntil(dropOldCaches().then(() => scope.clients.claim()));
  });

  scope.addEventListener('message', (event) => {
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type === 'skip-waiting') {
      event.waitUntil(scope.skipWaiting());
    } else if (type === 'clear-data') {
      event.waitUntil(
        clearData().then(
          () => event.ports[0]?.postMessage({ type: 'clear-data', ok: true }),
          () => event.ports[0]?.postMessage({ type: 'clear-data', ok: false }),
        ),
      );
    }
  });

  scope.addEventListener('fetch', (event) => {
    const { request } = event;
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.origin !== scope.location.origin) return;
    const path = url.pathname;
    if (request.mode === 'navigate') {
      // /api and /wallet-app.json opened as pages go straight to the server.
      if (path.startsWith('/api/') || path === '/api' || OFFLINE_DATA_PATHS.has(path)) return;
      event.respondWith(navigate(request));
    } else if (OFFLINE_DATA_PATHS.has(path) && url.search === '') {
      event.respondWith(userData(request));
    } else if (path.startsWith('/assets/') || (precached.has(path) && path !== SHELL_ENTRY)) {
      event.respondWith(cacheFirst(request, path));
    }
    // Anything else (every other /api call included) is not touched: the browser fetches it.
  });
}
