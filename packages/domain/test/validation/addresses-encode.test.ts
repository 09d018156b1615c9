import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashAddress,
  composeIban,
  ethAddress,
  isValidBchAddress,
  isValidBtcAddress,
  isValidDashAddress,
  isValidEthAddress,
  isValidEurAddress,
  isValidLtcAddress,
  isValidXrpClassicAddress,
  p2pkhAddress,
  xrpClassicAddress,
} from '../../src/validation/addresses/index';

const hash160 = fc.uint8Array({ minLength: 20, maxLength: 20 });
const networks = ['mainnet', 'testnet'] as const;

describe('address encoders', () => {
  // Known pairs: the all-zero hash160 is the well-known "burn" address of each family.
  it.each([
    ['BTC', 'mainnet', '1111111111111111111114oLvT2'],
    ['BTC', 'testnet', 'mfWxJ45yp2SFn7UciZyNpvDKrzbhyfKrY8'],
  ] as const)('encodes the zero hash160 for %s %s', (coin, network, expected) => {
    expect(p2pkhAddress(coin, network, new Uint8Array(20))).toBe(expected);
  });

  it('encodes the zero XRP account as the black-hole address rrrrrrrrrrrrrrrrrrrrrhoLvTp', () => {
    expect(xrpClassicAddress(new Uint8Array(20))).toBe('rrrrrrrrrrrrrrrrrrrrrhoLvTp');
  });

  it('composes the ISO 13616 example IBAN and refuses a BBAN of the wrong shape', () => {
    expect(composeIban('GB', 'WEST12345698765432')).toBe('GB82WEST12345698765432');
    expect(composeIban('LT', '12')).toBeNull();
  });

  it.each(networks)('produces addresses the %s validators accept, for any hash', (network) => {
    fc.assert(
      fc.property(hash160, (h) => {
        expect(isValidBtcAddress(p2pkhAddress('BTC', network, h), network)).toBe(true);
        expect(isValidLtcAddress(p2pkhAddress('LTC', network, h), network)).toBe(true);
        expect(isValidDashAddress(p2pkhAddress('DASH', network, h), network)).toBe(true);
        expect(isValidBchAddress(cashAddress(network, h), network)).toBe(true);
        expect(isValidEthAddress(ethAddress(h))).toBe(true);
        expect(isValidXrpClassicAddress(xrpClassicAddress(h))).toBe(true);
      }),
    );
  });

  it('produces LT IBANs the EUR validator accepts', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 99_999_999_999n }), (n) => {
        const iban = composeIban('LT', `39990${String(n).padStart(11, '0')}`);
        expect(iban && isValidEurAddress(iban)).toBe(true);
      }),
    );
  });
});
