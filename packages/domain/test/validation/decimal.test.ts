import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareDecimal,
  formatDecimal,
  multiplyDecimal,
  parseDecimal,
  significantDecimals,
  toAtomicUnits,
} from '../../src/validation/decimal';

describe('exact decimals', () => {
  it.each([
    ['12.5', '12.5'],
    ['-0.010', '-0.01'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['1e-7', '0.0000001'],
    ['2.5E3', '2500'],
    ['007', '7'],
  ])('parses %j as %s', (input, expected) => {
    expect(formatDecimal(parseDecimal(input)!)).toBe(expected);
  });

  it.each(['', '.', 'abc', '1.2.3', '1,5', '--1'])('refuses %j', (input) => {
    expect(parseDecimal(input)).toBeNull();
  });

  it('reads JSON numbers by their shortest text and refuses non-finite ones', () => {
    expect(formatDecimal(parseDecimal(0.1)!)).toBe('0.1');
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('multiplies and compares without floating error', () => {
    const product = multiplyDecimal(parseDecimal('0.1')!, parseDecimal('3')!);
    expect(formatDecimal(product)).toBe('0.3');
    expect(compareDecimal(product, parseDecimal('0.30')!)).toBe(0);
  });

  it.each([
    ['1.50', 1],
    ['1.000', 0],
    ['0.00000001', 8],
  ])('%s has %d significant decimals', (input, expected) => {
    expect(significantDecimals(parseDecimal(input)!)).toBe(expected);
  });

  it('converts to atomic units only when no digit would be lost', () => {
    expect(toAtomicUnits(parseDecimal('1.5')!, 8)).toBe(150_000_000n);
    expect(toAtomicUnits(parseDecimal('0.001')!, 2)).toBeNull();
  });

  it('orders like bigint units at a common scale', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.bigInt(), (a, b) => {
        const left = parseDecimal(`${a}e-8`)!;
        const right = parseDecimal(`${b}e-8`)!;
        expect(compareDecimal(left, right)).toBe(a === b ? 0 : a < b ? -1 : 1);
      }),
    );
  });
});
