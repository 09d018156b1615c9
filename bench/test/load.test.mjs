import { describe, expect, it } from 'vitest';
import { addedUp, byTurns, ROUNDS, turnsNote } from '../lib/load.mjs';

/** A slice's load as runPosts returns it. */
const slice = (ok, perLane, failures = []) => ({
  ok,
  failures: new Map(failures),
  seconds: 2,
  latencies: Array.from({ length: ok }, (_, i) => i),
  perLane,
});

describe('byTurns', () => {
  it('runs the scenarios by turns, each in slices that add up to its seconds', async () => {
    const calls = [];
    const timed = await byTurns(['spread', 'hot'], { seconds: 10, serverPid: undefined }, async (scenario, seconds) => {
      calls.push([scenario, seconds]);
      return scenario === 'spread' ? slice(3, [1, 2]) : slice(5, [5, 0], [['409 conflict', 1]]);
    });
    expect(calls).toEqual(
      Array.from({ length: ROUNDS }, () => [
        ['spread', 10 / ROUNDS],
        ['hot', 10 / ROUNDS],
      ]).flat(),
    );
    const spread = timed.get('spread');
    const hot = timed.get('hot');
    expect(spread?.load.ok).toBe(3 * ROUNDS);
    expect(spread?.load.perLane).toEqual([ROUNDS, 2 * ROUNDS]);
    expect(spread?.load.seconds).toBe(2 * ROUNDS);
    expect(hot?.load.ok).toBe(5 * ROUNDS);
    expect(hot?.load.failures.get('409 conflict')).toBe(ROUNDS);
    expect(hot?.load.latencies).toHaveLength(5 * ROUNDS);
  });

  it('runs one scenario in one stretch, and short runs in slices of at least a second', async () => {
    const alone = [];
    await byTurns(['spread'], { seconds: 10, serverPid: undefined }, async (scenario, seconds) => {
      alone.push([scenario, seconds]);
      return slice(1, [1]);
    });
    expect(alone).toEqual([['spread', 10]]);
    const short = [];
    await byTurns(['one-pair', 'pairs'], { seconds: 2, serverPid: undefined }, async (scenario, seconds) => {
      short.push([scenario, seconds]);
      return slice(1, [1]);
    });
    expect(short).toEqual([
      ['one-pair', 1],
      ['pairs', 1],
      ['one-pair', 1],
      ['pairs', 1],
    ]);
    expect(turnsNote(['spread'], 10)).toBe('');
    expect(turnsNote(['spread', 'hot'], 10)).toBe(`, by turns in ${ROUNDS} slices each`);
    expect(turnsNote(['one-pair', 'pairs'], 1)).toBe('');
  });
});

describe('addedUp', () => {
  it('adds up answers, failures by label, time, latencies and each lane', () => {
    const load = addedUp([slice(2, [2, 0], [['0 request_error', 1]]), slice(1, [0, 1, 4], [['0 request_error', 2]])]);
    expect(load.ok).toBe(3);
    expect([...load.failures]).toEqual([['0 request_error', 3]]);
    expect(load.seconds).toBe(4);
    expect(load.latencies).toEqual([0, 1, 0]);
    expect(load.perLane).toEqual([2, 1, 4]);
  });
});
