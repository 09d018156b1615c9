import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  convert,
  formatAmount,
  invertRate,
  mulFraction,
  parseAmount,
  ROUNDING_MODES,
  rescale,
  tryParseAmount,
} from '../../src/money/index';

const decimals = fc.integer({ min: 0, max: 18 });
const atomic = fc.bigInt({ min: 0n, max: 10n ** 30n });
const rate = fc.record({ mantissa: fc.bigInt({ min: 1n, max: 10n ** 12n }), scale: fc.integer({ min: 0, max: 12 }) });

describe('money properties', () => {
  it('format then parse gives back the atomic amount', () => {
    fc.assert(
      fc.property(atomic, decimals, fc.boolean(), (value, places, trim) => {
        expect(parseAmount(formatAmount(value, places, { trim }), places)).toBe(value);
      }),
    );
  });

  it('parse then format gives back the text, padded to the coin decimals', () => {
    const text = fc
      .tuple(fc.stringMatching(/^[1-9]\d{0,20}$/), fc.stringMatching(/^\d{0,8}$/))
      .map(([whole, fraction]) => (fraction ? `${whole}.${fraction}` : whole));
    fc.assert(
      fc.property(text, (value) => {
        const places = 8;
        const [whole, fraction = ''] = value.split('.');
        expect(formatAmount(parseAmount(value, places), places)).toBe(`${whole}.${fraction.padEnd(places, '0')}`);
      }),
    );
  });

  it('never accepts more decimals than allowed, and never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), decimals, (text, places) => {
        const result = tryParseAmount(text, places);
        if (result.ok) {
          const fraction = text.split('.')[1] ?? '';
          expect(fraction.length).toBeLessThanOrEqual(places);
          expect(/^\d*\.?\d*$/.test(text)).toBe(true);
        }
      }),
    );
  });

  it('converting there and back with floor never gains value', () => {
    fc.assert(
      fc.property(atomic, decimals, decimals, rate, (value, from, to, forward) => {
        const converted = convert(value, from, forward, to, 'floor');
        const backRate = invertRate(forward, 18, 'floor');
        const back = convert(converted, to, backRate, from, 'floor');
        expect(back).toBeLessThanOrEqual(value);
      }),
    );
  });

  it('the rounding modes bracket the exact conversion', () => {
    fc.assert(
      fc.property(atomic, decimals, decimals, rate, (value, from, to, forward) => {
        const floor = convert(value, from, forward, to, 'floor');
        const ceil = convert(value, from, forward, to, 'ceil');
        expect(ceil - floor === 0n || ceil - floor === 1n).toBe(true);
        for (const mode of ROUNDING_MODES) {
          const rounded = convert(value, from, forward, to, mode);
          expect(rounded >= floor && rounded <= ceil).toBe(true);
        }
      }),
    );
  });

  it('rescaling up and back down is lossless', () => {
    fc.assert(
      fc.property(atomic, decimals, fc.integer({ min: 0, max: 10 }), (value, from, extra) => {
        const up = rescale(value, from, from + extra, 'floor');
        expect(rescale(up, from + extra, from, 'floor')).toBe(value);
      }),
    );
  });

  it('a fraction of at most one never exceeds the amount', () => {
    fc.assert(
      fc.property(atomic, fc.integer({ min: 0, max: 100 }), (value, hundredths) => {
        const fraction = { mantissa: BigInt(hundredths), scale: 2 };
        const cashback = mulFraction(value, fraction, 'floor');
        expect(cashback >= 0n && cashback <= value).toBe(true);
      }),
    );
  });

  it('allocation sums exactly and each part is within one unit of its exact share', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          fc.pre(weights.some((weight) => weight > 0n));
          const parts = allocate(total, weights);
          const weightSum = weights.reduce((sum, weight) => sum + weight, 0n);
          expect(parts.reduce((sum, part) => sum + part, 0n)).toBe(total);
          parts.forEach((part, index) => {
            const exactTimesSum = total * weights[index]!;
            const distance = part * weightSum - exactTimesSum;
            expect(distance < 0n ? -distance : distance).toBeLessThan(weightSum);
          });
        },
      ),
    );
  });
});
