import { describe, expect, it } from 'vitest';
import { type BankRateLookup, fiatEquivalent, showsFiatAnnotation, utcDay } from '../../src/transactions/index';

const RATES: Record<string, Record<string, string>> = {
  '2024-05-01': { USD: '1.0665', GBP: '0.85305' },
  '2024-05-02': { USD: '1.0702', GBP: '0.8553' },
};
const lookup: BankRateLookup = (day, currency) => RATES[day]?.[currency] ?? null;

const base = { amount: '100', amountEUR: '93.70', createdAt: '2024-05-01T23:30:00Z' };

describe('fiat equivalent (section 9)', () => {
  it.each([
    ['stablecoin in USD uses its own amount', 'USDT', 'USD', '100'],
    ['USDC in USD', 'USDC', 'usd', '100'],
    ['DAI in EUR uses amountEUR', 'DAI', 'EUR', '93.7'],
    ['BTC in EUR uses amountEUR', 'BTC', 'EUR', '93.7'],
    ['BTC in USD converts by the bank rate', 'BTC', 'USD', '99.93105'],
    ['stablecoin in GBP converts amountEUR', 'USDT', 'GBP', '79.930785'],
  ])('%s', (_name, coinCode, currency, expected) => {
    expect(fiatEquivalent({ ...base, coinCode }, currency, lookup)).toBe(expected);
  });

  it('uses the UTC day of the transaction, not a local one', () => {
    const lateEvening = { ...base, coinCode: 'BTC', createdAt: '2024-05-01T23:30:00-02:00' };
    expect(utcDay(lateEvening.createdAt)).toBe('2024-05-02');
    expect(fiatEquivalent(lateEvening, 'USD', lookup)).toBe('100.27774');
  });

  it('is exact where floats are not', () => {
    const tx = { ...base, coinCode: 'BTC', amountEUR: '0.1' };
    expect(fiatEquivalent(tx, 'XXX', () => '3')).toBe('0.3');
  });

  it.each([
    ['missing rate', { ...base, coinCode: 'BTC', createdAt: '2020-01-01T00:00:00Z' }, 'USD'],
    ['missing amountEUR', { ...base, coinCode: 'BTC', amountEUR: null }, 'EUR'],
    ['unreadable amountEUR', { ...base, coinCode: 'BTC', amountEUR: 'n/a' }, 'GBP'],
  ])('is null on %s', (_name, tx, currency) => {
    expect(fiatEquivalent(tx, currency, lookup)).toBeNull();
  });
});

describe('fiat annotation (section 9)', () => {
  it.each([
    ['BTC', '93.70', true],
    ['BTC', '0', false],
    ['BTC', '0.00', false],
    ['BTC', null, false],
    ['USDT', '93.70', false],
    ['usdc', '93.70', false],
    ['DAI', '1', false],
  ])('%s with amountEUR %s -> %s', (coinCode, amountEUR, expected) => {
    expect(showsFiatAnnotation({ coinCode, amountEUR })).toBe(expected);
  });
});
