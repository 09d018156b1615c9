import { execFile } from 'node:child_process';
import { webcrypto } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildVersion, firstUseList, type OutputFile, precacheList } from '../build/service-worker-plugin';
import type { SwExtendableEvent, SwFetchEvent, SwManifest, SwMessageEvent } from '../service-worker/worker';

const ORIGIN = 'https://coffer.test';
const FILES: OutputFile[] = [
  { fileName: 'index.html', content: '<script type="module" src="/assets/index-A1.js"></script>' },
  { fileName: 'assets/index-A1.js', content: 'console.log(1)' },
  { fileName: 'assets/DashboardPage-B2.js', content: 'export {}' },
  { fileName: 'assets/index-C3.css', content: 'body{}' },
  { fileName: 'assets/gb-F1.svg', content: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
];

describe('the precache list and the build version', () => {
  it('lists every build file but the worker, source maps and dotfiles, as sorted absolute paths', () => {
    const list = precacheList(['index.html', 'assets/b-2.js', 'assets/a-1.js', 'sw.js', 'assets/a-1.js.map', '.built']);
    expect(list).toEqual(['/assets/a-1.js', '/assets/b-2.js', '/index.html']);
  });

  it.each([
    ['assets/gb-F1.svg', false],
    ['assets/photo-P2.png', false],
    ['assets/card-C3.webp', false],
    ['favicon.svg', true],
    ['assets/index-C3.css', true],
    ['assets/index-A1.js', true],
  ])('%s: precached %s, else cached on first use', (file, precached) => {
    const files = ['index.html', file];
    expect(precacheList(files).includes(`/${file}`)).toBe(precached);
    expect(firstUseList(files)).toEqual(precached ? [] : [`/${file}`]);
  });

  it('changes with a file name or with index.html content, not with the order of the files', () => {
    const version = buildVersion(FILES);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(buildVersion([...FILES].reverse())).toBe(version);
    const renamed = FILES.map((f) =>
      f.fileName === 'assets/index-A1.js' ? { ...f, fileName: 'assets/index-Z9.js' } : f,
    );
    expect(buildVersion(renamed)).not.toBe(version);
    const html = FILES.map((f) => (f.fileName === 'index.html' ? { ...f, content: '<title>new</title>' } : f));
    expect(buildVersion(html)).not.toBe(version);
  });
});

/** An in-memory CacheStorage, keyed by absolute URL like the real one for GET requests. */
class FakeCache {
  readonly entries = new Map<string, Response>();
  constructor(private readonly network: (request: Request) => Promise<Response>) {}
  private key(request: RequestInfo | URL): string {
    return new URL(request instanceof Request ? request.url : String(request), ORIGIN).href;
  }
  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(this.key(request))?.clone();
  }
  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(this.key(request), response);
  }
  async addAll(requests: Request[]): Promise<void> {
    for (const request of requests) await this.put(request, await this.network(request));
  }
}

class FakeCaches {
  readonly stores = new Map<string, FakeCache>();
  constructor(private readonly network: (request: Request) => Promise<Response>) {}
  async open(name: string): Promise<FakeCache> {
    const cache = this.stores.get(name) ?? new FakeCache(this.network);
    this.stores.set(name, cache);
    return cache;
  }
  async keys(): Promise<string[]> {
    return [...this.stores.keys()];
  }
  async delete(name: string): Promise<boolean> {
    return this.stores.delete(name);
  }
}

type Listener = (event: unknown) => void;

/** Runs the generated dist/sw.js text against a fake worker scope. */
function startWorker(code: string) {
  let online = true;
  const network = vi.fn(async (request: Request) => {
    if (!online) throw new TypeError('Failed to fetch');
    const path = new URL(request.url).pathname;
    const file = FILES.find((f) => `/${f.fileName}` === path);
    if (file) return new Response(String(file.content), { status: 200 });
    if (request.headers.get('authorization') === 'Bearer broken') return new Response('{}', { status: 500 });
    return new Response(JSON.stringify({ from: 'network', path }), { status: 200 });
  });
  const caches = new FakeCaches(network);
  const listeners = new Map<string, Listener>();
  const scope = {
    location: { origin: ORIGIN },
    caches,
    crypto: webcrypto,
    clients: { claim: vi.fn(() => Promise.resolve()) },
    fetch: network,
    skipWaiting: vi.fn(() => Promise.resolve()),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  new Function('self', code)(scope);

  async function lifecycle(type: 'install' | 'activate'): Promise<void> {
    const waits: Promise<unknown>[] = [];
    const event: SwExtendableEvent = { waitUntil: (p) => waits.push(p) };
    listeners.get(type)?.(event);
    await Promise.all(waits);
  }

  /** The worker's answer, or null when it leaves the request to the browser. */
  async function request(path: string, init: RequestInit & { navigate?: boolean } = {}): Promise<Response | null> {
    const request = new Request(new URL(path, ORIGIN), init);
    if (init.navigate) Object.defineProperty(request, 'mode', { value: 'navigate' });
    let answer: Promise<Response> | null = null;
    const event: SwFetchEvent = { request, respondWith: (r) => (answer = r), waitUntil: () => undefined };
    listeners.get('fetch')?.(event);
    return answer;
  }

  async function message(data: unknown) {
    const waits: Promise<unknown>[] = [];
    const port = { postMessage: vi.fn() };
    const event: SwMessageEvent = { data, ports: [port], waitUntil: (p) => waits.push(p) };
    listeners.get('message')?.(event);
    await Promise.all(waits);
    return port;
  }

  const setOnline = (value: boolean) => {
    online = value;
  };
  return { scope, caches, network, listeners, lifecycle, request, message, setOnline };
}

const token = (value: string) => ({ headers: { authorization: `Bearer ${value}` } });
const body = async (response: Response | null) => (response ? ((await response.json()) as unknown) : null);

describe('the generated service worker', () => {
  let manifest: SwManifest;
  let code: string;

  // esbuild refuses to load under jsdom (its Uint8Array is another realm's): the plugin builds
  // the worker in a plain Node process, exactly as `vite build` runs it.
  beforeAll(async () => {
    const plugin = pathToFileURL(join(import.meta.dirname, '../build/service-worker-plugin.ts')).href;
    const script = [
      `const { createManifest, buildServiceWorker } = await import(${JSON.stringify(plugin)});`,
      'const manifest = createManifest(JSON.parse(process.env.SW_FILES));',
      'process.stdout.write(JSON.stringify({ manifest, code: await buildServiceWorker(manifest) }));',
    ].join('\n');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { env: { ...process.env, SW_FILES: JSON.stringify(FILES) } },
    );
    ({ manifest, code } = JSON.parse(stdout) as { manifest: SwManifest; code: string });
  }, 60_000);

  it('is one classic script started with the manifest of the build', () => {
    expect(code).toContain(`build ${manifest.version}`);
    expect(manifest.precache).toEqual(precacheList(FILES.map((f) => f.fileName)));
    for (const path of manifest.precache) expect(code).toContain(JSON.stringify(path));
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
    const worker = startWorker(code);
    expect([...worker.listeners.keys()].sort()).toEqual([
      'activate',
      'fetch',
      'install',
      'message',
      'notificationclick',
      'push',
    ]);
  });

  it('install precaches the app shell under the build version and waits (no skipWaiting)', async () => {
    const worker = startWorker(code);
    await worker.lifecycle('install');
    const shell = worker.caches.stores.get(`coffer-shell-${manifest.version}`);
    expect([...(shell?.entries.keys() ?? [])].sort()).toEqual(manifest.precache.map((p) => ORIGIN + p).sort());
    expect(worker.network.mock.calls.every(([request]) => request.cache === 'reload')).toBe(true);
    expect(worker.scope.skipWaiting).not.toHaveBeenCalled();
    // The build's images wait for their first use.
    expect(manifest.firstUse).toEqual(['/assets/gb-F1.svg']);
    expect(worker.network.mock.calls.some(([request]) => request.url.endsWith('.svg'))).toBe(false);
  });

  it("the build's images: fetched on first use, kept from then on, a failed fetch keeps nothing", async () => {
    const worker = startWorker(code);
    await worker.lifecycle('install');
    const shell = () => worker.caches.stores.get(`coffer-shell-${manifest.version}`);
    worker.setOnline(false);
    await expect(worker.request('/assets/gb-F1.svg')).rejects.toThrow('Failed to fetch');
    expect(await shell()?.match(`${ORIGIN}/assets/gb-F1.svg`)).toBeUndefined();
    worker.setOnline(true);
    worker.network.mockClear();
    expect(await (await worker.request('/assets/gb-F1.svg'))?.text()).toBe(FILES[4]?.content);
    expect(worker.network).toHaveBeenCalledTimes(1);
    worker.setOnline(false);
    expect(await (await worker.request('/assets/gb-F1.svg'))?.text()).toBe(FILES[4]?.content);
    expect(worker.network).toHaveBeenCalledTimes(1);
    // An image of another build is fetched, not kept.
    worker.setOnline(true);
    await worker.request('/assets/other-X.svg');
    expect(await shell()?.match(`${ORIGIN}/assets/other-X.svg`)).toBeUndefined();
  });

  it('activate deletes the caches of other versions, keeps others', async () => {
    const worker = startWorker(code);
    const current = [`coffer-shell-${manifest.version}`, `coffer-data-${manifest.version}`];
    for (const name of ['coffer-shell-old', 'coffer-data-old', 'someone-else', ...current]) {
      await worker.caches.open(name);
    }
    await worker.lifecycle('activate');
    expect(await worker.caches.keys()).toEqual(['someone-else', ...current]);
    expect(worker.scope.clients.claim).toHaveBeenCalled();
  });

  it('navigations: the network first, the cached index.html offline; /api pages are left alone', async () => {
    const worker = startWorker(code);
    await worker.lifecycle('install');
    expect(await body(await worker.request('/auth/dashboard', { navigate: true }))).toEqual({
      from: 'network',
      path: '/auth/dashboard',
    });
    worker.setOnline(false);
    const offline = await worker.request('/auth/dashboard', { navigate: true });
    expect(await offline?.text()).toBe(FILES[0]?.content);
    expect(await worker.request('/api/dev/outbox', { navigate: true })).toBeNull();
  });

  it('hashed assets come from the cache first', async () => {
    const worker = startWorker(code);
    await worker.lifecycle('install');
    worker.network.mockClear();
    expect(await (await worker.request('/assets/index-A1.js'))?.text()).toBe('console.log(1)');
    expect(worker.network).not.toHaveBeenCalled();
    // Not in this build's cache: straight to the network.
    expect(await body(await worker.request('/assets/other-X.js'))).toEqual({
      from: 'network',
      path: '/assets/other-X.js',
    });
  });

  it('user data: the network first, the last answer offline, only for the same Authorization', async () => {
    const worker = startWorker(code);
    expect(await body(await worker.request('/api/wallet', token('alice')))).toEqual({
      from: 'network',
      path: '/api/wallet',
    });
    await worker.request('/wallet-app.json').then((r) => r?.text());
    const stored = await worker.caches.stores.get(`coffer-data-${manifest.version}`)?.match(`${ORIGIN}/api/wallet`);
    expect(await stored?.text()).toContain('network');
    // The cache keeps a hash of the Authorization, never the token.
    expect(JSON.stringify([...(stored?.headers.entries() ?? [])])).not.toContain('alice');

    worker.setOnline(false);
    expect(await body(await worker.request('/api/wallet', token('alice')))).toEqual({
      from: 'network',
      path: '/api/wallet',
    });
    expect(await body(await worker.request('/wallet-app.json'))).toEqual({ from: 'network', path: '/wallet-app.json' });
    await expect(worker.request('/api/wallet', token('bob'))).rejects.toThrow('Failed to fetch');
    await expect(worker.request('/api/wallet')).rejects.toThrow('Failed to fetch');
    await expect(worker.request('/api/user/me', token('alice'))).rejects.toThrow('Failed to fetch');
  });

  it('caches nothing else: no other /api path, no POST, no query, no failed answer, no other origin', async () => {
    const worker = startWorker(code);
    expect(await worker.request('/api/wallet', { method: 'POST', body: '{}', ...token('a') })).toBeNull();
    expect(await worker.request('/api/rates', { method: 'POST', body: '{}' })).toBeNull();
    expect(await worker.request('/api/wallet/w1/transactions', token('a'))).toBeNull();
    expect(await worker.request('/api/user/me?fresh=1', token('a'))).toBeNull();
    expect(await worker.request('https://elsewhere.test/api/wallet')).toBeNull();
    expect((await worker.request('/api/wallet', token('broken')))?.status).toBe(500);
    expect(worker.caches.stores.get(`coffer-data-${manifest.version}`)).toBeUndefined();
  });

  it('skip-waiting activates on request; clear-data deletes the user data and answers', async () => {
    const worker = startWorker(code);
    await worker.lifecycle('install');
    await worker.request('/api/user/me', token('alice'));
    expect(worker.caches.stores.has(`coffer-data-${manifest.version}`)).toBe(true);

    await worker.message({ type: 'skip-waiting' });
    expect(worker.scope.skipWaiting).toHaveBeenCalledTimes(1);

    const port = await worker.message({ type: 'clear-data' });
    expect(port.postMessage).toHaveBeenCalledWith({ type: 'clear-data', ok: true });
    expect(await worker.caches.keys()).toEqual([`coffer-shell-${manifest.version}`]);
    worker.setOnline(false);
    await expect(worker.request('/api/user/me', token('alice'))).rejects.toThrow('Failed to fetch');
  });
});
