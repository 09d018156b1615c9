import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** sha256 sources for the inline scripts of index.html, so the CSP can allow exactly those. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

export function readIndexHtml(webDist: string | undefined): string | undefined {
  if (!webDist) return undefined;
  const file = join(webDist, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** index.html as text (for the CSP hashes) and as the build precompressed it (.br, .gz beside it). */
export interface IndexPage {
  readonly html: string;
  readonly br: Buffer | undefined;
  readonly gzip: Buffer | undefined;
}

export function readIndexPage(webDist: string | undefined, html: string | undefined): IndexPage | undefined {
  if (!webDist || html === undefined) return undefined;
  const copy = (suffix: string) => {
    const file = join(webDist, `index.html${suffix}`);
    return existsSync(file) ? readFileSync(file) : undefined;
  };
  return { html, br: copy('.br'), gzip: copy('.gz') };
}

/** Where the build writes the first screens' documents (apps/web/build/route-preload-plugin.ts SCREENS_DIR). */
const SCREENS_DIR = 'screens';

/**
 * The first screens' documents (decision 0041), by the address each answers: index.html plus static
 * preload links for that screen's code. `screens/auth/dashboard.html` answers `/auth/dashboard`,
 * `screens/index.html` answers `/`. They carry index.html's inline scripts, so the same CSP holds.
 */
export function readScreenPages(webDist: string | undefined): Map<string, IndexPage> {
  const pages = new Map<string, IndexPage>();
  const dir = webDist && join(webDist, SCREENS_DIR);
  if (!dir || !existsSync(dir)) return pages;
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.html')) continue;
    const name = entry.slice(0, -'.html'.length).split(sep).join('/');
    const file = join(dir, entry);
    const copy = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
    pages.set(name === 'index' ? '/' : `/${name}`, {
      html: readFileSync(file, 'utf8'),
      br: copy('.br'),
      gzip: copy('.gz'),
    });
  }
  return pages;
}

/** The document for an address of the app: its first screen's own, else index.html. */
export function pageFor(path: string, index: IndexPage, screens: ReadonlyMap<string, IndexPage>): IndexPage {
  return screens.get(path.replace(/\/+$/, '') || '/') ?? index;
}

/**
 * The page's body and Content-Encoding for a request's Accept-Encoding: brotli, else gzip, else the
 * text. Every address of the app answers with index.html, so its bytes come before everything else.
 */
export function indexPageBody(
  page: IndexPage,
  acceptEncoding: string | undefined,
): { body: string | Buffer; encoding: 'br' | 'gzip' | undefined } {
  const accepted = new Set((acceptEncoding ?? '').split(',').map((part) => part.split(';')[0]?.trim().toLowerCase()));
  if (page.br && accepted.has('br')) return { body: page.br, encoding: 'br' };
  if (page.gzip && accepted.has('gzip')) return { body: page.gzip, encoding: 'gzip' };
  return { body: page.html, encoding: undefined };
}

/** Serves the built web app at `/`: hashed assets cached for a year, index.html never cached. */
export async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    // The headers below decide caching; the plugin's own default (max-age=0) would overwrite them.
    cacheControl: false,
    // The build writes .br and .gz beside each text file: sent as is to browsers that accept them.
    preCompressed: true,
    setHeaders: (res, path) => {
      const immutable = path.includes(`${join('assets', '')}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
