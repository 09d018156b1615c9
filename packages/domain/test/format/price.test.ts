import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice, PRICE_PLACEHOLDER } from '../../src/format/index';

describe('price display (spec §9)', () => {
  it.each([
    // 2 decimals from 1 up to 10 thousand
    [1, '1.00'],
    [1.005, '1.01'],
    [42.5, '42.50'],
    [9999.99, '9,999.99'],
    [10_000, '10,000.00'],
    // 4 significant digits below 1
    [0.5, '0.5000'],
    [0.12345, '0.1235'],
    [0.0012345, '0.001235'],
    [0.99996, '1.00'],
    [0.00099996, '0.001000'],
    // fewer significant digits for tiny prices, never more than 8 decimals
    [0.00001234, '0.00001234'],
    [0.000001234, '0.00000123'],
    [0.0000001234, '0.00000012'],
    [0.00000001234, '0.00000001'],
    [0.000000009, '<0.00000001'],
    [1e-20, '<0.00000001'],
    // short forms strictly above the thresholds
    [10_000.5, '10.00K'],
    [12_345.678, '12.35K'],
    [10_000_000, '10,000.00K'],
    [10_000_001, '10.00M'],
    [123_456_789, '123.46M'],
    [10_000_000_000, '10,000.00M'],
    [10_000_000_001, '10.00B'],
    [1_234_567_890_123, '1,234.57B'],
    // edge values
    [0, '0.00'],
    [-5.5, '-5.50'],
    [-12_345, '-12.35K'],
    [Number.NaN, PRICE_PLACEHOLDER],
    [Number.POSITIVE_INFINITY, PRICE_PLACEHOLDER],
  ])('%s is %j', (price, expected) => {
    expect(formatPrice(price)).toBe(expected);
  });

  it.each([
    ['0.1', '0.1000'],
    ['12345.678', '12.35K'],
    [' 3.5 ', '3.50'],
    ['abc', PRICE_PLACEHOLDER],
    ['1e3', PRICE_PLACEHOLDER],
    ['', PRICE_PLACEHOLDER],
  ])('text %j is %j', (price, expected) => {
    expect(formatPrice(price)).toBe(expected);
  });

  it('takes an exact decimal and refuses a malformed one without throwing', () => {
    expect(formatPrice({ mantissa: 123456n, scale: 2 })).toBe('1,234.56');
    expect(formatPrice({ mantissa: 1n, scale: -1 })).toBe(PRICE_PLACEHOLDER);
  });

  it.each([
    ['it', 12_345.678, '12,35K'],
    ['fr', 0.5, '0,5000'],
    ['es', 1234.5, '1234,50'],
    ['pt', 0.000000001, '<0,00000001'],
  ] as const)('in %s %s is %j', (locale, price, expected) => {
    expect(formatPrice(price, locale)).toBe(expected);
  });
});

describe('price display properties', () => {
  const locales = fc.constantFrom('en', 'it', 'es', 'pt', 'fr' as const);

  it('never throws, on any number or text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string()), locales, (price, locale) => {
        expect(typeof formatPrice(price, locale)).toBe('string');
      }),
    );
  });

  it('uses B above 10 billion, M above 10 million, K above 10 thousand, none otherwise', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e15, noNaN: true }), (price) => {
        const shown = formatPrice(price);
        const suffix = price > 1e10 ? 'B' : price > 1e7 ? 'M' : price > 1e4 ? 'K' : '';
        expect(shown.replace(/[\d.,<]/g, '')).toBe(suffix);
      }),
    );
  });

  it('shows 2 decimals from 1 up and at most 8 below 1', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e4, noNaN: true }), (price) => {
        const fraction = formatPrice(price).split('.')[1] ?? '';
        if (price >= 1) expect(fraction).toHaveLength(2);
        else expect(fraction.length).toBeLessThanOrEqual(8);
      }),
    );
  });

  it('below 1, shows 4 significant digits while they fit in 8 decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-4, max: 0.9999, noNaN: true }), (price) => {
        const fraction = formatPrice(price).split('.')[1] ?? '';
        expect(fraction.replace(/^0+/, '')).toHaveLength(4);
      }),
    );
  });
});
