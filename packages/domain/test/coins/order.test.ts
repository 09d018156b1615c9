import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  sortByWalletDisplayOrder,
  sortCodesByWalletDisplayOrder,
  WALLET_DISPLAY_ORDER,
  walletDisplayRank,
} from '../../src/coins/index';

const SPEC_ORDER = [
  'EUR',
  'GBP',
  'USD',
  'AMN',
  'BTC',
  'ETH',
  'MATIC',
  'USDT',
  'USDC',
  'BCH',
  'LTC',
  'DAI',
  'DASH',
  'XRP',
  'EOS',
  'TRX',
  'XML',
  'ZEC',
  'QASH',
  'ERC',
];

describe('wallet display order (spec §9)', () => {
  it('is the spec list', () => {
    expect(WALLET_DISPLAY_ORDER).toEqual(SPEC_ORDER);
  });

  it.each(SPEC_ORDER.map((code, index) => [code, index] as const))('%s ranks %i', (code, rank) => {
    expect(walletDisplayRank(code)).toBe(rank);
  });

  it.each([
    [
      ['BTC', 'EUR', 'ERC', 'USDT', 'GBP'],
      ['EUR', 'GBP', 'BTC', 'USDT', 'ERC'],
    ],
    [
      ['QASH', 'XRP', 'DASH', 'DAI', 'LTC', 'BCH'],
      ['BCH', 'LTC', 'DAI', 'DASH', 'XRP', 'QASH'],
    ],
    [
      ['ZZZ', 'BTC', 'AAA', 'EUR'],
      ['EUR', 'BTC', 'ZZZ', 'AAA'],
    ],
    [[], []],
  ])('sorts %j to %j', (input, expected) => {
    expect(sortCodesByWalletDisplayOrder(input)).toEqual(expected);
  });

  it('sorts objects by their code without touching the input', () => {
    const wallets = [{ coin: { code: 'ETH' } }, { coin: { code: 'EUR' } }];
    const sorted = sortByWalletDisplayOrder(wallets, (wallet) => wallet.coin.code);
    expect(sorted.map((wallet) => wallet.coin.code)).toEqual(['EUR', 'ETH']);
    expect(wallets[0]?.coin.code).toBe('ETH');
  });

  it('any shuffle of the list sorts back to the list', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(SPEC_ORDER, { minLength: SPEC_ORDER.length }), (shuffled) => {
        expect(sortCodesByWalletDisplayOrder(shuffled)).toEqual(SPEC_ORDER);
      }),
    );
  });
});
