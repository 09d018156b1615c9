// Budget: the JavaScript the first screen loads (index.html's module script and its preloads)
// is at most 200 KB gzip; the goal is 120 KB (issue 13; docs/decisions/0036). Each of those files also begins
// with V8's compile hint (apps/web/build/compile-hints.ts, decision 0055). And no file of the build holds zod's
// JSON Schema code, which the web build replaces (apps/web/build/zod-without-json-schema.ts, decision 0063).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const BUDGET_KB = 200;
const GOAL_KB = 120;
const dist = join(root, 'apps/web/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g)].map(
  (m) => m[1],
);
if (files.length === 0) {
  console.error('bundle size: no script found in apps/web/dist/index.html');
  process.exit(1);
}
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
let total = 0;
const unhinted = [];
for (const file of files) {
  const code = readFileSync(join(dist, file));
  if (!code.toString('utf8', 0, COMPILE_HINT.length).startsWith(COMPILE_HINT)) unhinted.push(file);
  const size = gzipSync(code, { level: 9 }).length;
  total += size;
  console.log(`  ${file}: ${(size / 1024).toFixed(1)} KB gzip`);
}
const kb = total / 1024;
console.log(`initial JS of the first screen: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB, goal ${GOAL_KB} KB)`);
if (unhinted.length > 0) console.error(`first-screen files without the compile hint: ${unhinted.join(', ')}`);
// A string only zod's JSON Schema generator holds (the draft it writes by default).
const JSON_SCHEMA_MARK = 'draft-2020-12';
const withJsonSchema = readdirSync(join(dist, 'assets')).filter(
  (file) => file.endsWith('.js') && readFileSync(join(dist, 'assets', file), 'utf8').includes(JSON_SCHEMA_MARK),
);
if (withJsonSchema.length > 0) console.error(`zod's JSON Schema code is in ${withJsonSchema.join(', ')}`);
process.exit(kb <= BUDGET_KB && unhinted.length === 0 && withJsonSchema.length === 0 ? 0 : 1);
