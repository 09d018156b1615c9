// `npm run bench -- statement`: a 10,000-row wallet statement built in the app's PDF worker in Chromium.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { root } from '../scripts/lib.mjs';
import { onCleanup } from './lib/cleanup.mjs';

export const summary =
  '10,000-row wallet statement built in the PDF worker in Chromium: time, file size, main-thread long tasks';

const LIMIT_MS = 5_000;
const LONG_TASK_LIMIT_MS = 50;

export const usage = `usage: npm run bench -- statement [options]

  --rows N            history rows in the statement (default 10000)
  --page N            rows per history page handed to the worker (default 200, the history's largest page)
  --runs N            statements built, one after the other in a fresh page each; the slowest is reported (default 3)
  --chromium PATH     the browser (default $CHROMIUM_PATH or /usr/bin/chromium)

Bundles the web app's PDF worker (apps/web/src/features/statements/pdf.worker.ts: the documents
package's builders and jsPDF) and a page that hands it synthetic history rows of every kind
(deposits, withdrawals with fees, card purchases, cash at ATMs, exchanges, Earn moves, interest,
cashback) page by page, as the statement dialog does after each history request, then asks for the
statement. The page observes the main thread's long tasks (PerformanceObserver 'longtask') from the
first page handed over until the PDF is back. Budget: at most ${LIMIT_MS} ms, no task over ${LONG_TASK_LIMIT_MS} ms.`;

async function bundle() {
  const common = {
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    minify: true,
    logLevel: 'error',
  };
  const [worker, page] = await Promise.all([
    build({ ...common, entryPoints: [join(root, 'apps/web/src/features/statements/pdf.worker.ts')] }),
    build({ ...common, entryPoints: [join(root, 'bench/statement/page.js')] }),
  ]);
  return { worker: worker.outputFiles[0].contents, page: page.outputFiles[0].contents };
}

function serve(files) {
  const server = createServer((req, res) => {
    if (req.url === '/worker.js' || req.url === '/page.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(req.url === '/worker.js' ? files.worker : files.page);
    } else {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        '<!doctype html><meta charset="utf-8"><title>statement bench</title><script type="module" src="/page.js"></script>',
      );
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** @param {string[]} argv */
export async function main(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      rows: { type: 'string', default: '10000' },
      page: { type: 'string', default: '200' },
      runs: { type: 'string', default: '3' },
      chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    },
  });
  const rows = Number(values.rows);
  const pageSize = Number(values.page);
  const runs = Number(values.runs);
  if (!(rows > 0 && pageSize > 0 && runs > 0)) throw new Error('--rows, --page and --runs take positive numbers');

  const files = await bundle();
  console.log(`worker bundle: ${(files.worker.byteLength / 1024).toFixed(0)} KB (minified)`);
  const server = await serve(files);
  onCleanup('statement server', () => new Promise((r) => server.close(() => r(undefined))));
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: values.chromium,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  onCleanup('statement browser', () => browser.close());
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const results = [];
  for (let run = 1; run <= runs; run++) {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => typeof (/** @type {any} */ (window).runStatement) === 'function');
    const result = await page.evaluate(
      ([n, size]) => /** @type {any} */ (window).runStatement(n, size),
      [rows, pageSize],
    );
    await page.close();
    results.push(result);
    console.log(
      `run ${run}: ${result.ms.toFixed(0)} ms, ${Math.round((rows / result.ms) * 1000)} rows/s, ${result.bytes} bytes (${result.fileName}), ` +
        `${result.longTasks} long tasks on the main thread, longest ${result.longest.toFixed(0)} ms`,
    );
  }
  const worst = results.reduce((a, b) => (b.ms > a.ms ? b : a));
  const longest = Math.max(...results.map((r) => r.longest));
  const within = worst.ms <= LIMIT_MS && longest <= LONG_TASK_LIMIT_MS;
  console.log(
    `\nslowest of ${runs}: ${Math.round((rows / worst.ms) * 1000)} rows/s, file ${(worst.bytes / 1024).toFixed(0)} KB; ` +
      `budget ${LIMIT_MS} ms and no main-thread task over ${LONG_TASK_LIMIT_MS} ms: ${within ? 'met' : 'MISSED'}`,
  );
  console.log(
    `statement: ${rows} rows in ${worst.ms.toFixed(0)} ms, longest main-thread task ${longest.toFixed(0)} ms, ${worst.bytes} bytes`,
  );
  return 0;
}
