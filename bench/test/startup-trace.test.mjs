import { describe, expect, it } from 'vitest';
import { median, startUpFigures } from '../lib/startup-trace.mjs';

const PAGE = { pid: 7, tid: 1 };
const nav = (ts, url) => ({
  name: 'navigationStart',
  ph: 'R',
  ts,
  ...PAGE,
  args: { data: { documentLoaderURL: url } },
});
const task = (tsMs, durMs, cpuMs, where = PAGE) => ({
  name: 'RunTask',
  ph: 'X',
  ts: tsMs * 1000,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
  ...where,
});

describe('start-up figures from a trace', () => {
  const events = [
    // A navigation to another page first, in the same renderer: its tasks are not counted.
    nav(0, 'http://127.0.0.1:1/api/lighthouse-storage'),
    task(10, 90, 80),
    nav(1_000_000, 'http://127.0.0.1:1/auth/dashboard?x=1'),
    task(1_010, 30, 20), // before the first paint: never blocking
    { name: 'firstContentfulPaint', ph: 'R', ts: 1_100_000, ...PAGE },
    task(1_120, 80, 15), // 30 ms beyond 50, though 15 ms of its own CPU
    task(1_300, 50, 40), // exactly 50: nothing beyond
    task(1_400, 70, 60, { pid: 7, tid: 2 }), // another thread of the renderer
    task(1_500, 120, 100, { pid: 9, tid: 1 }), // another process
    task(5_500, 200, 200), // after the 4 s window
  ];

  it('counts the main thread of the last navigation to the path, within the window', () => {
    expect(startUpFigures(events, '/auth/dashboard', 4_000)).toEqual({
      fcpMs: 100,
      cpuMs: 75,
      wallMs: 160,
      longestMs: 80,
      blockingMs: 30,
      tasks: 3,
    });
  });

  it('counts no blocking time without a first contentful paint', () => {
    const withoutPaint = events.filter((e) => e.name !== 'firstContentfulPaint');
    expect(startUpFigures(withoutPaint, '/auth/dashboard', 4_000)).toMatchObject({ fcpMs: null, blockingMs: 0 });
  });

  it('says so when the trace has no navigation to the path', () => {
    expect(() => startUpFigures(events, '/login', 4_000)).toThrow('no navigation to /login');
  });

  it.each([
    [[3], 3],
    [[5, 1, 3], 3],
    [[4, 1, 3, 2], 2],
  ])('median of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});
