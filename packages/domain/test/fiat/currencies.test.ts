import { describe, expect, it } from 'vitest';
import {
  BANK_RATE_FALLBACK,
  FIAT_CURRENCIES,
  FIAT_CURRENCY_CODES,
  fiatCurrency,
  isFiatCurrency,
} from '../../src/fiat/index';
import { parseDecimalRate } from '../../src/money/index';

describe('fiat currencies (spec section 3: about 40, with symbol, name and native symbol)', () => {
  it('lists 40 distinct ISO 4217 codes with every field filled', () => {
    expect(FIAT_CURRENCIES).toHaveLength(40);
    expect(new Set(FIAT_CURRENCY_CODES).size).toBe(40);
    for (const currency of FIAT_CURRENCIES) {
      expect(currency.code).toMatch(/^[A-Z]{3}$/);
      expect(currency.name.trim()).toBe(currency.name);
      expect(currency.name.length).toBeGreaterThan(2);
      expect(currency.symbol.length).toBeGreaterThan(0);
      expect(currency.nativeSymbol.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['EUR', 'Euro', '€', '€'],
    ['GBP', 'British Pound Sterling', '£', '£'],
    ['USD', 'US Dollar', '$', '$'],
    ['CAD', 'Canadian Dollar', 'CA$', '$'],
    ['JPY', 'Japanese Yen', '¥', '￥'],
    ['INR', 'Indian Rupee', 'Rs', '₹'],
  ])('%s is %s, %s, native %s', (code, name, symbol, nativeSymbol) => {
    expect(fiatCurrency(code)).toEqual({ code, name, symbol, nativeSymbol });
    expect(isFiatCurrency(code)).toBe(true);
  });

  it.each(['BTC', 'eur', 'XXX', ''])('%j is not one of them', (code) => {
    expect(isFiatCurrency(code)).toBe(false);
    expect(fiatCurrency(code)).toBeUndefined();
  });

  it('has a positive plain-decimal fallback rate for every currency but the EUR base', () => {
    const quoted = Object.keys(BANK_RATE_FALLBACK).sort();
    expect(quoted).toEqual(FIAT_CURRENCY_CODES.filter((code) => code !== 'EUR').sort());
    for (const [code, rate] of Object.entries(BANK_RATE_FALLBACK)) {
      expect(rate, code).toMatch(/^\d+\.\d+$/);
      expect(parseDecimalRate(rate).mantissa > 0n, code).toBe(true);
    }
    expect(BANK_RATE_FALLBACK.BGN).toBe('1.9558');
  });
});
