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
