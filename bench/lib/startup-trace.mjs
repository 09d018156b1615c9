// A page's start-up read from a Chromium trace (devtools.timeline): the main thread's work, by its own clock.

/** Total Blocking Time's threshold: the part of a task beyond 50 ms blocks input. */
export const BLOCKING_FROM_MS = 50;

/**
 * @typedef {object} TraceEvent
 * @property {string} name
 * @property {string} [ph]
 * @property {number} ts microseconds
 * @property {number} [dur] wall time, microseconds
 * @property {number} [tdur] the thread's own CPU time, microseconds
 * @property {number} pid
 * @property {number} tid
 * @property {{ data?: { documentLoaderURL?: string } }} [args]
 */

/**
 * @typedef {object} StartUpFigures
 * @property {number | null} fcpMs first contentful paint after navigation start (null: none in the window)
 * @property {number} cpuMs the main thread's CPU time in its tasks (thread clock: what the page's code and Blink
 *   did, without the time the thread waited for a core)
 * @property {number} wallMs the same tasks' wall time
 * @property {number} longestMs the longest task's wall time
 * @property {number} blockingMs the parts beyond 50 ms of the tasks that start after the first contentful paint
 *   (Total Blocking Time's rule, on the tasks as they ran)
 * @property {number} tasks how many tasks ran
 */

/**
 * The figures of the last navigation to `path` in `events`, over the tasks that start within `windowMs` of it.
 * @param {TraceEvent[]} events
 * @param {string} path e.g. /auth/dashboard
 * @param {number} windowMs
 * @returns {StartUpFigures}
 */
export function startUpFigures(events, path, windowMs) {
  const nav = events
    .filter((e) => e.name === 'navigationStart' && pathOf(e.args?.data?.documentLoaderURL) === path)
    .at(-1);
  if (!nav) throw new Error(`the trace has no navigation to ${path}`);
  const end = nav.ts + windowMs * 1000;
  const fcp = events.find(
    (e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid && e.ts >= nav.ts && e.ts < end,
  );
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' && e.ph === 'X' && e.pid === nav.pid && e.tid === nav.tid && e.ts >= nav.ts && e.ts < end,
  );
  const ms = (/** @type {number | undefined} */ us) => (us ?? 0) / 1000;
  let blockingMs = 0;
  for (const task of tasks) {
    if (fcp && task.ts >= fcp.ts) blockingMs += Math.max(0, ms(task.dur) - BLOCKING_FROM_MS);
  }
  return {
    fcpMs: fcp ? ms(fcp.ts - nav.ts) : null,
    cpuMs: tasks.reduce((sum, task) => sum + ms(task.tdur), 0),
    wallMs: tasks.reduce((sum, task) => sum + ms(task.dur), 0),
    longestMs: tasks.reduce((longest, task) => Math.max(longest, ms(task.dur)), 0),
    blockingMs,
    tasks: tasks.length,
  };
}

/** @param {string | undefined} url */
function pathOf(url) {
  if (!url) return undefined;
  try {
    return new URL(url).pathname;
  } catch {
    return undefined;
  }
}

/**
 * The median of some numbers (the lower middle of an even count).
 * @param {number[]} values
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}
