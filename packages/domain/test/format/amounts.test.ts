import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../src/constants';
import {
  formatCrypto,
  formatFiat,
  formatFixed,
  formatPercent,
  localizeDecimalString,
  numberSeparators,
} from '../../src/format/index';
import { money, parseAmount, rescale } from '../../src/money/index';

// French groups with a narrow no-break space (U+202F), as Intl does.
const NNBSP = '\u202f';

describe('locale separators', () => {
  it.each([
    ['en', '.', ','],
    ['it', ',', '.'],
    ['es', ',', '.'],
    ['pt', ',', '.'],
    ['fr', ',', NNBSP],
  ] as const)('%s uses %j for decimals and %j for groups', (locale, decimal, group) => {
    expect(numberSeparators(locale)).toMatchObject({ decimal, group });
  });

  it.each(SUPPORTED_LANGUAGES)('%s: the table agrees with Intl.NumberFormat', (locale) => {
    const formatter = new Intl.NumberFormat(locale);
    const parts = formatter.formatToParts(1234567.5);
    expect(numberSeparators(locale)).toEqual({
      decimal: parts.find((part) => part.type === 'decimal')?.value,
      group: parts.find((part) => part.type === 'group')?.value,
      minimumGroupingDigits: formatter.formatToParts(1234).some((part) => part.type === 'group') ? 1 : 2,
    });
  });

  it.each([
    ['1234567.89', 'en', '1,234,567.89'],
    ['-1234567.89', 'it', '-1.234.567,89'],
    ['1234.5', 'es', '1234,5'],
    ['1234.5', 'it', '1234,5'],
    ['12345.5', 'es', '12.345,5'],
    ['123', 'en', '123'],
    ['1000', 'pt', '1.000'],
    ['100000', 'fr', `100${NNBSP}000`],
  ] as const)('%s in %s is %j', (plain, locale, expected) => {
    expect(localizeDecimalString(plain, locale)).toBe(expected);
  });
});

describe('fiat: 2 decimals (spec §9)', () => {
  it.each([
    ['1234.5', 'en', '1,234.50'],
    ['0', 'en', '0.00'],
    ['12.345', 'en', '12.35'],
    ['12.344', 'en', '12.34'],
    ['-12.345', 'en', '-12.35'],
    ['1234567.891', 'it', '1.234.567,89'],
    ['0.5', 'fr', '0,50'],
  ] as const)('%s in %s is %j', (input, locale, expected) => {
    expect(formatFiat(input, locale)).toBe(expected);
  });

  it('takes atomic units with their decimals', () => {
    expect(formatFiat(money(123_456n, 2))).toBe('1,234.56');
    expect(formatFiat(money(1_999_999_999_999_999_999n, 18))).toBe('2.00');
  });

  it('rounds by the mode given', () => {
    expect(formatFiat('12.345', 'en', 'half-even')).toBe('12.34');
    expect(formatFiat('12.341', 'en', 'ceil')).toBe('12.35');
  });

  it('refuses text that is not a plain decimal', () => {
    expect(() => formatFiat('1e3')).toThrowError(expect.objectContaining({ code: 'invalid_decimal' }));
  });
});

describe('crypto: fixed 8 decimals, longer cut, shorter padded (spec §9)', () => {
  it.each([
    ['1', '1.00000000'],
    ['0.1', '0.10000000'],
    ['0.123456789', '0.12345678'],
    ['0.999999999999', '0.99999999'],
    ['12345.000000019', '12,345.00000001'],
    ['-0.123456789', '-0.12345678'],
  ])('%s is %j', (input, expected) => {
    expect(formatCrypto(input)).toBe(expected);
  });

  it('takes 18-decimal atomic units and cuts them', () => {
    expect(formatCrypto(money(1_234_567_899_999_999_999n, 18))).toBe('1.23456789');
    expect(formatCrypto(money(1n, 18))).toBe('0.00000000');
    expect(formatCrypto(money(1n, 8), 'it')).toBe('0,00000001');
  });
});

describe('percent: 2 decimals (spec §9)', () => {
  it.each([
    ['0.04', 'en', '4.00'],
    ['0.05', 'en', '5.00'],
    ['0', 'en', '0.00'],
    ['1', 'en', '100.00'],
    ['0.12345', 'en', '12.35'],
    ['0.045', 'it', '4,50'],
    ['12', 'en', '1,200.00'],
  ] as const)('fraction %s in %s is %j', (input, locale, expected) => {
    expect(formatPercent(input, locale)).toBe(expected);
  });
});

describe('formatFixed', () => {
  it('formats any number of places', () => {
    expect(formatFixed('1.23456', 3, 'en', 'floor')).toBe('1.234');
    expect(formatFixed({ mantissa: 5n, scale: 0 }, 0)).toBe('5');
  });
});

describe('amount display properties', () => {
  const atomic = fc.bigInt({ min: 0n, max: 10n ** 30n });

  it('crypto display never shows more than is held, and loses less than one displayed unit', () => {
    fc.assert(
      fc.property(atomic, fc.integer({ min: 0, max: 18 }), (value, decimals) => {
        const shown = formatCrypto(money(value, decimals)).replaceAll(',', '');
        const shownAtomic = rescale(parseAmount(shown, 8), 8, decimals, 'floor');
        expect(shownAtomic <= value).toBe(true);
        expect(value - shownAtomic < 10n ** BigInt(Math.max(decimals - 8, 0))).toBe(true);
      }),
    );
  });

  it('fiat display is within half a cent of the amount', () => {
    fc.assert(
      fc.property(atomic, (value) => {
        const cents = parseAmount(formatFiat(money(value, 8)).replaceAll(',', ''), 2);
        const distance = cents * 1_000_000n - value;
        expect((distance < 0n ? -distance : distance) <= 500_000n).toBe(true);
      }),
    );
  });
});
