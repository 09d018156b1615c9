// `npm start`: build what is not built yet, then run the server (API under /api, web app at /).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, run } from './lib.mjs';

const code = await run(process.execPath, [join(root, 'scripts/build.mjs'), '--if-needed']);
if (code !== 0) process.exit(code);
await import(pathToFileURL(join(root, 'apps/server/dist/main.js')).href);
