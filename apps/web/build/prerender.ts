import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { preactAliases } from './preact-aliases';

/**
 * The public screens drawn at build time (decision 0049): their documents carry the screen's markup in #root,
 * so the first paint shows the form before any script has run. The app then renders over the same markup.
 */

/** The element of index.html that holds the boot shell, up to the end of the body. */
const ROOT = /<div id="root">[\s\S]*?<\/div>(?=\s*<\/body>)/;

/** The attribute that marks a document's #root as drawn at build time; main.tsx and styles.css read it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * `html` with its boot shell replaced by a screen's markup drawn at build time. The screen paints from the
 * document alone, so its scripts are fetched at low priority: they make it work, they do not draw it, and
 * nothing the first paint needs waits behind them.
 */
export function withPrerenderedRoot(html: string, markup: string): string {
  if (!ROOT.test(html)) throw new Error('prerender: index.html has no <div id="root"> before </body>');
  return html
    .replace(ROOT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${markup}</div>`)
    .replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}

/** The browser globals the app's modules read, from one jsdom window, with what was there before. */
async function installWindow(url: string): Promise<() => void> {
  // Loaded here, not with the module: the plugins' tests import this file in a browser-like environment.
  const { JSDOM } = await import('jsdom');
  const { window } = new JSDOM('<!doctype html><html lang="en"><body><div id="root"></div></body></html>', { url });
  window.matchMedia = (media: string) =>
    ({ matches: false, media, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
  // The visitor these screens are drawn for has passed the welcome screen (the guards let them in) and has
  // no session: the inline script of index.html hides the markup from anyone else until the app has drawn.
  window.localStorage.setItem('ee', '1');
  const names = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'history'] as const;
  const before = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
  for (const name of names) {
    const value = name === 'window' ? window : window[name];
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  }
  return () => {
    names.forEach((name, i) => {
      const descriptor = before[i];
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    });
    window.close();
  };
}

/**
 * Each path's markup as the app draws it on its first render: the app's prerender entry is built for Node
 * (with the same Preact aliases), loaded in a jsdom window and rendered once per path.
 */
/** The kinds of server a screen is drawn for (src/app/prerender.tsx), by the directory of dist/ its documents go to. */
export const SCREEN_SERVERS = {
  screens: { sandbox: false, production: true },
  'screens-sandbox': { sandbox: true, production: false },
} as const;

type Drawn = { html: string; path: string };
type PrerenderServer = { readonly sandbox: boolean; readonly production: boolean };

export async function prerenderScreens(
  root: string,
  paths: readonly string[],
): Promise<Map<keyof typeof SCREEN_SERVERS, Map<string, string>>> {
  const out = mkdtempSync(join(tmpdir(), 'coffer-prerender-'));
  const [{ build }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
  const restore = await installWindow('http://localhost/');
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'error',
      plugins: [react()],
      resolve: { alias: preactAliases },
      ssr: { noExternal: true },
      build: {
        ssr: 'src/app/prerender.tsx',
        outDir: out,
        emptyOutDir: true,
        rollupOptions: {
          onwarn(warning, warn) {
            if (warning.code !== 'INVALID_ANNOTATION') warn(warning);
          },
        },
      },
    });
    const entry: { prerender: (path: string, server: PrerenderServer) => Promise<Drawn> } = await import(
      pathToFileURL(join(out, 'prerender.js')).href
    );
    const documents = new Map<keyof typeof SCREEN_SERVERS, Map<string, string>>();
    for (const [dir, server] of Object.entries(SCREEN_SERVERS) as [keyof typeof SCREEN_SERVERS, PrerenderServer][]) {
      const screens = new Map<string, string>();
      for (const path of paths) {
        const drawn = await entry.prerender(path, server);
        if (drawn.path !== path) throw new Error(`prerender: ${path} settled on ${drawn.path}`);
        screens.set(path, drawn.html);
      }
      documents.set(dir, screens);
    }
    return documents;
  } finally {
    restore();
    rmSync(out, { recursive: true, force: true });
  }
}
