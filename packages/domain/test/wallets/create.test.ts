import { describe, expect, it } from 'vitest';
import { openableWalletCoins, walletCreationRefusal } from '../../src/wallets/index';

describe('fiat wallets need a bank provider (section 4, decision 0015)', () => {
  it.each([
    ['EUR', false, 'notSupported'],
    ['GBP', false, 'notSupported'],
    ['eur', false, 'notSupported'],
    ['EUR', true, null],
    ['GBP', true, null],
    ['BTC', false, null],
    ['BTC', true, null],
    ['ERC', false, null],
  ] as const)('%s with fiatAccounts %s: %s', (coin, fiatAccounts, refusal) => {
    expect(walletCreationRefusal(coin, { fiatAccounts })).toBe(refusal);
  });

  it.each([
    [{ production: false, fiatAccounts: true }, true, true],
    [{ production: false, fiatAccounts: false }, false, true],
    [{ production: true, fiatAccounts: true }, true, false],
    [{ production: true, fiatAccounts: false }, false, false],
  ])('openable coins for %o: fiat %s, ERC %s', (opening, fiat, erc) => {
    const codes = openableWalletCoins(opening).map((coin) => coin.code);
    expect(codes.includes('EUR')).toBe(fiat);
    expect(codes.includes('GBP')).toBe(fiat);
    expect(codes.includes('ERC')).toBe(erc);
    expect(codes).toContain('BTC');
  });
});
