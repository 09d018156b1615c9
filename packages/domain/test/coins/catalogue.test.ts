import { describe, expect, it } from 'vitest';
import {
  COINS,
  CURRENCY_LIST,
  coinDecimals,
  coinName,
  isCoinCode,
  PRODUCTION_COIN_CODES,
  walletCoins,
} from '../../src/coins/index';

describe('static wallet list (spec §3)', () => {
  it.each([
    ['MATIC', 18],
    ['USDT', 6],
    ['USDC', 6],
    ['DAI', 18],
    ['GBP', 2],
    ['EUR', 2],
    ['ETH', 18],
    ['AMN', 18],
    ['DASH', 8],
    ['BCH', 8],
    ['LTC', 8],
    ['XRP', 6],
    ['BTC', 8],
    ['QASH', 6],
    ['ERC', 18],
  ])('%s has %i decimals', (code, decimals) => {
    expect(coinDecimals(code)).toBe(decimals);
    expect(COINS[code as keyof typeof COINS].code).toBe(code);
  });

  it('production lists exactly the 14 coins, in the spec order', () => {
    expect(walletCoins({ production: true }).map((coin) => coin.code)).toEqual([
      'MATIC',
      'USDT',
      'USDC',
      'DAI',
      'GBP',
      'EUR',
      'ETH',
      'AMN',
      'DASH',
      'BCH',
      'LTC',
      'XRP',
      'BTC',
      'QASH',
    ]);
  });

  it('the test coin ERC exists only outside production', () => {
    expect(walletCoins({ production: true }).some((coin) => coin.code === 'ERC')).toBe(false);
    const test = walletCoins({ production: false });
    expect(test).toHaveLength(PRODUCTION_COIN_CODES.length + 1);
    expect(test.at(-1)).toEqual({ code: 'ERC', name: 'ERC Test Token', decimals: 18 });
  });

  it.each(['USD', 'EOS', 'XML', '', 'btc', 'constructor', '__proto__'])('%j is not a wallet coin', (code) => {
    expect(isCoinCode(code)).toBe(false);
    expect(coinDecimals(code)).toBeUndefined();
    expect(coinName(code)).toBeUndefined();
  });

  it('every coin has a name', () => {
    for (const coin of walletCoins({ production: false })) expect(coinName(coin.code)).toMatch(/\S/);
    expect(coinName('BTC')).toBe('Bitcoin');
  });
});

describe('14-entry currency list (spec §3)', () => {
  it('has the 14 codes in order, Stellar under XML', () => {
    expect(CURRENCY_LIST.map((entry) => entry.code)).toEqual([
      'BTC',
      'ETH',
      'LTC',
      'BCH',
      'DASH',
      'AMN',
      'EUR',
      'GBP',
      'DAI',
      'USDT',
      'USDC',
      'XRP',
      'QASH',
      'XML',
    ]);
    expect(CURRENCY_LIST.find((entry) => entry.code === 'XML')?.name).toBe('Stellar');
  });
});
