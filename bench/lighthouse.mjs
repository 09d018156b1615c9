// `npm run bench -- lighthouse`: Lighthouse performance and accessibility of the login and dashboard screens.
import { mkdirSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BROWSER_OPTIONS, browserAndBuilds, signedInServer, wholeNumber } from './lib/browser-bench.mjs';
import { auditWithRetries, medianRun } from './lib/lighthouse-audit.mjs';
import { printScreen, printSummary, saveReports } from './lib/lighthouse-report.mjs';
import { heading } from './lib/report.mjs';
import { SCREENS, screenNames } from './lib/screens.mjs';
import { APP_SOURCES, codeVersion } from './lib/version.mjs';

export const summary = 'Lighthouse performance and accessibility of /login and /auth/dashboard vs the 95 budget';

/** The design brief's budget (section 7): both categories at least 95 on the login and dashboard screens. */
const BUDGET = 95;

export const usage = `usage: npm run bench -- lighthouse [options]

  --screen LIST       ${Object.keys(SCREENS).join(',')} (default both)
  --desktop           Lighthouse's desktop preset (default: its mobile one, a mid-range phone on slow 4G
                      with the CPU slowed 4x, simulated)
  --runs N            audits per screen, each in a fresh browser; the median performance run is
                      reported (default 1, at most 9)
  --cpu-slowdown N    the CPU slowdown Lighthouse simulates (its presets: 4 on mobile, 1 on desktop); 8 on
                      mobile is a phone half as fast, or this machine on a day it is half as fast
  --budget N          the score each category must reach (default ${BUDGET}, the design brief's)
  --save DIR          also write each screen's Lighthouse report as DIR/<screen>-<form factor>.report.html/json
  --chromium PATH     the browser (default $CHROMIUM_PATH or /usr/bin/chromium)

Builds the web app and the server if they are older than their sources, starts the server on a free
port with a fresh embedded database (sandbox), signs a user up and in through the API and opens a EUR
wallet, then audits each screen (categories performance and accessibility) in a fresh headless Chromium:
${Object.entries(SCREENS)
  .map(([name, s]) => `  ${name.padEnd(10)} ${s.path}, localStorage ${Object.keys(s.storage('<token>')).join(', ')}`)
  .join('\n')}
An audit Lighthouse fails to record (NO_NAVSTART and the like, its advice: run again) is tried twice more.
Prints the scores against the budget, the metrics and every audit scoring below 1. A missed budget is
reported, not an error: the exit code is non-zero only when the run itself breaks.`;

/** @param {string[]} argv */
function options(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      ...BROWSER_OPTIONS,
      desktop: { type: 'boolean', default: false },
      runs: { type: 'string', default: '1' },
      budget: { type: 'string', default: String(BUDGET) },
      'cpu-slowdown': { type: 'string' },
      save: { type: 'string' },
    },
  });
  const screens = screenNames(values.screen);
  const runs = wholeNumber(values.runs, 'runs', 1, 9);
  const budget = wholeNumber(values.budget, 'budget', 0, 100);
  const cpuSlowdown = values['cpu-slowdown'] === undefined ? undefined : Number(values['cpu-slowdown']);
  if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1 && cpuSlowdown <= 20)) {
    throw new Error('--cpu-slowdown must be a number from 1 to 20');
  }
  return {
    screens,
    desktop: values.desktop,
    runs,
    budget,
    cpuSlowdown,
    save: values.save ? resolve(values.save) : undefined,
    chromium: values.chromium,
  };
}

/**
 * @param {string[]} argv arguments after "lighthouse"
 * @returns {Promise<number>} exit code
 */
export async function main(argv) {
  const opts = options(argv);
  const chromiumPath = await browserAndBuilds(opts.chromium);

  const formFactor = opts.desktop ? 'desktop' : 'mobile';
  console.log(heading('lighthouse bench'));
  console.log(`machine:  ${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? '?'}), Node ${process.version}`);
  console.log(`code:     ${await codeVersion(APP_SOURCES)}`);
  console.log(
    `audit:    ${formFactor} preset${opts.cpuSlowdown === undefined ? '' : ` with the CPU slowed ${opts.cpuSlowdown}x`}, ${opts.runs} run${opts.runs > 1 ? 's' : ''} per screen, ` +
      `categories performance and accessibility, budget ${opts.budget}`,
  );
  console.log(`browser:  ${chromiumPath}, headless; the server shares this machine\n`);

  // Untimed: the server's first answers (the screens' documents) before anything is measured.
  const { server, api, tempDir, dataDir, account } = await signedInServer('lighthouse');
  console.log(`server pid ${server.pid} at ${server.url} (embedded database in ${dataDir})`);
  console.log(`signed up and in as ${account.email}, EUR wallet ${account.walletId}`);
  /** @type {import('./lib/lighthouse-report.mjs').ScreenResult[]} */
  const results = [];
  try {
    let audits = 0;
    for (const name of opts.screens) {
      const screen = /** @type {(typeof SCREENS)[string]} */ (SCREENS[name]);
      const runs = [];
      for (let i = 1; i <= opts.runs; i++) {
        const t0 = performance.now();
        const audit = {
          chromiumPath,
          origin: server.url,
          path: screen.path,
          storage: screen.storage(account.token),
          desktop: opts.desktop,
          cpuSlowdown: opts.cpuSlowdown,
          profileDir: join(tempDir, `chromium-${++audits}`),
        };
        const result = await auditWithRetries(audit, (error, attempt) =>
          console.log(`${name} run ${i}/${opts.runs}, attempt ${attempt}: ${error.message}; trying again`),
        );
        const finalPath = new URL(result.finalUrl).pathname;
        if (finalPath !== screen.path) {
          throw new Error(`${screen.path} ended at ${finalPath}: the guard did not let the audit through`);
        }
        const { performance: perf, accessibility } = result.categories;
        console.log(
          `${name} run ${i}/${opts.runs}: performance ${perf.score}, accessibility ${accessibility.score} ` +
            `(${((performance.now() - t0) / 1000).toFixed(1)} s)`,
        );
        runs.push(result);
      }
      results.push({ name, result: medianRun(runs), runs });
    }
  } finally {
    api.close();
    await server.stop();
  }

  const first = results[0]?.result.lhr;
  if (first) {
    console.log(
      `\nLighthouse ${first.lighthouseVersion}, ${/HeadlessChrome\/[\d.]+/.exec(first.environment.hostUserAgent)?.[0] ?? 'Chromium'}, ` +
        `benchmark index ${Math.round(first.environment.benchmarkIndex)} (Lighthouse's measure of this CPU's speed)`,
    );
  }
  for (const screen of results) printScreen(screen, opts.budget);
  printSummary(results, opts.budget);
  if (opts.save) {
    mkdirSync(opts.save, { recursive: true });
    const files = saveReports(results, opts.save, formFactor);
    console.log(`\nLighthouse reports: ${files.join(', ')}`);
  }
  return 0;
}
