import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { OutputBundle } from 'rollup';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPILE_HINT, hintStartUpChunks, startUpFiles } from '../build/compile-hints';
import {
  type ChunkInfo,
  entryFiles,
  pathPattern,
  preloadManifest,
  preloadScript,
  routeModules,
  screenDocuments,
  screenFile,
} from '../build/route-preload-plugin';
import { EARLY_FOR_MS, takeEarlyPublicResponse, takeEarlyResponse } from '../src/lib/api/early';

const src = resolve(import.meta.dirname, '../src');
const chunk = (fileName: string, facade: string | null, imports: string[] = [], dynamicImports: string[] = []) =>
  ({ fileName, facadeModuleId: facade, imports, dynamicImports, isEntry: false }) satisfies ChunkInfo;

describe('route preloads (build)', () => {
  it('reads every screen of routes.tsx with the module its component is in', () => {
    const routes = routeModules(readFileSync(resolve(src, 'app/routes.tsx'), 'utf8'));
    expect(routes).toContainEqual({ path: '/login', module: resolve(src, 'features/auth/LoginPage') });
    expect(routes).toContainEqual({
      path: '/auth/dashboard',
      module: resolve(src, 'features/dashboard/DashboardPage'),
    });
    expect(routes).toContainEqual({ path: '/', module: resolve(src, 'features/start/WelcomePage') });
  });

  it.each([
    ['/', '/', true],
    ['/', '/login', false],
    ['/login', '/login/', true],
    ['/login', '/loginx', false],
    ['/auth/wallet/:coinCode', '/auth/wallet/BTC', true],
    ['/auth/wallet/:coinCode', '/auth/wallet/BTC/send', false],
    ['/auth/setting/*', '/auth/setting/security/pin', true],
  ])('pattern of %s matches %s: %s', (path, address, matches) => {
    expect(new RegExp(pathPattern(path)).test(address)).toBe(matches);
  });

  it('lists a first screen’s chunks without the entry’s, and the texts it loads by language', () => {
    const contractSource = resolve(src, '../../../packages/contract/src');
    const entry = {
      ...chunk(
        'assets/index.js',
        resolve(src, 'main.tsx'),
        ['assets/react.js'],
        ['assets/it.js', 'assets/system.js', 'assets/account.js', 'assets/settings.js', 'assets/terms.js'],
      ),
      isEntry: true,
    };
    const chunks = [
      entry,
      chunk('assets/react.js', null),
      chunk('assets/it.js', resolve(src, 'locales/it.json')),
      chunk('assets/Dashboard.js', resolve(src, 'features/dashboard/DashboardPage.tsx'), [
        'assets/kyc.js',
        'assets/react.js',
      ]),
      chunk('assets/kyc.js', resolve(src, 'features/kyc/i18n.ts'), [], ['assets/kyc-en.js', 'assets/kyc-fr.js']),
      chunk('assets/kyc-en.js', resolve(src, 'features/kyc/locales/en.json')),
      chunk('assets/kyc-fr.js', resolve(src, 'features/kyc/locales/fr.json')),
      chunk('assets/Card.js', resolve(src, 'features/card/CardPage.tsx')),
      // The parts of the contract the entry imports on demand, sharing zod; not the rest of it.
      chunk('assets/system.js', `${contractSource}/endpoints/system.ts`, ['assets/zod.js', 'assets/react.js']),
      chunk('assets/account.js', `${contractSource}/endpoints/account.ts`, ['assets/zod.js', 'assets/fields.js']),
      chunk('assets/zod.js', null),
      chunk('assets/fields.js', `${contractSource}/fields.ts`, ['assets/zod.js']),
      chunk('assets/cards-contract.js', `${contractSource}/endpoints/cards.ts`, ['assets/zod.js']),
      chunk('assets/contract.js', `${contractSource}/index.ts`, ['assets/cards-contract.js', 'assets/system.js']),
      // Imported on demand by the entry, but not a part of the contract.
      chunk('assets/settings.js', resolve(src, 'features/settings/SettingsPage.tsx')),
      // A screen's chunk that holds the one endpoint only it uses: still a screen, loaded on navigation.
      {
        ...chunk('assets/terms.js', null, ['assets/zod.js']),
        moduleIds: [resolve(src, 'features/terms/TermsPage.tsx'), `${contractSource}/endpoints/terms.ts`],
      },
    ];
    const manifest = preloadManifest(
      [
        { path: '/auth/dashboard', module: resolve(src, 'features/dashboard/DashboardPage') },
        // Not a first screen: its chunk loads on navigation, as before.
        { path: '/auth/card', module: resolve(src, 'features/card/CardPage') },
      ],
      chunks,
      '9.9.9',
    );
    expect(manifest.routes).toEqual([
      [
        pathPattern('/auth/dashboard'),
        ['assets/Dashboard.js', 'assets/kyc.js'],
        { en: ['assets/kyc-en.js'], fr: ['assets/kyc-fr.js'] },
        '/auth/dashboard',
      ],
    ]);
    expect(manifest.texts).toEqual({ it: ['assets/it.js'] });
    expect(manifest.common).toEqual(['assets/system.js', 'assets/zod.js', 'assets/account.js', 'assets/fields.js']);
    expect(manifest.publicReads).toEqual(['/wallet-app.json']);
    expect(manifest.early).toContainEqual([
      pathPattern('/auth/dashboard'),
      ['/api/user/me', '/api/kyc', '/api/wallet'],
    ]);
    expect(manifest.version).toBe('9.9.9');
  });
});

describe('route preloads of grouped chunks (build)', () => {
  it('finds a screen and the contract inside chunks without a facade (build/first-screen-chunks.ts)', () => {
    const contractSource = resolve(src, '../../../packages/contract/src');
    const entry = { ...chunk('assets/index.js', resolve(src, 'main.tsx'), [], ['assets/first-all.js']), isEntry: true };
    const chunks: ChunkInfo[] = [
      entry,
      { ...chunk('assets/first-all.js', null), moduleIds: [`${contractSource}/endpoints/system.ts`, '/nm/zod.js'] },
      {
        ...chunk('assets/first-dashboard.js', null, ['assets/first-all.js']),
        moduleIds: [resolve(src, 'features/dashboard/DashboardPage.tsx'), resolve(src, 'features/wallet/queries.ts')],
      },
    ];
    const manifest = preloadManifest(
      [{ path: '/auth/dashboard', module: resolve(src, 'features/dashboard/DashboardPage') }],
      chunks,
    );
    expect(manifest.common).toEqual(['assets/first-all.js']);
    expect(manifest.routes).toEqual([
      [pathPattern('/auth/dashboard'), ['assets/first-dashboard.js', 'assets/first-all.js'], {}, '/auth/dashboard'],
    ]);
  });
});

describe('the inline preload script', () => {
  const manifest = {
    routes: [
      [
        pathPattern('/auth/dashboard'),
        ['assets/Dashboard.js'],
        { en: ['assets/kyc-en.js'], fr: ['assets/kyc-fr.js'] },
        '/auth/dashboard',
      ],
    ],
    texts: { fr: ['assets/fr.js'] },
    common: ['assets/contract.js'],
    publicReads: ['/wallet-app.json'],
    early: [[pathPattern('/auth/dashboard'), ['/api/wallet']]],
    version: '9.9.9',
  } satisfies Parameters<typeof preloadScript>[0];
  const run = () => new Function(preloadScript(manifest, '/'))();
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute('href'),
    );
  const fetchSpy = vi.fn(async (_path: string, _init?: RequestInit) => new Response('[]'));

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchSpy);
    window.history.pushState({}, '', '/auth/dashboard');
  });
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
    globalThis.__cofferEarly = undefined;
    fetchSpy.mockClear();
    vi.unstubAllGlobals();
    window.history.pushState({}, '', '/');
  });

  // The screen's chunks, its texts in English, then the app's and the screen's texts in French, each once.
  const FRENCH_PRELOADS = [
    '/assets/contract.js',
    '/assets/Dashboard.js',
    '/assets/kyc-en.js',
    '/assets/fr.js',
    '/assets/kyc-fr.js',
  ];

  it('preloads the screen’s chunks and its texts in English and the stored language', () => {
    localStorage.setItem('lang', 'fr');
    run();
    expect(preloads()).toEqual(FRENCH_PRELOADS);
  });

  it('adds only what the screen’s own document does not link already', () => {
    localStorage.setItem('lang', 'fr');
    for (const file of ['/assets/contract.js', '/assets/Dashboard.js', '/assets/kyc-en.js']) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.setAttribute('href', file);
      document.head.appendChild(link);
    }
    run();
    expect(preloads()).toEqual(FRENCH_PRELOADS);
  });

  it('starts the screen’s reads with the session’s headers for a signed-in visitor', async () => {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('deviceId', 'device-1');
    run();
    expect(fetchSpy).toHaveBeenCalledWith('/api/wallet', {
      headers: {
        Accept: 'application/json',
        DeviceID: 'device-1',
        AppVersion: '9.9.9',
        AppsFlyerId: '',
        Authorization: 'Bearer tok-1',
      },
    });
    expect(fetchSpy).toHaveBeenCalledWith('/wallet-app.json', { headers: { Accept: 'application/json' } });
    expect(globalThis.__cofferEarly?.token).toBe('tok-1');
    await expect(globalThis.__cofferEarly?.responses['/api/wallet']).resolves.toBeInstanceOf(Response);
  });

  it('reads only the public configuration without a session or while the PIN lock is on', () => {
    run();
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('pinLock', '1');
    run();
    expect(fetchSpy.mock.calls.map(([path]) => path)).toEqual(['/wallet-app.json', '/wallet-app.json']);
    expect(globalThis.__cofferEarly?.token).toBeNull();
    expect(globalThis.__cofferEarly?.responses).toEqual({});
  });
});

describe('the first screens’ documents', () => {
  const html =
    '<html><head><script>theme()</script><script type="module" crossorigin src="/assets/index.js"></script>' +
    '<style>a{}</style><script>preload()</script></head><body></body></html>';
  const manifest = {
    routes: [
      [pathPattern('/'), ['assets/Welcome.js', 'assets/shared.js'], {}, '/'],
      [
        pathPattern('/auth/dashboard'),
        ['assets/shared.js', 'assets/Dashboard.js'],
        { en: ['assets/kyc-en.js'], fr: ['assets/kyc-fr.js'] },
        '/auth/dashboard',
      ],
    ],
    texts: { fr: ['assets/fr.js'] },
    common: ['assets/contract.js', 'assets/shared.js'],
    publicReads: [],
    early: [],
    version: '9.9.9',
  } satisfies Parameters<typeof screenDocuments>[1];

  it('link each screen’s chunks, the common ones and its English texts once, right after the entry script', () => {
    const documents = screenDocuments(html, manifest, '/app/');
    expect([...documents.keys()]).toEqual(['/', '/auth/dashboard']);
    const dashboard = documents.get('/auth/dashboard') ?? '';
    const links = [...dashboard.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(links).toEqual([
      '/app/assets/contract.js',
      '/app/assets/shared.js',
      '/app/assets/Dashboard.js',
      '/app/assets/kyc-en.js',
    ]);
    expect(dashboard.indexOf('<link')).toBe(dashboard.indexOf('</script>', dashboard.indexOf('type="module"')) + 9);
    // Nothing else changes: the same inline scripts, so the same CSP hashes.
    expect(dashboard.replace(/<link rel="modulepreload"[^>]*>/g, '')).toBe(html);
  });

  it('are files under screens/ named by the address', () => {
    expect(screenFile('/')).toBe('index.html');
    expect(screenFile('/login')).toBe('login.html');
    expect(screenFile('/auth/dashboard')).toBe('auth/dashboard.html');
  });

  it('are not made from a page without the entry script', () => {
    expect(screenDocuments('<html><head></head></html>', manifest, '/').size).toBe(0);
  });
});

describe('early answers (API client)', () => {
  afterEach(() => {
    globalThis.__cofferEarly = undefined;
  });
  const answer = Promise.resolve(new Response('{}'));

  it('are taken once, by a read of the same path with the same token', () => {
    globalThis.__cofferEarly = { token: 'tok-1', responses: { '/api/kyc': answer }, public: {} };
    expect(takeEarlyResponse('/api/kyc', 'tok-2', 10)).toBeUndefined();
    expect(takeEarlyResponse('/api/wallet', 'tok-1', 10)).toBeUndefined();
    expect(takeEarlyResponse('/api/kyc', 'tok-1', 10)).toBe(answer);
    expect(takeEarlyResponse('/api/kyc', 'tok-1', 10)).toBeUndefined();
  });

  it('public ones are taken once, whatever the session', () => {
    globalThis.__cofferEarly = { token: null, responses: {}, public: { '/wallet-app.json': answer } };
    expect(takeEarlyPublicResponse('/wallet-app.json', 10)).toBe(answer);
    expect(takeEarlyPublicResponse('/wallet-app.json', 10)).toBeUndefined();
  });

  it('are not used once the page is older than EARLY_FOR_MS', () => {
    globalThis.__cofferEarly = {
      token: 'tok-1',
      responses: { '/api/kyc': answer },
      public: { '/wallet-app.json': answer },
    };
    expect(takeEarlyResponse('/api/kyc', 'tok-1', EARLY_FOR_MS + 1)).toBeUndefined();
    expect(takeEarlyPublicResponse('/wallet-app.json', EARLY_FOR_MS + 1)).toBeUndefined();
  });
});

describe('V8’s compile hint on the start-up chunks (build)', () => {
  const entry = { ...chunk('assets/index.js', resolve(src, 'main.tsx'), ['assets/react.js'], []), isEntry: true };
  const chunks: ChunkInfo[] = [
    entry,
    chunk('assets/react.js', null),
    chunk('assets/Dashboard.js', resolve(src, 'features/dashboard/DashboardPage.tsx'), ['assets/kyc.js']),
    chunk('assets/kyc.js', resolve(src, 'features/kyc/i18n.ts'), [], ['assets/kyc-en.js', 'assets/kyc-fr.js']),
    chunk('assets/kyc-en.js', resolve(src, 'features/kyc/locales/en.json')),
    chunk('assets/kyc-fr.js', resolve(src, 'features/kyc/locales/fr.json')),
    // Loaded on demand later (another screen, a dialog): compiled lazily, as before.
    chunk('assets/Card.js', resolve(src, 'features/card/CardPage.tsx')),
    chunk('assets/Dialog.js', resolve(src, 'features/dashboard/CreateWalletDialog.tsx')),
  ];
  const manifest = preloadManifest(
    [
      { path: '/auth/dashboard', module: resolve(src, 'features/dashboard/DashboardPage') },
      { path: '/auth/card', module: resolve(src, 'features/card/CardPage') },
    ],
    chunks,
  );

  it('lists the entry with its static imports and every file the first screens preload, nothing else', () => {
    expect(startUpFiles(entryFiles(chunks), manifest).sort()).toEqual(
      [
        'assets/index.js',
        'assets/react.js',
        'assets/Dashboard.js',
        'assets/kyc.js',
        'assets/kyc-en.js',
        'assets/kyc-fr.js',
      ].sort(),
    );
  });

  it('puts the hint on the first line of those chunks only, once', () => {
    const bundle = Object.fromEntries(
      chunks.map((c) => [c.fileName, { ...c, type: 'chunk' as const, code: `export const file = '${c.fileName}';` }]),
    ) as unknown as OutputBundle;
    const files = startUpFiles(entryFiles(chunks), manifest);
    hintStartUpChunks(bundle, files);
    hintStartUpChunks(bundle, files);
    const code = (file: string) => (bundle[file] as { code: string }).code;
    expect(code('assets/Dashboard.js')).toBe(`${COMPILE_HINT}export const file = 'assets/Dashboard.js';`);
    expect(code('assets/index.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(code('assets/kyc-fr.js').startsWith(COMPILE_HINT)).toBe(true);
    expect(code('assets/Card.js')).toBe("export const file = 'assets/Card.js';");
    expect(code('assets/Dialog.js')).not.toContain('allFunctionsCalledOnLoad');
  });
});
