import { describe, expect, it } from 'vitest';
import { formatAmount, MoneyError, parseAmount, tryParseAmount } from '../../src/money/index';

describe('parseAmount (spec §5: digits and one dot only)', () => {
  it.each([
    ['1', 8, 100_000_000n],
    ['0', 2, 0n],
    ['12.5', 2, 1250n],
    ['12.50', 2, 1250n],
    ['0.00000001', 8, 1n],
    ['5.', 2, 500n],
    ['.5', 2, 50n],
    ['007.1', 1, 71n],
    ['123', 0, 123n],
    ['1.000000000000000001', 18, 1_000_000_000_000_000_001n],
    ['99999999999999999999.99', 2, 9_999_999_999_999_999_999_999n],
  ])('reads %j at %i decimals as %s', (text, decimals, atomic) => {
    expect(parseAmount(text, decimals)).toBe(atomic);
    expect(tryParseAmount(text, decimals)).toEqual({ ok: true, atomic });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['.', 'amount'],
    ['-1', 'amount'],
    ['+1', 'amount'],
    ['1e5', 'amount'],
    ['1E5', 'amount'],
    [' 1', 'amount'],
    ['1 ', 'amount'],
    ['1 000', 'amount'],
    ['1,5', 'amount'],
    ['1.2.3', 'amount'],
    ['0x10', 'amount'],
    ['Infinity', 'amount'],
    ['NaN', 'amount'],
    ['١٢', 'amount'],
    ['1.234', 'decimals'],
    ['0.001', 'decimals'],
  ] as const)('refuses %j as %s (2 decimals)', (text, error) => {
    expect(tryParseAmount(text, 2)).toEqual({ ok: false, error });
    expect(() => parseAmount(text, 2)).toThrowError(expect.objectContaining({ name: 'MoneyError', code: error }));
  });

  it('never rounds away extra decimals, even zeros', () => {
    expect(tryParseAmount('1.000', 2)).toEqual({ ok: false, error: 'decimals' });
    expect(tryParseAmount('1.5', 0)).toEqual({ ok: false, error: 'decimals' });
  });

  it('throws a MoneyError instance', () => {
    expect(() => parseAmount('abc', 2)).toThrow(MoneyError);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %s decimals', (decimals) => {
    expect(() => parseAmount('1', decimals)).toThrowError(expect.objectContaining({ code: 'invalid_decimals' }));
  });
});

describe('formatAmount', () => {
  it.each([
    [1250n, 2, '12.50'],
    [5n, 2, '0.05'],
    [0n, 2, '0.00'],
    [1n, 8, '0.00000001'],
    [-1250n, 2, '-12.50'],
    [-5n, 2, '-0.05'],
    [123n, 0, '123'],
    [1_000_000_000_000_000_000n, 18, '1.000000000000000000'],
  ])('prints %s at %i decimals as %j', (atomic, decimals, text) => {
    expect(formatAmount(atomic, decimals)).toBe(text);
  });

  it.each([
    [1250n, 2, '12.5'],
    [1200n, 2, '12'],
    [0n, 2, '0'],
    [-100n, 2, '-1'],
    [1n, 8, '0.00000001'],
  ])('trims %s at %i decimals to %j', (atomic, decimals, text) => {
    expect(formatAmount(atomic, decimals, { trim: true })).toBe(text);
  });
});
