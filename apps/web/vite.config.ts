import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressPlugin } from './build/compress-plugin';
import { faviconPlugin } from './build/favicon-plugin';
import { firstScreenChunks } from './build/first-screen-chunks';
import { inlineCssPlugin } from './build/inline-css-plugin';
import { preactAliases } from './build/preact-aliases';
import { routePreloadPlugin } from './build/route-preload-plugin';
import { serviceWorkerPlugin } from './build/service-worker-plugin';

const server = 'http://127.0.0.1:8080';

export default defineConfig({
  root: import.meta.dirname,
  // The service worker (dist/sw.js) exists only in `vite build`: the plugin applies to builds only.
  // index.html gets the route preloads (docs/decisions/0036) and its stylesheet inline (0039).
  // Then every text file is written precompressed (.br, .gz) for the server to send as is. The tab's icon is
  // the native shell's (build/favicon-plugin.ts).
  plugins: [
    react(),
    tailwindcss(),
    faviconPlugin(),
    routePreloadPlugin(),
    inlineCssPlugin(),
    serviceWorkerPlugin(),
    compressPlugin(),
  ],
  // Module workers (the PDF worker, docs/decisions/0029): jsPDF's optional parts are split into chunks.
  worker: { format: 'es' },
  // React's API from Preact (build/preact-aliases.ts, docs/decisions/0037).
  resolve: { alias: preactAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      // Libraries' comments that merely look like annotations; nothing to act on.
      onwarn(warning, warn) {
        if (warning.code !== 'INVALID_ANNOTATION') warn(warning);
      },
      // The first screens' code in one chunk per set of first screens that share it (decision 0041); only
      // those modules: the entry's own stay in the entry (Rollup would pull a group's dependencies in).
      output: { manualChunks: firstScreenChunks(), onlyExplicitManualChunks: true },
    },
  },
  server: {
    proxy: {
      '/api': { target: server, changeOrigin: true, ws: true },
      '/wallet-app.json': { target: server, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: server, changeOrigin: true, ws: true },
      '/wallet-app.json': { target: server, changeOrigin: true },
    },
  },
});
