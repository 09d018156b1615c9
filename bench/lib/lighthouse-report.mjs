// The lighthouse bench's text report: per screen the scores against the budget, the metrics, the failing audits.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateReport } from 'lighthouse';
import { CATEGORIES, METRICS } from './lighthouse-audit.mjs';
import { heading, table } from './report.mjs';

/**
 * @typedef {object} ScreenResult
 * @property {string} name e.g. "login"
 * @property {import('./lighthouse-audit.mjs').AuditResult} result the median run
 * @property {import('./lighthouse-audit.mjs').AuditResult[]} runs every run, in order
 */

/**
 * A metric as Lighthouse shows it: seconds with one decimal from 1 s on, else whole milliseconds; CLS
 * with three decimals.
 * @param {number | undefined} value
 * @param {string} unit 'ms' or ''
 */
export function formatMetric(value, unit) {
  if (value === undefined || !Number.isFinite(value)) return 'n/a';
  if (unit !== 'ms') return value.toFixed(3);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

/** @param {number} score @param {number} budget */
const verdict = (score, budget) => (score >= budget ? 'PASS' : 'FAIL');

/**
 * Prints one screen: scores with the budget and the verdict, the metrics, the failing audits per category.
 * @param {ScreenResult} screen
 * @param {number} budget
 */
export function printScreen(screen, budget) {
  const { result, runs } = screen;
  console.log(heading(`${screen.name}: ${result.requestedUrl}`));
  if (result.finalUrl !== result.requestedUrl) console.log(`ended at ${result.finalUrl}`);
  const rows = CATEGORIES.map((id) => {
    const all = runs.map((r) => r.categories[id].score);
    const spread = runs.length > 1 ? `${Math.min(...all)} to ${Math.max(...all)}` : '';
    return [
      id,
      String(result.categories[id].score),
      String(budget),
      verdict(result.categories[id].score, budget),
      spread,
    ];
  });
  const headers = ['category', 'score', 'budget', 'verdict'];
  if (runs.length > 1) headers.push(`range of ${runs.length} runs (median run shown)`);
  console.log(
    table(
      headers,
      rows.map((r) => r.slice(0, headers.length)),
    ),
  );
  console.log(
    `\nmetrics: ${METRICS.map(([id, label, unit]) => `${label} ${formatMetric(result.metrics[id], unit)}`).join('   ')}`,
  );
  for (const id of CATEGORIES) {
    const { failing } = result.categories[id];
    console.log(`\nfailing ${id} audits (score < 1): ${failing.length || 'none'}`);
    if (!failing.length) continue;
    console.log(
      table(
        ['audit id', 'title', 'score', 'weight', 'detail'],
        failing.map((a) => [a.id, a.title, a.score.toFixed(2), String(a.weight), a.displayValue]),
      ),
    );
  }
  for (const warning of result.warnings) console.log(`\nLighthouse warning: ${warning}`);
}

/**
 * The closing table: every screen and category against the budget.
 * @param {ScreenResult[]} screens
 * @param {number} budget
 */
export function printSummary(screens, budget) {
  console.log(heading(`budget: performance and accessibility at least ${budget} (design brief, section 7)`));
  const rows = screens.flatMap((s) =>
    CATEGORIES.map((id) => {
      const score = s.result.categories[id].score;
      return [s.name, id, String(score), verdict(score, budget), String(s.result.categories[id].failing.length)];
    }),
  );
  console.log(table(['screen', 'category', 'score', 'verdict', 'failing audits'], rows));
  const misses = rows.filter((r) => r[3] === 'FAIL').length;
  console.log(
    misses
      ? `\n${misses} of ${rows.length} scores miss the budget (a bench reports: the exit code stays 0).`
      : `\nevery score meets the budget.`,
  );
}

/**
 * Writes each screen's median run as Lighthouse's own HTML and JSON reports.
 * @param {ScreenResult[]} screens
 * @param {string} dir
 * @param {string} formFactor 'mobile' or 'desktop'
 * @returns {string[]} the files written
 */
export function saveReports(screens, dir, formFactor) {
  const files = [];
  for (const screen of screens) {
    const base = join(dir, `${screen.name}-${formFactor}`);
    writeFileSync(`${base}.report.html`, generateReport(screen.result.lhr, 'html'));
    writeFileSync(`${base}.report.json`, generateReport(screen.result.lhr, 'json'));
    files.push(`${base}.report.html`, `${base}.report.json`);
  }
  return files;
}
