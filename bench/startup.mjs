// `npm run bench -- startup`: the first screens' start-up on the page's main thread, by its own clock.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { BROWSER_OPTIONS, browserAndBuilds, signedInServer, wholeNumber } from './lib/browser-bench.mjs';
import { onCleanup } from './lib/cleanup.mjs';
import { CHROMIUM_FLAGS } from './lib/lighthouse-audit.mjs';
import { heading, table } from './lib/report.mjs';
import { SCREENS, screenNames } from './lib/screens.mjs';
import { median, startUpFigures } from './lib/startup-trace.mjs';
import { APP_SOURCES, codeVersion } from './lib/version.mjs';

export const summary = "the first screens' start-up: main-thread CPU and blocking time in fresh Chromium loads";

/** What Chromium records: the tasks with their thread time, and the paint marks. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'toplevel',
];
/** Lighthouse's mobile screen (its moto g power preset). */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

export const usage = `usage: npm run bench -- startup [options]

  --screen LIST     ${Object.keys(SCREENS).join(',')} (default both)
  --runs N          loads per screen, each in a fresh Chromium profile (default 9, at most 50)
  --throttle N      Chromium's own CPU throttling during the load (default 4, Lighthouse's mobile figure;
                    1 for none). Real throttling, not Lighthouse's simulation: tasks really run N times longer.
  --window MS       the tasks counted start within MS of navigation start (default 4000)
  --chromium PATH   the browser (default $CHROMIUM_PATH or /usr/bin/chromium)

Builds what is stale, starts the server on a fresh embedded database (sandbox) with the web app of
apps/web/dist, or of $WEB_DIST to compare a build made elsewhere, signs a user up and in, then loads each
screen in a fresh headless Chromium with a phone's screen, its storage set as the Lighthouse bench sets it,
tracing the page. Per load it prints the first contentful paint and, over the page's main-thread tasks:
their CPU by the thread's own clock (steady where wall times move with whatever else shares the cores),
their wall time, the longest one, and Total Blocking Time's sum over those after the first paint. It ends
with one line per screen: 'startup: <screen> main-thread CPU median <x> ms, blocking after first paint
median <y> ms'. Decision 0055 used it to compare builds.`;

/** @param {string[]} argv */
function options(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      ...BROWSER_OPTIONS,
      runs: { type: 'string', default: '9' },
      throttle: { type: 'string', default: '4' },
      window: { type: 'string', default: '4000' },
    },
  });
  const runs = wholeNumber(values.runs, 'runs', 1, 50);
  const windowMs = wholeNumber(values.window, 'window', 500, 30_000);
  const throttle = Number(values.throttle);
  if (!(throttle >= 1 && throttle <= 20)) throw new Error('--throttle must be a number from 1 to 20');
  return {
    screens: screenNames(values.screen),
    runs,
    throttle,
    windowMs,
    chromium: values.chromium,
  };
}

/**
 * One load of `origin + path` in a fresh Chromium, traced.
 * @param {{ chromiumPath: string, origin: string, path: string, storage: Record<string, string>,
 *   throttle: number, windowMs: number, profileDir: string }} o
 */
async function traceLoad(o) {
  mkdirSync(o.profileDir, { recursive: true });
  const browser = await puppeteer.launch({
    executablePath: o.chromiumPath,
    headless: true,
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
    userDataDir: o.profileDir,
    handleSIGINT: false,
  });
  const forget = onCleanup('chromium (startup bench)', () => browser.close());
  try {
    const page = await browser.newPage();
    await page.setViewport(PHONE);
    // Same origin as the app, none of its code: the storage is written before the screen opens.
    await page.goto(`${o.origin}/api/lighthouse-storage`);
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, Object.entries(o.storage));
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: o.throttle });
    await page.tracing.start({ categories: TRACE_CATEGORIES });
    const started = performance.now();
    await page.goto(`${o.origin}${o.path}`, { waitUntil: 'load' });
    const left = o.windowMs - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    const trace = await page.tracing.stop();
    if (!trace) throw new Error('Chromium returned no trace');
    return startUpFigures(JSON.parse(Buffer.from(trace).toString('utf8')).traceEvents, o.path, o.windowMs);
  } finally {
    await browser.close();
    forget();
  }
}

/**
 * @param {string[]} argv arguments after "startup"
 * @returns {Promise<number>} exit code
 */
export async function main(argv) {
  const opts = options(argv);
  const chromiumPath = await browserAndBuilds(opts.chromium);

  console.log(heading('startup bench'));
  console.log(
    `code:     ${await codeVersion(APP_SOURCES)}${process.env.WEB_DIST ? `; web app from ${process.env.WEB_DIST}` : ''}`,
  );
  console.log(
    `loads:    ${opts.runs} per screen, CPU throttled ${opts.throttle}x, tasks within ${opts.windowMs} ms of navigation\n`,
  );
  const { server, api, tempDir, account } = await signedInServer('startup');
  /** @type {string[][]} */
  const rows = [];
  /** @type {string[]} */
  const last = [];
  try {
    let loads = 0;
    for (const name of opts.screens) {
      const screen = /** @type {(typeof SCREENS)[string]} */ (SCREENS[name]);
      const figures = [];
      for (let i = 1; i <= opts.runs; i++) {
        const f = await traceLoad({
          chromiumPath,
          origin: server.url,
          path: screen.path,
          storage: screen.storage(account.token),
          throttle: opts.throttle,
          windowMs: opts.windowMs,
          profileDir: join(tempDir, `chromium-${++loads}`),
        });
        figures.push(f);
        const fixed = (/** @type {number} */ v) => v.toFixed(0);
        rows.push([name, String(i), f.fcpMs === null ? 'none' : fixed(f.fcpMs), fixed(f.cpuMs), fixed(f.wallMs)]);
        rows.at(-1)?.push(fixed(f.longestMs), fixed(f.blockingMs), String(f.tasks));
        console.log(
          `${name} load ${i}/${opts.runs}: main-thread CPU ${fixed(f.cpuMs)} ms, blocking ${fixed(f.blockingMs)} ms`,
        );
      }
      const cpu = median(figures.map((f) => f.cpuMs));
      const blocking = median(figures.map((f) => f.blockingMs));
      last.push(
        `startup: ${name} main-thread CPU median ${cpu.toFixed(0)} ms, blocking after first paint median ${blocking.toFixed(0)} ms`,
      );
    }
  } finally {
    api.close();
    await server.stop();
  }
  console.log(`\n${heading('loads')}`);
  console.log(
    table(
      [
        'screen',
        'load',
        ' FCP ms',
        ' main-thread CPU ms',
        ' task wall ms',
        ' longest task ms',
        ' blocking ms',
        ' tasks',
      ],
      rows,
    ),
  );
  console.log("(CPU: the thread's own clock; blocking: the parts beyond 50 ms of the tasks after the first paint)\n");
  for (const line of last) console.log(line);
  return 0;
}
