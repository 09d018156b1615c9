// Runs the Playwright suite in the Debian Chromium against the built server on a temporary DATA_DIR.
// Without Chromium it skips with one line, except under CI=true, where a missing browser fails.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, findChromium, root, run } from './lib.mjs';

// The one argument is where the JSON report goes (scripts/test.mjs passes it). Anything else would be
// overwritten by the report: a spec's path passed by hand once was.
const report = process.argv[2] ?? join(root, '.tmp', 'e2e.json');
if (process.argv.length > 3 || !report.endsWith('.json')) {
  console.error(
    'usage: npm run e2e [-- <report.json>]: the only argument is the JSON report to write (it runs every spec)',
  );
  process.exit(2);
}
const chromium = findChromium();
if (!chromium) {
  const how = 'install it with `apt-get install -y chromium` or set CHROMIUM_PATH';
  if (process.env.CI === 'true') {
    console.error(`e2e: no Chromium found under CI; ${how}.`);
    process.exit(1);
  }
  console.log(`e2e: skipped, no Chromium found; ${how}.`);
  process.exit(0);
}

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const dataDir = mkdtempSync(join(tmpdir(), 'coffer-e2e-'));
const port = await freePort();
const code = await run(bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts'], {
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
