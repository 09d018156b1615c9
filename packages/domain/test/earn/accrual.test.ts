import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accrueDays, dailyInterest, EARN_ACCRUAL_DENOMINATOR } from '../../src/earn/index';
import { MoneyError } from '../../src/money/index';

const D = EARN_ACCRUAL_DENOMINATOR;

// Columns: balance (atomic units), rate (ppm a year), carried in, then interest and carried out.
const days: Array<[string, bigint, bigint, bigint, bigint, bigint]> = [
  ['nothing invested', 0n, 40_000n, 0n, 0n, 0n],
  ['nothing invested keeps the carry', 0n, 40_000n, 123n, 0n, 123n],
  ['1000.00 EUR at 4 %: 10.958... cents', 100_000n, 40_000n, 0n, 10n, 350_000_000n],
  ['the carry tops the next day up', 100_000n, 40_000n, 350_000_000n, 11n, 335_000_000n],
  ['exactly one unit', 365n, 1_000_000n, 0n, 1n, 0n],
  ['one unit short of a unit', 364n, 1_000_000n, 0n, 0n, 364_000_000n],
  ['a carry of D - 1 plus one more makes a unit', 1n, 1n, D - 1n, 1n, 0n],
  ['1 BTC at 1 %', 100_000_000n, 10_000n, 0n, 2739n, 265_000_000n],
  ['1 ETH (18 decimals) at 2 %', 10n ** 18n, 20_000n, 0n, 54_794_520_547_945n, 75_000_000n],
];

describe('dailyInterest', () => {
  it.each(days)('%s', (_, balance, rate, carriedIn, interest, carriedOut) => {
    expect(dailyInterest(balance, rate, carriedIn)).toEqual({ interest, carried: carriedOut });
  });

  it.each([
    ['a negative balance', -1n, 1n, 0n],
    ['a negative rate', 1n, -1n, 0n],
    ['a negative carry', 1n, 1n, -1n],
    ['a carry of a whole unit', 1n, 1n, D],
  ])('refuses %s', (_, balance, rate, carried) => {
    expect(() => dailyInterest(balance, rate, carried)).toThrow(MoneyError);
  });
});

describe('accrual over a year', () => {
  it.each([
    // balance, rate in ppm (4 %, 3.5 %, 1 %, 6 %, 0.0001 %)
    [100_000n, 40_000n],
    [123_457n, 35_000n],
    [100_000_000n, 10_000n],
    [10n ** 18n + 7n, 60_000n],
    [999n, 1n],
  ])('%s units at %s ppm: 365 days pay the yearly rate to the unit, the rest is carried', (balance, rate) => {
    const { interests, carried } = accrueDays(Array(365).fill(balance), rate);
    const paid = interests.reduce((sum, day) => sum + day, 0n);
    // balance × rate / 100 for the year, floored, and what the floor left is exactly the carry.
    expect(paid).toBe((balance * rate) / 1_000_000n);
    expect(paid * D + carried).toBe(balance * rate * 365n);
    expect(carried).toBeLessThan(D);
  });
});

describe('accrual properties', () => {
  const balance = fc.bigInt({ min: 0n, max: 10n ** 30n });
  const rate = fc.bigInt({ min: 0n, max: 1_000_000n });
  const carry = fc.bigInt({ min: 0n, max: D - 1n });

  it('loses nothing: paid units and the carry add up to the exact interest', () => {
    fc.assert(
      fc.property(fc.array(balance, { maxLength: 60 }), rate, carry, (balances, ppm, start) => {
        const { interests, carried } = accrueDays(balances, ppm, start);
        const exact = balances.reduce((sum, b) => sum + b * ppm, start);
        const paid = interests.reduce((sum, day) => sum + day, 0n);
        expect(paid * D + carried).toBe(exact);
        expect(carried >= 0n && carried < D).toBe(true);
        // Never ahead of the exact amount, and never a whole unit behind it.
        expect(paid * D <= exact && exact - paid * D < D).toBe(true);
      }),
    );
  });

  it('pays each day its floor or one unit more than its floor', () => {
    fc.assert(
      fc.property(balance, rate, carry, (b, ppm, start) => {
        const { interest } = dailyInterest(b, ppm, start);
        const floor = (b * ppm) / D;
        expect(interest === floor || interest === floor + 1n).toBe(true);
      }),
    );
  });
});
