// `npm run ops -- <command>`: the operator CLI (built with the server).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, run } from './lib.mjs';

const code = await run(process.execPath, [join(root, 'scripts/build.mjs'), '--if-needed'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (code !== 0) process.exit(code);
await import(pathToFileURL(join(root, 'apps/server/dist/ops.js')).href);
