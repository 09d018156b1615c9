import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  base58VersionByte,
  decodeSegwit,
  isValidBtcAddress,
  isValidDashAddress,
  isValidLtcAddress,
} from '../../src/validation/index';

describe('BTC addresses', () => {
  // Genesis coinbase address, BIP-13 P2SH example, and BIP-173 / BIP-350 valid vectors.
  it.each([
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'mainnet'],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'mainnet'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'mainnet'],
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'mainnet'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mainnet'],
    ['bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y', 'mainnet'],
    ['BC1SW50QGDZ25J', 'mainnet'],
    ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', 'mainnet'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'mainnet'],
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'testnet'],
    ['tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy', 'testnet'],
    ['tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', 'testnet'],
    ['mzBc4XEFSdzCDcTxAgf6EZXgsZWpztRhef', 'testnet'],
  ] as const)('accepts %s on %s', (address, network) => {
    expect(isValidBtcAddress(address, network)).toBe(true);
  });

  it.each([
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'mainnet', 'base58 checksum'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'testnet', 'mainnet address on testnet'],
    ['mzBc4XEFSdzCDcTxAgf6EZXgsZWpztRhef', 'mainnet', 'testnet address on mainnet'],
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'mainnet', 'testnet hrp'],
    ['tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', 'testnet', 'invalid hrp'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'mainnet', 'bech32 for v1'],
    ['BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', 'mainnet', 'bech32 for v16'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'mainnet', 'bech32m for v0'],
    ['tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47', 'testnet', 'bech32m for v0'],
    ['bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', 'mainnet', 'invalid character'],
    ['BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', 'mainnet', 'witness version 17'],
    ['bc1pw5dgrnzv', 'mainnet', 'program of 1 byte'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav', 'mainnet', 'program too long'],
    ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'mainnet', 'v0 program of 16 bytes'],
    ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', 'testnet', 'mixed case'],
    ['bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du', 'mainnet', 'padding over 4 bits'],
    ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', 'testnet', 'non-zero padding'],
    ['bc1gmk9yu', 'mainnet', 'empty data'],
    ['', 'mainnet', 'empty'],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'mainnet', 'an ETH address'],
  ] as const)('refuses %s on %s (%s)', (address, network, _reason) => {
    expect(isValidBtcAddress(address, network)).toBe(false);
  });

  it('reads the version byte of a base58 address', () => {
    expect(base58VersionByte('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(0x00);
    expect(base58VersionByte('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(0x05);
    expect(base58VersionByte('not an address at all, no no')).toBeNull();
  });

  it('decodes the BIP-173 P2WPKH program', () => {
    const decoded = decodeSegwit('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'bc');
    expect(decoded?.version).toBe(0);
    expect(Buffer.from(decoded?.program ?? []).toString('hex')).toBe('751e76e8199196d454941c45d1b3a323f1433bd6');
  });

  const valid = [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
  ];
  it('refuses a valid address with any one character changed', () => {
    const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0';
    fc.assert(
      fc.property(
        fc.constantFrom(...valid),
        fc.nat(),
        fc.constantFrom(...alphabet),
        (address, position, replacement) => {
          // The bech32 prefix is case-insensitive and its separator fixed, so keep to the data part.
          const start = address.startsWith('bc1') ? 4 : 1;
          const at = start + (position % (address.length - start));
          fc.pre(address[at] !== replacement && address[at]?.toLowerCase() !== replacement.toLowerCase());
          const changed = address.slice(0, at) + replacement + address.slice(at + 1);
          expect(isValidBtcAddress(changed, 'mainnet')).toBe(false);
        },
      ),
    );
  });
});

describe('LTC addresses', () => {
  it.each([
    ['LQqWdV81RmiEzXoACvWDQPZEXXU1Q16suH', 'mainnet'],
    ['Lcyaicjq2aFgcgRX5mDhhQkXN8RFvzWowa', 'mainnet'],
    ['LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9', 'mainnet'],
    ['3CDJNfdWX8m2NwuGUV3nhXHXEeLygMXoAj', 'mainnet'],
    ['ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9', 'mainnet'],
    ['ltc1qc65xapvmpzqesmvajncddleww3gxuy7z7jku6g', 'mainnet'],
    ['ltc1q8efhd0pekgttgw23xuracy68fj4vw6snjxk9l9', 'mainnet'],
    ['M7zVKQKmtV5Rc7erVGVVC3khZbXxsS5HEX', 'mainnet'],
    ['mzBc4XEFSdzCDcTxAgf6EZXgsZWpztRhef', 'testnet'],
  ] as const)('accepts %s on %s', (address, network) => {
    expect(isValidLtcAddress(address, network)).toBe(true);
  });

  it.each([
    ['LQqWdV81RmiEzXoACvWDQPZEXXU1Q16suJ', 'mainnet', 'checksum'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'mainnet', 'a bitcoin P2PKH'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mainnet', 'a bitcoin segwit address'],
    ['ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9', 'testnet', 'mainnet segwit on testnet'],
    ['LQqWdV81RmiEzXoACvWDQPZEXXU1Q16suH', 'testnet', 'mainnet on testnet'],
  ] as const)('refuses %s on %s (%s)', (address, network, _reason) => {
    expect(isValidLtcAddress(address, network)).toBe(false);
  });
});

describe('DASH addresses', () => {
  it.each([
    ['XpESxaUmonkq8RaLLp46Brx2K39ggQe226', 'mainnet'],
    ['XmZQkfLtk3xLtbBMenTdaZMxsUBYAsRz1o', 'mainnet'],
    ['yNpxAuCGxLkDmVRY12m4qEWx1ttgTczSMJ', 'testnet'],
    ['yi7GRZLiUGrJfX2aNDQ3v7pGSCTrnLa87o', 'testnet'],
  ] as const)('accepts %s on %s', (address, network) => {
    expect(isValidDashAddress(address, network)).toBe(true);
  });

  it.each([
    ['XpESxaUmonkq8RaLLp46Brx2K39ggQe227', 'mainnet', 'checksum'],
    ['XpESxaUmonkq8RaLLp46Brx2K39ggQe226', 'testnet', 'mainnet on testnet'],
    ['yNpxAuCGxLkDmVRY12m4qEWx1ttgTczSMJ', 'mainnet', 'testnet on mainnet'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'mainnet', 'a bitcoin address'],
  ] as const)('refuses %s on %s (%s)', (address, network, _reason) => {
    expect(isValidDashAddress(address, network)).toBe(false);
  });
});
