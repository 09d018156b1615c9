import { describe, expect, it } from 'vitest';
import {
  applyPageResult,
  cacheWaitMs,
  initialPaging,
  isDeepEqualValue,
  isPagingDone,
  nextPageRequests,
  shouldStoreCachedValue,
} from '../../src/client/index';

describe('shouldStoreCachedValue: store only if changed', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['same primitive', 1, 1, false],
    ['different primitive', 1, 2, true],
    ['NaN equals NaN', Number.NaN, Number.NaN, false],
    ['null vs undefined', null, undefined, true],
    ['equal nested objects, other key order', { a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 }, false],
    ['nested change', { a: 1, b: { c: [1, 2] } }, { a: 1, b: { c: [1, 3] } }, true],
    ['extra key', { a: 1 }, { a: 1, b: undefined }, true],
    ['array length', [1], [1, 1], true],
    ['array vs object', [], {}, true],
    ['first load', undefined, { rates: [] }, true],
  ])('%s -> %s', (_name, previous, next, expected) => {
    expect(shouldStoreCachedValue(previous, next)).toBe(expected);
    expect(isDeepEqualValue(previous, next)).toBe(!expected);
  });
});

describe('transaction history paging (10 per page per source)', () => {
  it('fetches each source until it returns a short page', () => {
    let state = initialPaging(['transactions', 'exchanges'] as const);
    expect(nextPageRequests(state)).toEqual([
      { source: 'transactions', offset: 0, limit: 10 },
      { source: 'exchanges', offset: 0, limit: 10 },
    ]);
    state = applyPageResult(state, 'transactions', 10);
    state = applyPageResult(state, 'exchanges', 3);
    expect(nextPageRequests(state)).toEqual([{ source: 'transactions', offset: 10, limit: 10 }]);
    expect(isPagingDone(state)).toBe(false);
    state = applyPageResult(state, 'transactions', 0);
    expect(nextPageRequests(state)).toEqual([]);
    expect(isPagingDone(state)).toBe(true);
  });

  it.each<[number, boolean]>([
    [0, true],
    [9, true],
    [10, false],
  ])('a page of %d ends the source: %s', (count, done) => {
    const state = applyPageResult(initialPaging(['investments'] as const), 'investments', count);
    expect(state.investments).toEqual({ offset: count, done });
  });

  it('a finished source ignores late results', () => {
    const done = applyPageResult(initialPaging(['interests'] as const), 'interests', 2);
    expect(applyPageResult(done, 'interests', 10)).toBe(done);
  });
});

describe('cacheWaitMs: a concurrent load waits 3 s, 5 s for transactions', () => {
  it.each([
    ['other', 3_000],
    ['transactions', 5_000],
  ] as const)('%s -> %d ms', (kind, expected) => {
    expect(cacheWaitMs(kind)).toBe(expected);
  });
});
