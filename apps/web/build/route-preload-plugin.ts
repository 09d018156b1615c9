import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { EARLY_DATA, EARLY_PUBLIC_READS, PRELOADED_SCREENS } from '../src/app/early-data';
import { builtHtmlPlugin } from './built-html-plugin';
import { hintStartUpChunks, startUpFiles } from './compile-hints';

/**
 * Route chunks preloaded from the document (docs/decisions/0036): without this, the screen's code
 * is fetched only after the entry chunk has downloaded and run, and its texts only after the screen
 * has rendered once. A small inline script in index.html picks the entry of this table that matches
 * the address and adds `<link rel="modulepreload">` for the screen's chunks and its texts in English
 * and in the stored language, so they download alongside the entry chunk.
 */

const routesSource = resolve(import.meta.dirname, '../src/app/routes.tsx');
const srcDir = resolve(import.meta.dirname, '../src');
const domainConstants = resolve(import.meta.dirname, '../../../packages/domain/src/constants.ts');

/** One screen of routes.tsx: its path pattern (react-router's) and the module its component is in. */
export interface RouteModule {
  readonly path: string;
  readonly module: string;
}

/** The chunks of a built bundle this plugin reads (Rollup's OutputChunk, narrowed). */
export interface ChunkInfo {
  readonly fileName: string;
  readonly facadeModuleId: string | null;
  /** Every module the chunk holds (a first screens' group chunk has no facade: build/first-screen-chunks.ts). */
  readonly moduleIds?: readonly string[];
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
  readonly isEntry: boolean;
}

/** What the inline script needs: per route a pattern, its chunks and its texts by language. */
export interface PreloadManifest {
  readonly routes: [pattern: string, files: string[], texts: Record<string, string[]>, path: string][];
  /** The app's own texts in each language but English (English is in the entry chunk). */
  readonly texts: Record<string, string[]>;
  /**
   * Chunks every screen loads at start beside the entry: the parts of the API contract the app's
   * configuration and the signed-in user are checked against (imported on demand, not in the entry;
   * only those parts, not the whole contract: decision 0039).
   */
  readonly common: string[];
  /** Reads started for every visitor (EARLY_PUBLIC_READS). */
  readonly publicReads: readonly string[];
  /** Per route pattern, the API reads started at once for a signed-in visitor (app/early-data.ts). */
  readonly early: [pattern: string, paths: readonly string[]][];
  /** The AppVersion header the API client sends (CLIENT_VERSION). */
  readonly version: string;
}

/**
 * The screens of routes.tsx, read from its source: every `screen('<path>', () => import('<module>')`
 * (the index route is `screen(undefined, ...)`), in the file's order. Modules resolve from src/app.
 */
export function routeModules(source: string): RouteModule[] {
  const found: RouteModule[] = [];
  const pattern = /screen\(\s*(?:'([^']*)'|undefined),\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
  for (const match of source.matchAll(pattern)) {
    const module = resolve(srcDir, 'app', match[2] ?? '');
    found.push({ path: `/${match[1] ?? ''}`, module });
  }
  return found;
}

/** A react-router path as an anchored regular expression source (`:id` one segment, `*` the rest). */
export function pathPattern(path: string): string {
  const body = path
    .split('/')
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${body === '/' ? '/' : body}/?$`;
}

/** The API contract's modules (each endpoint file is importable on its own: `@coffer/contract/endpoints/<name>`). */
const CONTRACT_SOURCE = 'packages/contract/src/';
/** The web app's own modules: a chunk holding one is app code (a screen, a feature), not a part of the contract. */
const WEB_SOURCE = 'apps/web/src/';

const LOCALE_FILE = /\/locales\/([a-z]{2})\.json$/;

/** The modules a chunk holds: all of them where the build says, else its facade. */
function modulesOf(chunk: ChunkInfo): readonly string[] {
  return chunk.moduleIds ?? (chunk.facadeModuleId ? [chunk.facadeModuleId] : []);
}

/** A chunk's file and everything it imports statically, not counting what the entry already loads. */
function staticClosure(start: ChunkInfo, byFile: Map<string, ChunkInfo>, loaded: Set<string>): string[] {
  const seen = new Set<string>();
  const visit = (chunk: ChunkInfo) => {
    if (seen.has(chunk.fileName) || loaded.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) visit(next);
    }
  };
  visit(start);
  return [...seen];
}

/** The entry chunk's file and everything it imports statically: what every screen loads. */
export function entryFiles(chunks: readonly ChunkInfo[]): string[] {
  const entry = chunks.find((chunk) => chunk.isEntry);
  return entry ? staticClosure(entry, new Map(chunks.map((chunk) => [chunk.fileName, chunk])), new Set()) : [];
}

/** The locale chunks (`.../locales/<lang>.json`) a set of chunks imports on demand, by language. */
function localeImports(files: readonly string[], byFile: Map<string, ChunkInfo>): Record<string, string[]> {
  const texts: Record<string, string[]> = {};
  for (const file of files) {
    for (const dynamic of byFile.get(file)?.dynamicImports ?? []) {
      const language = LOCALE_FILE.exec(byFile.get(dynamic)?.facadeModuleId ?? '')?.[1];
      if (!language) continue;
      const list = texts[language] ?? [];
      if (!list.includes(dynamic)) list.push(dynamic);
      texts[language] = list;
    }
  }
  return texts;
}

/**
 * The manifest for the first screens (PRELOADED_SCREENS) among the routes and the built chunks;
 * routes whose module has no chunk are left out.
 */
export function preloadManifest(
  routes: readonly RouteModule[],
  chunks: readonly ChunkInfo[],
  version = '',
): PreloadManifest {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loaded = new Set(entry ? staticClosure(entry, byFile, new Set()) : []);
  const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');
  const early = Object.entries(EARLY_DATA).map(([path, reads]): [string, readonly string[]] => [
    pathPattern(path),
    reads,
  ]);
  // The parts of the contract the entry imports on demand at start (the app's configuration, the user): chunks
  // of the contract and its libraries only. A screen's chunk may hold the endpoints only it uses (the terms
  // page, the profile): it loads on navigation like any screen.
  const contract = (entry?.dynamicImports ?? [])
    .map((file) => byFile.get(file))
    .filter(
      (chunk): chunk is ChunkInfo =>
        chunk !== undefined &&
        modulesOf(chunk).some((id) => id.includes(CONTRACT_SOURCE)) &&
        !modulesOf(chunk).some((id) => id.includes(WEB_SOURCE)),
    );
  const common = [...new Set(contract.flatMap((chunk) => staticClosure(chunk, byFile, loaded)))];
  const manifest: PreloadManifest = { routes: [], texts: {}, common, publicReads: EARLY_PUBLIC_READS, early, version };
  for (const route of routes) {
    if (!PRELOADED_SCREENS.includes(route.path)) continue;
    const chunk = chunks.find((c) => modulesOf(c).some((id) => withoutExtension(id) === route.module));
    if (!chunk) continue;
    const files = staticClosure(chunk, byFile, loaded);
    manifest.routes.push([pathPattern(route.path), files, localeImports(files, byFile), route.path]);
  }
  if (entry) {
    const { en: _english, ...others } = localeImports([...loaded], byFile);
    Object.assign(manifest.texts, others);
  }
  return manifest;
}

/**
 * The inline script: reads the stored language the way the theme script does, finds the first route
 * matching the address and adds the preload links. Any failure leaves the page as it was.
 */
export function preloadScript(manifest: PreloadManifest, base: string): string {
  return `(() => {
  try {
    const m = ${JSON.stringify(manifest)};
    const stored = localStorage.getItem('lang');
    const lang = stored && /^(en|it|es|pt|fr)$/.test(stored) ? stored : 'en';
    // A first screen's own document (screenDocuments) already links its chunks and English texts.
    const linked = new Set(Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (l) => l.getAttribute('href')));
    const add = (file) => {
      if (linked.has(${JSON.stringify(base)} + file)) return;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = ${JSON.stringify(base)} + file;
      document.head.appendChild(link);
    };
    const route = m.routes.find(([pattern]) => new RegExp(pattern).test(location.pathname));
    const files = route ? [...m.common, ...route[1], ...(route[2].en || [])] : [...m.common];
    if (lang !== 'en') files.push(...(m.texts[lang] || []), ...((route && route[2][lang]) || []));
    [...new Set(files)].forEach(add);
    // The screen's first API reads, for a signed-in visitor of the web app (the native shell keeps its
    // token elsewhere and talks to a remote server; a PIN-locked session goes to the lock screen first).
    const reads = m.early.find(([pattern]) => new RegExp(pattern).test(location.pathname));
    const token = localStorage.getItem('token');
    // The DeviceID the API client makes once per install (lib/api/device-id.ts), made here if missing.
    let device = localStorage.getItem('deviceId');
    if (!device && token && typeof crypto.randomUUID === 'function') {
      device = crypto.randomUUID();
      localStorage.setItem('deviceId', device);
    }
    const lock = localStorage.getItem('pinLock');
    const native = typeof window.Capacitor !== 'undefined';
    const early = { token: null, responses: {}, public: {} };
    const start = (path, headers, into) => {
      const response = fetch(path, { headers });
      response.catch(() => undefined);
      into[path] = response;
    };
    if (!native) {
      for (const path of m.publicReads) start(path, { Accept: 'application/json' }, early.public);
      window.__cofferEarly = early;
    }
    if (reads && token && device && !native && (!lock || lock === '0' || lock === 'false')) {
      const headers = { Accept: 'application/json', DeviceID: device, AppVersion: m.version, AppsFlyerId: '' };
      headers.Authorization = 'Bearer ' + token;
      early.token = token;
      for (const path of reads[1]) start(path, headers, early.responses);
    }
  } catch {
    // Storage blocked or an old browser: the screen loads its code as it would without the preloads.
  }
})();`;
}

/** The directory of dist/ holding the first screens' documents; the server answers their addresses with them. */
export const SCREENS_DIR = 'screens';

/** The file of a first screen's document under SCREENS_DIR: `/auth/dashboard` → `auth/dashboard.html`, `/` → `index.html`. */
export function screenFile(path: string): string {
  return `${path === '/' ? 'index' : path.replace(/^\/+|\/+$/g, '')}.html`;
}

/**
 * Each first screen's document (decision 0041): index.html with `<link rel="modulepreload">` for the
 * screen's chunks, the common ones and its English texts, right after the entry script. The preload scanner
 * requests them as the document arrives, before any script runs; the inline script then adds only what is
 * missing: the texts of another language, or everything when the service worker answers with index.html.
 * The documents differ from index.html only by those links, so their inline scripts (and the CSP's
 * hashes of them) are the same.
 */
export function screenDocuments(html: string, manifest: PreloadManifest, base: string): Map<string, string> {
  const entry = /<script type="module"[^>]*><\/script>/.exec(html);
  const documents = new Map<string, string>();
  if (!entry) return documents;
  const at = entry.index + entry[0].length;
  for (const [, files, texts, path] of manifest.routes) {
    const links = [...new Set([...manifest.common, ...files, ...(texts.en ?? [])])]
      .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
      .join('');
    documents.set(path, `${html.slice(0, at)}${links}${html.slice(at)}`);
  }
  return documents;
}

/**
 * Adds the inline preload script to index.html, after the build knows the chunks, and writes the first
 * screens' documents beside it once index.html is final (build only). They are written outside Rollup's
 * bundle, so the service worker does not precache them; the precompress step compresses them.
 */
export function routePreloadPlugin(): Plugin {
  let manifest: PreloadManifest | undefined;
  let base = '/';
  const plugin = builtHtmlPlugin('coffer-route-preload', (_html, bundle, htmlBase) => {
    base = htmlBase;
    const chunks: ChunkInfo[] = Object.values(bundle).filter((item) => item.type === 'chunk');
    const version = /CLIENT_VERSION = '([^']+)'/.exec(readFileSync(domainConstants, 'utf8'))?.[1] ?? '';
    manifest = preloadManifest(routeModules(readFileSync(routesSource, 'utf8')), chunks, version);
    return [{ tag: 'script', children: preloadScript(manifest, base), injectTo: 'head' }];
  });
  return {
    ...plugin,
    // Last of all before the chunks are written (after Vite's own preamble of a chunk's dependencies): the ones
    // the first screens run at start get V8's compile hint as their first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!manifest) return;
        const chunks: ChunkInfo[] = Object.values(bundle).filter((item) => item.type === 'chunk');
        hintStartUpChunks(bundle, startUpFiles(entryFiles(chunks), manifest));
      },
    },
    writeBundle(options, bundle) {
      const index = bundle['index.html'];
      const outDir = options.dir;
      if (!manifest || !outDir || index?.type !== 'asset') return;
      for (const [path, html] of screenDocuments(String(index.source), manifest, base)) {
        const file = join(outDir, SCREENS_DIR, screenFile(path));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, html);
      }
    },
  };
}
