import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The app's icon: the one source of every icon and splash screen of the native shell too. */
export const ICON_SOURCE = join(import.meta.dirname, '../../native/assets/icon.svg');

/** Where the icon is served; index.html's `<link rel="icon">` names it. */
export const FAVICON_FILE = 'favicon.svg';

/**
 * The browser tab's icon: apps/native/assets/icon.svg written to dist/favicon.svg (and served by the dev
 * server), so a browser asks for it instead of /favicon.ico, which every address of the app would answer
 * with index.html: 11 KB of HTML read as an icon on each first visit.
 */
export function faviconPlugin(source = ICON_SOURCE): Plugin {
  return {
    name: 'coffer-favicon',
    configureServer(server) {
      server.middlewares.use(`/${FAVICON_FILE}`, (_request, response) => {
        response.setHeader('content-type', 'image/svg+xml');
        response.end(readFileSync(source));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: FAVICON_FILE, source: readFileSync(source) });
    },
  };
}
