// Bundles the server (with @coffer/domain and @coffer/contract, which ship as TypeScript source)
// into dist/, leaving npm dependencies external, and copies the SQL migrations and sample terms beside it.
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: {
    main: join(here, 'src/main.ts'),
    ops: join(here, 'src/ops/cli.ts'),
    // The embedded database's own thread (decision 0065), started by db/pglite-remote.ts from beside it.
    'pglite-thread': join(here, 'src/db/pglite-thread.ts'),
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // Workspace packages are TypeScript source: bundle them instead of leaving them external.
  plugins: [
    {
      name: 'bundle-workspace',
      setup(b) {
        b.onResolve({ filter: /^@coffer\// }, (args) => ({
          path: join(here, '..', '..', 'packages', args.path.slice('@coffer/'.length), 'src', 'index.ts'),
        }));
      },
    },
  ],
  logLevel: 'warning',
});
cpSync(join(here, 'migrations'), join(dist, 'migrations'), { recursive: true });
// The sample terms (the default TERMS_DIR, decision 0019).
cpSync(join(here, 'terms'), join(dist, 'terms'), { recursive: true });
