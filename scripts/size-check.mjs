// Budget: the JavaScript a first screen loads before it is drawn (a document's module script and its preloads:
// index.html and each first screen's own document, decision 0041) is at most 200 KB gzip; the goal is 120 KB
// (issue 13; docs/decisions/0036). Each document's figure is printed. Each of those files also begins
// with V8's compile hint (apps/web/build/compile-hints.ts, decision 0055). And no file of the build holds zod's
// JSON Schema code: the web uses zod's mini API, which leaves it out (decision 0068; decision 0063 had replaced it).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const BUDGET_KB = 200;
const GOAL_KB = 120;
const dist = join(root, 'apps/web/dist');
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Every HTML document of the build: index.html and each first screen's own (screens/**, decision 0041). */
function documents(dir = dist) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : documents(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** The scripts a document loads before its screen runs: its module script and its module preloads. */
function startScripts(html) {
  return [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g)].map(
    (m) => m[1],
  );
}

const sizes = new Map();
const unhinted = new Set();
function gzipKb(file) {
  if (!sizes.has(file)) {
    const code = readFileSync(join(dist, file));
    if (!code.toString('utf8', 0, COMPILE_HINT.length).startsWith(COMPILE_HINT)) unhinted.add(file);
    sizes.set(file, gzipSync(code, { level: 9 }).length / 1024);
  }
  return sizes.get(file);
}

// Each document's figure is what a phone downloads and runs before that screen is drawn: the entry and
// every chunk the document preloads for its screen. index.html's files are listed one by one.
const figures = [];
for (const path of documents().sort()) {
  const files = startScripts(readFileSync(path, 'utf8'));
  if (files.length === 0) continue;
  const kb = files.reduce((sum, file) => sum + gzipKb(file), 0);
  const name = relative(dist, path).replaceAll('\\', '/');
  if (name === 'index.html') for (const file of files) console.log(`  ${file}: ${gzipKb(file).toFixed(1)} KB gzip`);
  figures.push({ name, files: files.length, kb });
}
if (!figures.some((f) => f.name === 'index.html')) {
  console.error('bundle size: no script found in apps/web/dist/index.html');
  process.exit(1);
}
for (const { name, files, kb } of figures) {
  const verdict = kb <= GOAL_KB ? 'meets the goal' : `${(kb - GOAL_KB).toFixed(1)} KB over the goal`;
  console.log(`  ${name}: ${files} files, ${kb.toFixed(1)} KB gzip (${verdict})`);
}
const index = figures.find((f) => f.name === 'index.html');
const largest = figures.reduce((a, b) => (b.kb > a.kb ? b : a));
console.log(
  `initial JS of the app shell (index.html): ${index.kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB, goal ${GOAL_KB} KB)`,
);
console.log(
  `largest first screen: ${largest.name}, ${largest.kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB, goal ${GOAL_KB} KB)`,
);
if (unhinted.size > 0) console.error(`first-screen files without the compile hint: ${[...unhinted].join(', ')}`);
// A string only zod's JSON Schema generator holds (the draft it writes by default).
const JSON_SCHEMA_MARK = 'draft-2020-12';
const withJsonSchema = readdirSync(join(dist, 'assets')).filter(
  (file) => file.endsWith('.js') && readFileSync(join(dist, 'assets', file), 'utf8').includes(JSON_SCHEMA_MARK),
);
if (withJsonSchema.length > 0) console.error(`zod's JSON Schema code is in ${withJsonSchema.join(', ')}`);
process.exit(largest.kb <= BUDGET_KB && unhinted.size === 0 && withJsonSchema.length === 0 ? 0 : 1);
