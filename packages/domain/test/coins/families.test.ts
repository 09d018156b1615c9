import { describe, expect, it } from 'vitest';
import {
  ERC20_CODES,
  isChartSupported,
  isErc20,
  isFiat,
  isLowValueCoin,
  isStablecoin,
  PLATFORM_TOKEN_CODE,
  platformCoinCodeOf,
  walletCoins,
} from '../../src/coins/index';

const allCodes = walletCoins({ production: false }).map((coin) => coin.code);

describe('coin families', () => {
  it.each(allCodes.map((code) => [code, code === 'EUR' || code === 'GBP'] as const))('%s fiat: %s', (code, fiat) => {
    expect(isFiat(code)).toBe(fiat);
  });

  it.each(allCodes.map((code) => [code, ['USDT', 'USDC', 'DAI'].includes(code)] as const))(
    '%s stablecoin (one USD): %s',
    (code, stable) => {
      expect(isStablecoin(code)).toBe(stable);
    },
  );

  it.each(allCodes.map((code) => [code, ['AMN', 'DAI', 'USDC', 'USDT', 'DASH'].includes(code)] as const))(
    '%s low-value: %s',
    (code, low) => {
      expect(isLowValueCoin(code)).toBe(low);
    },
  );

  it.each(allCodes.map((code) => [code, !['AMN', 'ERC', 'GBP', 'EUR', 'QASH'].includes(code)] as const))(
    '%s has a chart: %s',
    (code, chart) => {
      expect(isChartSupported(code)).toBe(chart);
    },
  );

  it('AMN is the platform token', () => {
    expect(PLATFORM_TOKEN_CODE).toBe('AMN');
  });

  it.each([
    ['USDT', true, 'ETH'],
    ['USDC', true, 'ETH'],
    ['DAI', true, 'ETH'],
    ['AMN', true, 'ETH'],
    ['QASH', true, 'ETH'],
    ['MATIC', true, 'ETH'],
    ['ERC', true, 'ETH'],
    ['ETH', false, 'ETH'],
    ['BTC', false, 'BTC'],
    ['XRP', false, 'XRP'],
    ['EUR', false, 'EUR'],
    ['GBP', false, 'GBP'],
    ['LTC', false, 'LTC'],
    ['BCH', false, 'BCH'],
    ['DASH', false, 'DASH'],
  ] as const)('%s ERC-20: %s, platform %s', (code, erc20, platform) => {
    expect(isErc20(code)).toBe(erc20);
    expect(platformCoinCodeOf(code)).toBe(platform);
  });

  it('ERC-20 tokens carry 18 or 6 decimals, as on Ethereum', () => {
    for (const coin of walletCoins({ production: false }).filter((c) => isErc20(c.code))) {
      expect([6, 18]).toContain(coin.decimals);
    }
    expect(ERC20_CODES).toHaveLength(7);
  });
});
