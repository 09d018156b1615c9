import { describe, expect, it } from 'vitest';
import { divideRounded, MoneyError, type RoundingMode } from '../../src/money/index';

// Columns: numerator / denominator and the expected result for each mode.
const cases: Array<[bigint, bigint, Record<RoundingMode, bigint>]> = [
  [5n, 2n, { floor: 2n, ceil: 3n, 'half-up': 3n, 'half-even': 2n, down: 2n, up: 3n }],
  [7n, 2n, { floor: 3n, ceil: 4n, 'half-up': 4n, 'half-even': 4n, down: 3n, up: 4n }],
  [-5n, 2n, { floor: -3n, ceil: -2n, 'half-up': -3n, 'half-even': -2n, down: -2n, up: -3n }],
  [5n, -2n, { floor: -3n, ceil: -2n, 'half-up': -3n, 'half-even': -2n, down: -2n, up: -3n }],
  [-5n, -2n, { floor: 2n, ceil: 3n, 'half-up': 3n, 'half-even': 2n, down: 2n, up: 3n }],
  [7n, 3n, { floor: 2n, ceil: 3n, 'half-up': 2n, 'half-even': 2n, down: 2n, up: 3n }],
  [8n, 3n, { floor: 2n, ceil: 3n, 'half-up': 3n, 'half-even': 3n, down: 2n, up: 3n }],
  [-8n, 3n, { floor: -3n, ceil: -2n, 'half-up': -3n, 'half-even': -3n, down: -2n, up: -3n }],
  [6n, 3n, { floor: 2n, ceil: 2n, 'half-up': 2n, 'half-even': 2n, down: 2n, up: 2n }],
  [0n, 7n, { floor: 0n, ceil: 0n, 'half-up': 0n, 'half-even': 0n, down: 0n, up: 0n }],
  [1n, 10n, { floor: 0n, ceil: 1n, 'half-up': 0n, 'half-even': 0n, down: 0n, up: 1n }],
];

describe('divideRounded', () => {
  it.each(
    cases.flatMap(([n, d, expected]) =>
      (Object.keys(expected) as RoundingMode[]).map((mode) => [n, d, mode, expected[mode]] as const),
    ),
  )('%s / %s with %s is %s', (n, d, mode, expected) => {
    expect(divideRounded(n, d, mode)).toBe(expected);
  });

  it('refuses a zero denominator', () => {
    expect(() => divideRounded(1n, 0n, 'floor')).toThrow(MoneyError);
  });
});
