import { describe, expect, it } from 'vitest';
import { displayRate, totalFiatValue, walletFiatCents, walletFiatValue } from '../../src/wallets/index';

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

describe('the price of a coin in the display currency (section 9)', () => {
  it.each([
    // [coin, EUR price, display currency, latest bank rate (per 1 EUR), expected]
    ['EUR', '1', 'EUR', null, '1'],
    ['GBP', '1.17', 'GBP', '0.85', '1'],
    ['BTC', '20000', 'EUR', null, '20000'],
    ['BTC', '20000', 'GBP', '0.85', '17000'],
    ['BTC', '20000.5', 'USD', '1.0835', '21670.54175'],
    ['USDT', '0.92', 'USD', '1.0835', '1'],
    ['usdc', '0.92', 'usd', null, '1'],
    ['DAI', '0.92', 'EUR', null, '0.92'],
    ['DAI', '0.92', 'GBP', '0.85', '0.782'],
    ['EUR', '1', 'USD', '1.0835', '1.0835'],
    ['BTC', '20000', 'GBP', null, null],
    ['BTC', '', 'EUR', null, null],
    ['BTC', '0', 'EUR', null, null],
    ['BTC', null, 'GBP', '0.85', null],
    ['BTC', '20000', 'GBP', 'abc', null],
    ['BTC', '20000', 'GBP', '0', null],
  ] as const)('%s at %s EUR in %s (bank rate %s) is %s', (coinCode, eurRate, currency, bankRate, expected) => {
    expect(displayRate({ coinCode, eurRate }, currency, bankRate)).toBe(expected);
  });
});
