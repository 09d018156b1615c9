import { describe, expect, it } from 'vitest';
import { type EarnMoveMode, earnAmountTooLow } from '../../src/earn/index';

describe('the Earn minimum (section 5, decision 0011)', () => {
  it.each<[EarnMoveMode, bigint, bigint, bigint, boolean]>([
    // [mode, amount, minimum, invested after, too low]
    ['deposit', 99n, 100n, 0n, true],
    ['deposit', 100n, 100n, 0n, false],
    ['deposit', 1n, 0n, 0n, false],
    ['withdraw', 99n, 100n, 1n, true],
    ['withdraw', 100n, 100n, 5n, false],
    ['withdraw', 40n, 100n, 0n, false],
    ['withdraw', 40n, 100n, -10n, false],
    ['withdraw', 1n, 100n, 99n, true],
  ])('%s of %s with minimum %s leaving %s invested: too low %s', (mode, amount, min, after, expected) => {
    expect(earnAmountTooLow(mode, amount, min, after)).toBe(expected);
  });
});
