// Type-checks every workspace with its own tsconfig (DOM for web, node for server).
import { bin, run } from './lib.mjs';

const projects = ['packages/domain', 'packages/contract', 'packages/documents', 'apps/server', 'apps/web', 'e2e'];
let failed = 0;
for (const project of projects) {
  const code = await run(bin('tsc'), ['--noEmit', '-p', project]);
  if (code !== 0) failed++;
  console.log(`typecheck ${project}: ${code === 0 ? 'ok' : 'FAILED'}`);
}
process.exit(failed ? 1 : 0);
