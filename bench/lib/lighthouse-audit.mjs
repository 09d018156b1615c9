// One Lighthouse audit of one screen: a fresh Chromium, localStorage set on the origin, then the audit.
import { mkdirSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { onCleanup } from './cleanup.mjs';

/** The categories the design brief budgets (section 7), in report order. */
export const CATEGORIES = /** @type {const} */ (['performance', 'accessibility']);

/** The metrics printed per screen: audit id → label and unit. */
export const METRICS = /** @type {const} */ ([
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'SI', 'ms'],
]);

/** Flags for Debian's Chromium as root in a container; chrome-launcher adds its own quiet defaults. */
export const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/**
 * @typedef {object} FailingAudit
 * @property {string} id
 * @property {string} title
 * @property {number} score 0 to 1
 * @property {number} weight the audit's weight in its category (0: reported, not scored)
 * @property {string} displayValue e.g. "Potential savings of 20 KiB", or ''
 */

/**
 * @typedef {object} CategoryResult
 * @property {number} score 0 to 100
 * @property {FailingAudit[]} failing audits with a score below 1, highest weight first
 */

/**
 * @typedef {object} AuditResult
 * @property {string} requestedUrl
 * @property {string} finalUrl the address at the end of the load (after any client-side redirect)
 * @property {Record<(typeof CATEGORIES)[number], CategoryResult>} categories
 * @property {Record<string, number | undefined>} metrics audit id → numeric value (ms, or unitless CLS)
 * @property {string[]} warnings Lighthouse's run warnings
 * @property {import('lighthouse').Result} lhr the whole result, for --save
 */

/** Lighthouse's own failure to record a load (NO_NAVSTART, NO_FCP, ...): its advice is to run again. */
export class LighthouseRunError extends Error {}

/** How often one audit is tried when Lighthouse reports a failure of its own. */
const ATTEMPTS = 3;

/**
 * auditScreen, tried again (in a new browser) up to ATTEMPTS times in all when Lighthouse itself fails to
 * record the load, as it occasionally does; any other error ends the run at once.
 * @param {Parameters<typeof auditScreen>[0]} options
 * @param {(error: Error, attempt: number) => void} onRetry
 * @returns {Promise<AuditResult>}
 */
export async function auditWithRetries(options, onRetry) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditScreen({ ...options, profileDir: `${options.profileDir}-${attempt}` });
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt >= ATTEMPTS) throw error;
      onRetry(error, attempt);
    }
  }
}

/**
 * Audits `origin + path` in a Chromium of its own (fresh profile under `profileDir`, so no cache and no
 * service worker from an earlier audit). `storage` is written to the origin's localStorage first, from a
 * same-origin page that runs none of the app (an /api path), and Lighthouse keeps it (disableStorageReset).
 * `cpuSlowdown` replaces the preset's CPU slowdown (mobile 4, desktop 1) and keeps its network, to see
 * the screen as a slower phone, or this machine on a slower day, would.
 * @param {{ chromiumPath: string, origin: string, path: string, storage: Record<string, string>,
 *   desktop: boolean, cpuSlowdown?: number | undefined, profileDir: string }} options
 * @returns {Promise<AuditResult>}
 */
export async function auditScreen(options) {
  mkdirSync(options.profileDir, { recursive: true });
  const chrome = await launch({
    chromePath: options.chromiumPath,
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir: options.profileDir,
    handleSIGINT: false, // bench/lib/cleanup.mjs stops it, after which the server stops
    logLevel: 'silent',
  });
  const exited = new Promise((resolve) => {
    if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve(undefined);
    else chrome.process.once('exit', () => resolve(undefined));
  });
  const stop = async () => {
    chrome.kill();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  };
  const forget = onCleanup(`chromium ${chrome.pid}`, stop);
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      const page = await browser.newPage();
      // A JSON 404 of the API: same origin as the app, so the same localStorage, but no app code runs.
      await page.goto(`${options.origin}/api/lighthouse-storage`);
      await page.evaluate((entries) => {
        localStorage.clear();
        for (const [key, value] of entries) localStorage.setItem(key, value);
      }, Object.entries(options.storage));
      const url = `${options.origin}${options.path}`;
      const runner = await lighthouse(
        url,
        {
          logLevel: 'error',
          output: 'json',
          onlyCategories: [...CATEGORIES],
          disableStorageReset: true,
          ...(options.cpuSlowdown === undefined ? {} : { throttling: slowerCpu(options.desktop, options.cpuSlowdown) }),
        },
        options.desktop ? desktopConfig : undefined,
        /** @type {any} Lighthouse's Page type is the same puppeteer-core's, typed from its own copy */ (page),
      );
      if (!runner) throw new Error(`Lighthouse returned no result for ${url}`);
      return summarise(runner.lhr);
    } finally {
      await browser.disconnect();
    }
  } finally {
    await stop();
    forget();
  }
}

/**
 * The preset's simulated network with another CPU slowdown.
 * @param {boolean} desktop
 * @param {number} multiplier
 */
export function slowerCpu(desktop, multiplier) {
  return { ...(desktop ? throttling.desktopDense4G : throttling.mobileSlow4G), cpuSlowdownMultiplier: multiplier };
}

/**
 * The scores, metrics and failing audits of a Lighthouse result; throws when the run itself broke
 * (a runtime error such as NO_FCP, or a category without a score).
 * @param {import('lighthouse').Result} lhr
 * @returns {AuditResult}
 */
export function summarise(lhr) {
  if (lhr.runtimeError) {
    throw new LighthouseRunError(
      `Lighthouse could not audit ${lhr.requestedUrl}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
    );
  }
  const categories = /** @type {Record<(typeof CATEGORIES)[number], CategoryResult>} */ ({});
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category || category.score === null) {
      throw new Error(`Lighthouse gave no ${id} score for ${lhr.requestedUrl}`);
    }
    /** @type {FailingAudit[]} */
    const failing = [];
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      failing.push({
        id: audit.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue: audit.displayValue ?? '',
      });
    }
    failing.sort((a, b) => b.weight - a.weight || a.score - b.score);
    categories[id] = { score: Math.round(category.score * 100), failing };
  }
  /** @type {Record<string, number | undefined>} */
  const metrics = {};
  for (const [id] of METRICS) metrics[id] = lhr.audits[id]?.numericValue;
  return {
    requestedUrl: lhr.requestedUrl ?? '',
    finalUrl: lhr.finalDisplayedUrl,
    categories,
    metrics,
    warnings: lhr.runWarnings,
    lhr,
  };
}

/**
 * The run of several whose performance score is the median (ties: the earlier run), as Lighthouse's
 * docs advise for a figure that varies from run to run.
 * @param {AuditResult[]} runs
 * @returns {AuditResult}
 */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  return /** @type {AuditResult} */ (sorted[Math.floor((sorted.length - 1) / 2)]);
}
