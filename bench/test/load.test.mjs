import { describe, expect, it } from 'vitest';
import { addBatches, addedUp, batchesBetween, byTurns, ROUNDS, turnsNote } from '../lib/load.mjs';

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

/** A kind's group-commit counters as the server reports them. */
const counters = (batches, operations, single, inFlightMs) => ({ batches, operations, single, inFlightMs });

describe('batch counters', () => {
  it.each([
    {
      name: 'one kind that moved',
      before: { sends: counters(10, 40, 2, 50) },
      after: { sends: counters(13, 52, 3, 65.5) },
      between: counters(3, 12, 1, 15.5),
    },
    {
      name: 'two kinds, one new since the first reading',
      before: { sends: counters(10, 40, 2, 50) },
      after: { sends: counters(11, 44, 2, 55), exchanges: counters(2, 9, 0, 8) },
      between: counters(3, 13, 0, 13),
    },
    { name: 'nothing batched', before: {}, after: {}, between: counters(0, 0, 0, 0) },
    { name: 'a reading missing', before: null, after: { sends: counters(1, 1, 1, 1) }, between: null },
    { name: 'the other reading missing', before: { sends: counters(1, 1, 1, 1) }, after: null, between: null },
  ])('batchesBetween: $name', ({ before, after, between }) => {
    expect(batchesBetween(before, after)).toEqual(between);
  });

  it.each([
    { a: counters(1, 2, 1, 3), b: counters(4, 8, 0, 9.5), sum: counters(5, 10, 1, 12.5) },
    { a: counters(1, 2, 1, 3), b: null, sum: null },
  ])('addBatches: $a.batches and $b.batches', ({ a, b, sum }) => {
    expect(addBatches(a, b)).toEqual(sum);
  });

  it("adds up each scenario's batches over its slices, read around each slice", async () => {
    // The server's counters, as they grow: each slice of spread writes 2 batches of 3, each of hot 1 batch of 1.
    let total = counters(0, 0, 0, 0);
    const reads = [];
    const batchStats = async () => {
      reads.push(total.batches);
      return { sends: { ...total } };
    };
    const timed = await byTurns(
      ['spread', 'hot'],
      { seconds: 10, serverPid: undefined, batchStats },
      async (scenario) => {
        total = addBatches(total, scenario === 'spread' ? counters(2, 6, 0, 4) : counters(1, 1, 1, 3));
        return slice(1, [1]);
      },
    );
    expect(reads).toHaveLength(4 * ROUNDS);
    expect(timed.get('spread')?.batches).toEqual(counters(2 * ROUNDS, 6 * ROUNDS, 0, 4 * ROUNDS));
    expect(timed.get('hot')?.batches).toEqual(counters(ROUNDS, ROUNDS, ROUNDS, 3 * ROUNDS));
  });

  it('has no batches without a way to read them, and none once one reading failed', async () => {
    const unread = await byTurns(['spread'], { seconds: 2, serverPid: undefined }, async () => slice(1, [1]));
    expect(unread.get('spread')?.batches).toBeNull();
    let reads = 0;
    const flaky = async () => (++reads === 3 ? null : { sends: counters(reads, reads, 0, reads) });
    const partly = await byTurns(['spread', 'hot'], { seconds: 2, serverPid: undefined, batchStats: flaky }, async () =>
      slice(1, [1]),
    );
    // Two rounds: spread reads 1 and 2, hot 3 (failed) and 4, spread 5 and 6, hot 7 and 8.
    expect(partly.get('spread')?.batches).toEqual(counters(2, 2, 0, 2));
    expect(partly.get('hot')?.batches).toBeNull();
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
