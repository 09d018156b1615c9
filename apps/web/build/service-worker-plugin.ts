import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { SwManifest } from '../service-worker/worker';

/** Where the worker is served from: the site root, so its scope is the whole app. */
export const SERVICE_WORKER_FILE = 'sw.js';

const workerSource = resolve(import.meta.dirname, '../service-worker/worker.ts');

/** A build output file: its name (relative to dist) and its content. */
export interface OutputFile {
  readonly fileName: string;
  readonly content: string | Uint8Array;
}

/** Images among the build's hashed files (the country flags that the KYC picker's style sheet names). */
const IMAGE = /^\/assets\/.+\.(?:svg|png|jpe?g|gif|webp|avif|ico)$/;

/** Every file of the build the worker knows, as sorted absolute paths: all but itself, source maps and dotfiles. */
function servedFiles(fileNames: readonly string[]): string[] {
  return fileNames
    .map((name) => name.replaceAll('\\', '/'))
    .filter((name) => name !== SERVICE_WORKER_FILE && !name.endsWith('.map'))
    .filter((name) => !name.split('/').some((part) => part.startsWith('.')))
    .map((name) => `/${name}`)
    .sort();
}

/**
 * The app shell to precache, as absolute paths: every file of the build except the worker itself, source maps,
 * dotfiles (build stamps) and the images under /assets/, which are cached on first use (`firstUseList`,
 * docs/decisions/0067): the code, the styles and the documents are what an offline start needs.
 */
export function precacheList(fileNames: readonly string[]): string[] {
  return servedFiles(fileNames).filter((path) => !IMAGE.test(path));
}

/** The build's images under /assets/ (hashed, so never stale): cached when first fetched, not at install. */
export function firstUseList(fileNames: readonly string[]): string[] {
  return servedFiles(fileNames).filter((path) => IMAGE.test(path));
}

/**
 * The build version: a hash of the paths the worker knows and their content. The hashed files change
 * name with their content; index.html (no hash in its name) is covered by its content.
 */
export function buildVersion(files: readonly OutputFile[]): string {
  const hash = createHash('sha256');
  const byName = new Map(files.map((file) => [`/${file.fileName.replaceAll('\\', '/')}`, file.content]));
  for (const path of servedFiles(files.map((file) => file.fileName))) {
    hash
      .update(path)
      .update('\0')
      .update(byName.get(path) ?? '')
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

export function createManifest(files: readonly OutputFile[]): SwManifest {
  const names = files.map((file) => file.fileName);
  return { version: buildVersion(files), precache: precacheList(names), firstUse: firstUseList(names) };
}

/** The worker script: service-worker/worker.ts bundled as one classic script, started with the manifest. */
export async function buildServiceWorker(manifest: SwManifest): Promise<string> {
  // Loaded on use: the rest of this module also runs in jsdom tests, where esbuild cannot load.
  const { build } = await import('esbuild');
  const result = await build({
    stdin: {
      contents: [
        `import { installServiceWorker } from ${JSON.stringify(workerSource)};`,
        `installServiceWorker(self, ${JSON.stringify(manifest)});`,
      ].join('\n'),
      resolveDir: import.meta.dirname,
      sourcefile: 'sw-entry.ts',
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    legalComments: 'none',
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('service worker: esbuild produced no output');
  return `// Coffer service worker, build ${manifest.version}\n${output.text}`;
}

/**
 * Writes dist/sw.js after `vite build` (the dev server has no worker): it precaches that build's
 * files under a cache named by the build version.
 */
export function serviceWorkerPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'coffer-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.values(bundle).map((item) => ({
        fileName: item.fileName,
        content: item.type === 'chunk' ? item.code : item.source,
      }));
      const manifest = createManifest(files);
      await writeFile(join(outDir, SERVICE_WORKER_FILE), await buildServiceWorker(manifest));
    },
  };
}
