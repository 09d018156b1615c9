// Builds the web app and the server bundle. With --if-needed, only what is older than its sources.
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newestMtime, root, run } from './lib.mjs';
import { webBuildCommand } from './web-build.mjs';

const ifNeeded = process.argv.includes('--if-needed');
const packages = ['packages/domain/src', 'packages/contract/src', 'packages/documents/src'].map((p) => join(root, p));

const targets = [
  {
    name: 'web',
    stamp: join(root, 'apps/web/dist/.built'),
    sources: [
      ...packages,
      ...['src', 'public', 'build', 'service-worker', 'index.html', 'vite.config.ts'].map((p) =>
        join(root, 'apps/web', p),
      ),
    ],
    build: () => {
      const { command, args, options } = webBuildCommand();
      return run(command, args, options);
    },
  },
  {
    name: 'server',
    stamp: join(root, 'apps/server/dist/.built'),
    sources: [...packages, ...['src', 'migrations', 'build.mjs'].map((p) => join(root, 'apps/server', p))],
    build: () => run(process.execPath, [join(root, 'apps/server/build.mjs')]),
  },
];

for (const target of targets) {
  const fresh = existsSync(target.stamp) && statSync(target.stamp).mtimeMs >= newestMtime(target.sources);
  if (ifNeeded && fresh) continue;
  console.log(`Building ${target.name}...`);
  const code = await target.build();
  if (code !== 0) {
    console.error(`Building ${target.name} failed.`);
    process.exit(code);
  }
  writeFileSync(target.stamp, new Date().toISOString());
}
