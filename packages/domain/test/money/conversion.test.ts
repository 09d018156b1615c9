import { describe, expect, it } from 'vitest';
import {
  allocate,
  atomicForFiatCents,
  convert,
  fiatCentsOf,
  mulFraction,
  percentOf,
  rescale,
} from '../../src/money/index';

describe('convert', () => {
  it.each([
    // 1 BTC at 60000.50 EUR/BTC into cents
    [100_000_000n, 8, '60000.50', 2, 'floor', 6_000_050n],
    // 100.00 EUR at 0.8571 GBP/EUR is 85.71 GBP
    [10_000n, 2, '0.8571', 2, 'half-up', 8_571n],
    // 1.00 EUR at 0.85715: the half pence is where modes differ
    [100n, 2, '0.85715', 2, 'floor', 85n],
    [100n, 2, '0.85715', 2, 'ceil', 86n],
    [100n, 2, '0.855', 2, 'half-up', 86n],
    [100n, 2, '0.855', 2, 'half-even', 86n],
    [100n, 2, '0.845', 2, 'half-even', 84n],
    [100n, 2, '0.845', 2, 'down', 84n],
    [100n, 2, '0.845', 2, 'up', 85n],
    // 1 EUR to an 18-decimal token at 2.5 tokens/EUR
    [100n, 2, '2.5', 18, 'floor', 2_500_000_000_000_000_000n],
    // 1 wei of ETH at 3000 EUR is far below a cent
    [1n, 18, '3000', 2, 'floor', 0n],
    [1n, 18, '3000', 2, 'ceil', 1n],
    [0n, 8, '123.45', 2, 'ceil', 0n],
  ] as const)('%s (%i dp) × %s -> %i dp with %s = %s', (atomic, from, rate, to, mode, expected) => {
    expect(convert(atomic, from, rate, to, mode)).toBe(expected);
  });

  it('accepts an exact rate object', () => {
    expect(convert(10_000n, 2, { mantissa: 8571n, scale: 4 }, 2, 'floor')).toBe(8_571n);
  });

  it('refuses negative rates and bad decimals', () => {
    expect(() => convert(1n, 2, '-1', 2, 'floor')).toThrowError(expect.objectContaining({ code: 'invalid_decimal' }));
    expect(() => convert(1n, -2, '1', 2, 'floor')).toThrowError(expect.objectContaining({ code: 'invalid_decimals' }));
  });
});

describe('rescale', () => {
  it.each([
    [123_456_789_123_456_789n, 18, 8, 'down', 12_345_678n],
    [123_456_789_123_456_789n, 18, 8, 'half-up', 12_345_679n],
    [123_456_785_000_000_000n, 18, 8, 'half-even', 12_345_678n],
    [123_456_785_000_000_000n, 18, 8, 'half-up', 12_345_679n],
    [150n, 2, 8, 'floor', 150_000_000n],
  ] as const)('%s from %i to %i dp (%s) is %s', (atomic, from, to, mode, expected) => {
    expect(rescale(atomic, from, to, mode)).toBe(expected);
  });
});

describe('mulFraction and percentOf (cashback)', () => {
  it.each([
    // 4 % card cashback (TIER_ICO_1) on 12.34 EUR
    [1234n, '0.04', 'floor', 49n],
    [1234n, '0.04', 'half-up', 49n],
    [1234n, '0.04', 'ceil', 50n],
    // 5 % exchange cashback on 0.00000010 BTC: half a satoshi
    [10n, '0.05', 'half-up', 1n],
    [10n, '0.05', 'half-even', 0n],
    [10n, '0.05', 'floor', 0n],
    [10_000n, '1', 'floor', 10_000n],
    [10_000n, '0', 'floor', 0n],
  ] as const)('%s × %s (%s) = %s', (atomic, fraction, mode, expected) => {
    expect(mulFraction(atomic, fraction, mode)).toBe(expected);
  });

  it.each([
    [1234n, '4', 'floor', 49n],
    [1234n, '4.5', 'half-up', 56n],
    [200n, '50', 'floor', 100n],
  ] as const)('%s × %s %% (%s) = %s', (atomic, percent, mode, expected) => {
    expect(percentOf(atomic, percent, mode)).toBe(expected);
  });
});

describe('allocate (pro rata, no unit lost)', () => {
  it.each([
    [100n, [1n, 1n, 1n], [34n, 33n, 33n]],
    [10n, [1n, 2n, 3n, 4n], [1n, 2n, 3n, 4n]],
    [7n, [1n, 1n], [4n, 3n]],
    [1n, [1n, 1n, 1n], [1n, 0n, 0n]],
    // shares 0.4, 1.2, 0.4: the leftover unit goes to the first of the tied largest remainders
    [2n, [1n, 3n, 1n], [1n, 1n, 0n]],
    [5n, [0n, 1n], [0n, 5n]],
    [0n, [3n, 4n], [0n, 0n]],
    [-100n, [1n, 1n, 1n], [-34n, -33n, -33n]],
    // interest of 0.01 spread over deposits of 5.00, 3.00, 2.00: the one cent goes to the largest share
    [1n, [500n, 300n, 200n], [1n, 0n, 0n]],
  ])('%s over %o is %o', (total, weights, expected) => {
    expect(allocate(total, weights)).toEqual(expected);
  });

  it.each([[[]], [[0n, 0n]], [[1n, -1n]]])('refuses weights %o', (weights) => {
    expect(() => allocate(10n, weights)).toThrowError(expect.objectContaining({ code: 'invalid_weights' }));
  });
});

describe('fiatCentsOf and atomicForFiatCents', () => {
  it.each([
    // 0.5 BTC at 60000 EUR is 30000.00 EUR
    [50_000_000n, 8, '60000', 'half-up', 3_000_000n],
    // 1 AMN (18 dp) at 0.0123 EUR is 1.23 cents -> 1 cent half-up
    [10n ** 18n, 18, '0.0123', 'half-up', 1n],
    [1n, 18, '0.0123', 'ceil', 1n],
  ] as const)('%i units (%i dp) at %s is %i cents (%s)', (atomic, decimals, price, mode, cents) => {
    expect(fiatCentsOf(atomic, decimals, price, mode)).toBe(cents);
  });

  it.each([
    // a 2.00 EUR fee in BTC at 60000 EUR/BTC: 0.0000333.. BTC -> 3334 satoshi rounded up
    [200n, 8, '60000', 'ceil', 3_334n],
    [200n, 8, '60000', 'floor', 3_333n],
    // 150.00 EUR of AMN at 0.25 EUR: exactly 600 AMN
    [15_000n, 18, '0.25', 'ceil', 600n * 10n ** 18n],
    // 2.00 EUR of EUR at 1: 200 cents
    [200n, 2, '1', 'ceil', 200n],
  ] as const)('%i cents in %i dp at %s is %i units (%s)', (cents, decimals, price, mode, atomic) => {
    expect(atomicForFiatCents(cents, decimals, price, mode)).toBe(atomic);
  });

  it('never charges less than the fiat amount when rounding up', () => {
    for (const price of ['0.0123', '61234.567', '1.1', '3000']) {
      const units = atomicForFiatCents(200n, 8, price, 'ceil');
      expect(fiatCentsOf(units, 8, price, 'floor') >= 199n).toBe(true);
      expect(convert(units, 8, price, 6, 'floor') >= 2_000_000n - 1n).toBe(true);
    }
  });

  it('refuses a zero price', () => {
    expect(() => atomicForFiatCents(100n, 8, '0', 'ceil')).toThrow();
  });
});
