import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareExactDecimals,
  exactDecimalFromNumber,
  formatExactDecimal,
  invertRate,
  multiplyExactDecimals,
  normalizeExactDecimal,
  parseAmount,
  parseDecimalRate,
  parseExactDecimal,
  readExactDecimal,
  roundExactDecimal,
  toExactDecimal,
  tryParseAmount,
} from '../../src/money/index';

describe('parseExactDecimal', () => {
  it.each([
    ['0.04', 4n, 2],
    ['1', 1n, 0],
    ['-0.5', -5n, 1],
    ['1.10', 110n, 2],
    ['.5', 5n, 1],
    ['3.', 3n, 0],
    ['0.000000000000000001', 1n, 18],
  ])('%j is %s × 10^-%i', (text, mantissa, scale) => {
    expect(parseExactDecimal(text)).toEqual({ mantissa, scale });
  });

  it.each(['', '.', '-', '1e3', '+1', ' 1', '1,0', 'abc', '--1', '1.2.3'])('refuses %j', (text) => {
    expect(() => parseExactDecimal(text)).toThrowError(expect.objectContaining({ code: 'invalid_decimal' }));
  });

  it('refuses a negative rate', () => {
    expect(() => parseDecimalRate('-1.2')).toThrowError(expect.objectContaining({ code: 'invalid_decimal' }));
    expect(parseDecimalRate('0.8571')).toEqual({ mantissa: 8571n, scale: 4 });
  });
});

describe('exactDecimalFromNumber (provider floats)', () => {
  it.each([
    [0.1, 1n, 1],
    [1234.5678, 12345678n, 4],
    [1e-7, 1n, 7],
    [1.5e-10, 15n, 11],
    [1e21, 1_000_000_000_000_000_000_000n, 0],
    [-2.5, -25n, 1],
    [0, 0n, 0],
  ])('%s is %s × 10^-%i', (value, mantissa, scale) => {
    expect(exactDecimalFromNumber(value)).toEqual({ mantissa, scale });
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('refuses %s', (value) => {
    expect(() => exactDecimalFromNumber(value)).toThrowError(expect.objectContaining({ code: 'not_finite' }));
  });
});

describe('exact decimal helpers', () => {
  it.each([
    ['1.005', 2, 'half-up', 101n],
    ['1.005', 2, 'half-even', 100n],
    ['1.015', 2, 'half-even', 102n],
    ['1.009', 2, 'down', 100n],
    ['1.5', 3, 'floor', 1500n],
  ] as const)('rounds %s to %i places with %s', (text, digits, mode, expected) => {
    expect(roundExactDecimal(parseExactDecimal(text), digits, mode)).toBe(expected);
  });

  it('compares across scales', () => {
    expect(compareExactDecimals(parseExactDecimal('1.10'), parseExactDecimal('1.1'))).toBe(0);
    expect(compareExactDecimals(parseExactDecimal('0.9'), parseExactDecimal('1'))).toBe(-1);
    expect(compareExactDecimals(parseExactDecimal('2'), parseExactDecimal('1.99'))).toBe(1);
  });

  it('normalizes trailing zeros', () => {
    expect(normalizeExactDecimal({ mantissa: 1500n, scale: 3 })).toEqual({ mantissa: 15n, scale: 1 });
    expect(normalizeExactDecimal({ mantissa: 0n, scale: 3 })).toEqual({ mantissa: 0n, scale: 0 });
  });

  it('inverts a rate with explicit rounding', () => {
    expect(invertRate(parseExactDecimal('3'), 4, 'floor')).toEqual({ mantissa: 3333n, scale: 4 });
    expect(invertRate(parseExactDecimal('3'), 4, 'ceil')).toEqual({ mantissa: 3334n, scale: 4 });
    expect(() => invertRate(parseExactDecimal('0'), 4, 'floor')).toThrowError(
      expect.objectContaining({ code: 'division_by_zero' }),
    );
  });

  it('normalizes inputs and rejects a bad scale', () => {
    expect(toExactDecimal(7n)).toEqual({ mantissa: 7n, scale: 0 });
    expect(() => toExactDecimal({ mantissa: 1n, scale: -1 })).toThrowError(
      expect.objectContaining({ code: 'invalid_decimals' }),
    );
  });
});

describe('readExactDecimal (user and server input, never throws)', () => {
  it.each([
    ['12.5', '12.5'],
    ['-0.010', '-0.01'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['1e-7', '0.0000001'],
    ['2.5E3', '2500'],
    ['007', '7'],
  ])('parses %j as %s', (input, expected) => {
    expect(formatExactDecimal(readExactDecimal(input)!)).toBe(expected);
  });

  it.each(['', '.', 'abc', '1.2.3', '1,5', '--1'])('refuses %j', (input) => {
    expect(readExactDecimal(input)).toBeNull();
  });

  it('reads JSON numbers by their shortest text and refuses non-finite ones', () => {
    expect(formatExactDecimal(readExactDecimal(0.1)!)).toBe('0.1');
    expect(readExactDecimal(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('multiplies and compares without floating error', () => {
    const product = multiplyExactDecimals(readExactDecimal('0.1')!, readExactDecimal('3')!);
    expect(formatExactDecimal(product)).toBe('0.3');
    expect(compareExactDecimals(product, readExactDecimal('0.30')!)).toBe(0);
  });

  it.each([
    ['1.50', 1],
    ['1.000', 0],
    ['0.00000001', 8],
  ])('%s has %d significant decimals', (input, expected) => {
    expect(normalizeExactDecimal(readExactDecimal(input)!).scale).toBe(expected);
  });

  it('converts to atomic units only when no digit would be lost', () => {
    expect(parseAmount('1.5', 8)).toBe(150_000_000n);
    expect(tryParseAmount('0.001', 2)).toEqual({ ok: false, error: 'decimals' });
  });

  it('orders like bigint units at a common scale', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.bigInt(), (a, b) => {
        const left = readExactDecimal(`${a}e-8`)!;
        const right = readExactDecimal(`${b}e-8`)!;
        expect(compareExactDecimals(left, right)).toBe(a === b ? 0 : a < b ? -1 : 1);
      }),
    );
  });
});
