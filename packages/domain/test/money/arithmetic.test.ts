import { describe, expect, it } from 'vitest';
import {
  addMoney,
  compareAtomic,
  compareMoney,
  formatMoney,
  isZeroMoney,
  maxMoney,
  minMoney,
  money,
  moneyFromString,
  subtractMoney,
  sumMoney,
} from '../../src/money/index';

const eur = (text: string) => moneyFromString(text, 2);

describe('Money helpers', () => {
  it.each([
    ['1.50', '2.25', '3.75', '-0.75'],
    ['0', '0.01', '0.01', '-0.01'],
    ['100', '100', '200.00', '0.00'],
  ])('%s and %s add to %s, subtract to %s', (a, b, sum, difference) => {
    expect(formatMoney(addMoney(eur(a), eur(b)))).toBe(sum);
    expect(formatMoney(subtractMoney(eur(a), eur(b)))).toBe(difference);
  });

  it.each([
    ['1.00', '2.00', -1],
    ['2.00', '1.00', 1],
    ['1.5', '1.50', 0],
  ] as const)('compares %s with %s as %i', (a, b, expected) => {
    expect(compareMoney(eur(a), eur(b))).toBe(expected);
    expect(compareAtomic(eur(a).atomic, eur(b).atomic)).toBe(expected);
  });

  it('finds min, max, sum and zero', () => {
    const values = [eur('3'), eur('1.01'), eur('2')];
    expect(minMoney(values[0]!, ...values.slice(1))).toEqual(eur('1.01'));
    expect(maxMoney(values[0]!, ...values.slice(1))).toEqual(eur('3'));
    expect(sumMoney(values, 2)).toEqual(eur('6.01'));
    expect(sumMoney([], 8)).toEqual(money(0n, 8));
    expect(isZeroMoney(money(0n, 2))).toBe(true);
    expect(isZeroMoney(eur('0.01'))).toBe(false);
  });

  it('refuses to mix precisions', () => {
    const btc = moneyFromString('1', 8);
    expect(() => addMoney(eur('1'), btc)).toThrowError(expect.objectContaining({ code: 'decimals_mismatch' }));
    expect(() => compareMoney(eur('1'), btc)).toThrowError(expect.objectContaining({ code: 'decimals_mismatch' }));
    expect(() => sumMoney([btc], 2)).toThrowError(expect.objectContaining({ code: 'decimals_mismatch' }));
  });

  it('reads with the parse rules', () => {
    expect(() => moneyFromString('1.234', 2)).toThrowError(expect.objectContaining({ code: 'decimals' }));
    expect(formatMoney(eur('1.5'), { trim: true })).toBe('1.5');
  });
});
