import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
