import { describe, expect, it } from 'vitest';
import { totalFiatValue, walletFiatCents, walletFiatValue } from '../../src/wallets/index';

describe("a wallet's value in the display currency (balance × rate, half-up to cents)", () => {
  it.each<[string, string, string | null, bigint | null, string | null]>([
    ['whole figures', '0.5', '40000', 2_000_000n, '20000.00'],
    ['exact, no float error', '0.1', '3', 30n, '0.30'],
    ['rounds half up', '0.00001', '500', 1n, '0.01'],
    ['rounds down below half', '0.00001', '499', 0n, '0.00'],
    ['half a cent goes up', '1', '0.005', 1n, '0.01'],
    ['just under half a cent goes down', '1', '0.00499999', 0n, '0.00'],
    ['18-decimal balance at a fractional rate', '1.234567890123456789', '2345.67', 289_589n, '2895.89'],
    ['an empty wallet is 0 without a rate', '0', null, 0n, '0.00'],
    ['an empty wallet with decimals is 0 at an unreadable rate', '0.00000000', 'n/a', 0n, '0.00'],
    ['no rate', '1', null, null, null],
    ['unreadable rate', '1', 'n/a', null, null],
    ['empty rate text', '1', '', null, null],
    ['unreadable balance', 'abc', '100', null, null],
    ['zero rate', '2', '0', 0n, '0.00'],
  ])('%s: %s at %s', (_name, balance, rate, cents, text) => {
    expect(walletFiatCents({ balance }, rate)).toBe(cents);
    expect(walletFiatValue({ balance }, rate)).toBe(text);
  });
});

describe('the total of the wallets (sum of the rounded parts)', () => {
  const RATES: Readonly<Record<string, string | null>> = {
    BTC: '40000',
    ETH: '2000',
    XYZ: null,
    EUR: '1',
    HALF: '0.005',
  };
  const wallet = (code: string, balance: string) => ({ code, balance });
  it.each<[string, ReturnType<typeof wallet>[], { total: string; missing: number }]>([
    ['no wallets', [], { total: '0.00', missing: 0 }],
    ['one wallet', [wallet('BTC', '0.5')], { total: '20000.00', missing: 0 }],
    [
      'several wallets',
      [wallet('BTC', '0.5'), wallet('ETH', '1.5'), wallet('EUR', '10.01')],
      { total: '23010.01', missing: 0 },
    ],
    [
      'a wallet without a price is counted, not added',
      [wallet('BTC', '1'), wallet('XYZ', '5')],
      { total: '40000.00', missing: 1 },
    ],
    ['an empty wallet without a price is worth 0, not missing', [wallet('XYZ', '0')], { total: '0.00', missing: 0 }],
    [
      'the parts are rounded before they are added',
      [wallet('HALF', '1'), wallet('HALF', '1')],
      { total: '0.02', missing: 0 },
    ],
    ['an unknown coin is missing', [wallet('NOPE', '1')], { total: '0.00', missing: 1 }],
  ])('%s', (_name, wallets, expected) => {
    expect(totalFiatValue(wallets, (w) => RATES[w.code] ?? null)).toEqual(expected);
  });
});
