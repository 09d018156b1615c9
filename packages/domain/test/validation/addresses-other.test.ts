import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressValidatorFor,
  isValidAddressFor,
  isValidEthAddress,
  isValidEurAddress,
  isValidGbpAddress,
  isValidUkBankAccount,
  isValidXrpAddress,
  isValidXrpClassicAddress,
  toEip55Address,
} from '../../src/validation/index';

// EIP-55's own test vectors: all caps, all lower, and mixed-case checksummed.
const EIP55 = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('ETH and ERC-20 addresses', () => {
  it.each(EIP55)('accepts the EIP-55 vector %s', (address) => {
    expect(isValidEthAddress(address)).toBe(true);
  });

  it.each(EIP55.slice(4))('computes the EIP-55 form of %s', (address) => {
    expect(toEip55Address(address.toLowerCase())).toBe(address);
  });

  it.each([
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'one letter with the wrong case'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', '39 hex digits'],
    ['5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'no 0x'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg', 'non-hex digit'],
    ['0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'upper-case X'],
    ['', 'empty'],
  ])('refuses %s (%s)', (address) => {
    expect(isValidEthAddress(address)).toBe(false);
  });

  it('refuses a checksummed address with the case of one letter flipped', () => {
    const mixed = EIP55.slice(4);
    fc.assert(
      fc.property(fc.constantFrom(...mixed), fc.nat(), (address, position) => {
        const letters = [...address].map((c, i) => (i > 1 && /[a-fA-F]/.test(c) ? i : -1)).filter((i) => i >= 0);
        const at = letters[position % letters.length]!;
        const c = address[at]!;
        const flipped = c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase();
        expect(isValidEthAddress(address.slice(0, at) + flipped + address.slice(at + 1))).toBe(false);
      }),
    );
  });

  it.each(['ETH', 'MATIC', 'USDT', 'USDC', 'DAI', 'AMN', 'QASH', 'ERC'])('%s uses the Ethereum validator', (coin) => {
    expect(isValidAddressFor(coin, EIP55[4]!, 'mainnet')).toBe(true);
    expect(isValidAddressFor(coin, EIP55[4]!, 'testnet')).toBe(true);
    expect(isValidAddressFor(coin, '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'mainnet')).toBe(false);
  });
});

describe('XRP addresses', () => {
  it.each([
    'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
    'rrrrrrrrrrrrrrrrrrrrrhoLvTp',
    'rrrrrrrrrrrrrrrrrrrrBZbvji',
    'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe',
  ])('accepts the classic address %s', (address) => {
    expect(isValidXrpClassicAddress(address)).toBe(true);
    expect(isValidXrpAddress(address)).toBe(true);
  });

  it.each([
    ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh?dt=0', true],
    ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh?dt=123', true],
    ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh?dt=4294967295', true],
    ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh?dt=4294967296', false],
    ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh?dt=-1', false],
    ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh?dt=', false],
    ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh?dt=12a', false],
    ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTi', false],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', false],
    ['', false],
  ])('%s -> %s', (destination, expected) => {
    expect(isValidXrpAddress(destination)).toBe(expected);
  });

  it('refuses the genesis account with one character changed', () => {
    const address = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
    const alphabet = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
    fc.assert(
      fc.property(fc.integer({ min: 1, max: address.length - 1 }), fc.constantFrom(...alphabet), (at, replacement) => {
        fc.pre(address[at] !== replacement);
        expect(isValidXrpAddress(address.slice(0, at) + replacement + address.slice(at + 1))).toBe(false);
      }),
    );
  });
});

describe('EUR and GBP destinations', () => {
  it.each([
    ['DE89370400440532013000', true, 'German IBAN'],
    ['DE89 3704 0044 0532 0130 00', true, 'printed with spaces'],
    ['FR1420041010050500013M02606', true, 'French IBAN'],
    ['GB29NWBK60161331926819', true, 'the UK is in SEPA'],
    ['CH9300762011623852957', true, 'Switzerland is in SEPA'],
    ['DE89370400440532013001', false, 'mod-97 checksum'],
    ['BR1800360305000010009795493C1', false, 'valid IBAN outside SEPA'],
    ['DE8937040044053201300', false, 'too short'],
    ['', false, 'empty'],
  ])('EUR %s -> %s (%s)', (iban, expected) => {
    expect(isValidEurAddress(iban)).toBe(expected);
    expect(isValidAddressFor('EUR', iban, 'mainnet')).toBe(expected);
  });

  it.each([
    [{ sortCode: '601613', accountNumber: '31926819' }, true],
    [{ sortCode: '60-16-13', accountNumber: '31926819' }, false],
    [{ sortCode: '60161', accountNumber: '31926819' }, false],
    [{ sortCode: '601613', accountNumber: '3192681' }, false],
    [{ sortCode: '601613', accountNumber: '319268190' }, false],
  ])('UK account %o -> %s', (account, expected) => {
    expect(isValidUkBankAccount(account)).toBe(expected);
    expect(isValidGbpAddress(account)).toBe(expected);
  });

  it.each([
    ['GB29NWBK60161331926819', true],
    ['GB29 NWBK 6016 1331 9268 19', true],
    ['GB29NWBK60161331926818', false],
    ['DE89370400440532013000', false],
    ['601613 31926819', true],
    ['601613-31926819', true],
    ['60161331926819', true],
    ['60-16-13 31926819', false],
    ['601613 3192681', false],
  ])('GBP IBAN or sort code and account %s -> %s', (iban, expected) => {
    expect(isValidGbpAddress(iban)).toBe(expected);
  });
});

describe('validator lookup', () => {
  it.each(['BTC', 'btc', 'LTC', 'BCH', 'DASH', 'XRP', 'ETH', 'EUR', 'GBP'])('has a validator for %s', (coin) => {
    expect(addressValidatorFor(coin)).toBeTypeOf('function');
  });

  it('has none for an unknown coin, whose addresses all fail', () => {
    expect(addressValidatorFor('DOGE')).toBeNull();
    expect(isValidAddressFor('DOGE', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'mainnet')).toBe(false);
  });

  it('ignores surrounding whitespace of a pasted address', () => {
    expect(isValidAddressFor('BTC', ' 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa\n', 'mainnet')).toBe(true);
  });

  it.each([
    ['BTC', 'mzBc4XEFSdzCDcTxAgf6EZXgsZWpztRhef', 'testnet'],
    ['LTC', 'ltc1qc65xapvmpzqesmvajncddleww3gxuy7z7jku6g', 'mainnet'],
    ['BCH', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a', 'mainnet'],
    ['DASH', 'yNpxAuCGxLkDmVRY12m4qEWx1ttgTczSMJ', 'testnet'],
    ['XRP', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh?dt=7', 'testnet'],
  ] as const)('dispatches %s', (coin, address, network) => {
    expect(isValidAddressFor(coin, address, network)).toBe(true);
  });
});
