// `npm test`: type-check, lint, unit and integration tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), the build and its size budget, then e2e in Chromium.
// Ends with one line counting passed and failed tests over every stage.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bin, root, run } from './lib.mjs';

const tmp = join(root, '.tmp');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });

let passed = 0;
let failed = 0;
const summary = [];

/** A stage that is one check (type-check, lint, build): counts as one test. */
async function check(name, command, args, options) {
  console.log(`\n=== ${name} ===`);
  const code = await run(command, args, options);
  if (code === 0) passed++;
  else failed++;
  summary.push(`${name}: ${code === 0 ? 'ok' : 'FAILED'}`);
  return code === 0;
}

/** A stage whose runner writes a JSON report: counts each of its tests. */
async function suite(name, command, args, report, countReport, options) {
  console.log(`\n=== ${name} ===`);
  const code = await run(command, args, options);
  if (!existsSync(report)) {
    failed++;
    summary.push(`${name}: FAILED (exit ${code}, no report)`);
    return;
  }
  const counts = countReport(JSON.parse(readFileSync(report, 'utf8')));
  passed += counts.passed;
  failed += counts.failed;
  // A runner that failed outside its tests (a suite that did not load) still fails the run.
  if (code !== 0 && counts.failed === 0) failed++;
  summary.push(
    `${name}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
  );
}

const vitestCounts = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests });
const playwrightCounts = (r) => ({
  passed: r.stats.expected + (r.stats.flaky ?? 0),
  failed: r.stats.unexpected,
  skipped: r.stats.skipped,
});

await check('typecheck', process.execPath, [join(root, 'scripts/typecheck.mjs')]);
await check('lint', bin('biome'), ['ci', '--error-on-warnings', '.']);

const vitestReport = join(tmp, 'vitest.json');
await suite(
  'unit and integration (PGlite)',
  bin('vitest'),
  ['run', '--reporter=dot', '--reporter=json', `--outputFile.json=${vitestReport}`],
  vitestReport,
  vitestCounts,
);

if (process.env.TEST_DATABASE_URL) {
  const pgReport = join(tmp, 'vitest-postgres.json');
  await suite(
    'integration (PostgreSQL)',
    bin('vitest'),
    ['run', '--project', 'server', '--reporter=dot', '--reporter=json', `--outputFile.json=${pgReport}`],
    pgReport,
    vitestCounts,
    { env: { ...process.env, TEST_DB: 'postgres' } },
  );
} else {
  summary.push('integration (PostgreSQL): not run (set TEST_DATABASE_URL to run it)');
}

if (await check('build', process.execPath, [join(root, 'scripts/build.mjs')])) {
  await check('bundle size', process.execPath, [join(root, 'scripts/size-check.mjs')]);
  // The iOS/Android shell: its Capacitor configuration, and both projects synced with this build.
  await check('native shell', process.execPath, [join(root, 'apps/native/scripts/check.mjs')]);
  const e2eReport = join(tmp, 'e2e.json');
  const e2eCode = await run(process.execPath, [join(root, 'scripts/e2e.mjs'), e2eReport]);
  if (existsSync(e2eReport)) {
    const counts = playwrightCounts(JSON.parse(readFileSync(e2eReport, 'utf8')));
    passed += counts.passed;
    failed += counts.failed + (e2eCode !== 0 && counts.failed === 0 ? 1 : 0);
    summary.push(`e2e (Chromium): ${counts.passed} passed, ${counts.failed} failed`);
  } else if (e2eCode === 0) {
    summary.push('e2e (Chromium): skipped, no Chromium found');
  } else {
    failed++;
    summary.push('e2e (Chromium): FAILED');
  }
}

console.log(`\n=== summary ===\n${summary.join('\n')}`);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
