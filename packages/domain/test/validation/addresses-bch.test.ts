import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashaddrPolymod, decodeCashAddress, isValidBchAddress } from '../../src/validation/index';

// The cashaddr specification's conversion table: each legacy address and its cashaddr twin.
const SPEC_PAIRS = [
  ['1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a', 'P2PKH'],
  ['1KXrWXciRDZUpQwQmuM1DbwsKDLYAYsVLR', 'bitcoincash:qr95sy3j9xwd2ap32xkykttr4cvcu7as4y0qverfuy', 'P2PKH'],
  ['16w1D5WRVKJuZUsSRzdLp9w3YGcgoxDXb', 'bitcoincash:qqq3728yw0y47sqn6l2na30mcw6zm78dzqre909m2r', 'P2PKH'],
  ['3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC', 'bitcoincash:ppm2qsznhks23z7629mms6s4cwef74vcwvn0h829pq', 'P2SH'],
  ['3LDsS579y7sruadqu11beEJoTjdFiFCdX4', 'bitcoincash:pr95sy3j9xwd2ap32xkykttr4cvcu7as4yc93ky28e', 'P2SH'],
  ['31nwvkZwyPdgzjBJZXfDmSWsC4ZLKpYyUw', 'bitcoincash:pqq3728yw0y47sqn6l2na30mcw6zm78dzq5ucqzc37', 'P2SH'],
] as const;

const legacy = createBase58check(sha256);

describe('BCH cashaddr', () => {
  it.each(SPEC_PAIRS)('decodes %s twin %s to the same hash', (legacyAddress, cashAddress, type) => {
    const decoded = decodeCashAddress(cashAddress, 'mainnet');
    expect(decoded?.type).toBe(type);
    // An independent check: the hash must equal the one inside the base58 legacy address.
    expect(Array.from(decoded?.hash ?? [])).toEqual(Array.from(legacy.decode(legacyAddress).subarray(1)));
  });

  it.each(
    SPEC_PAIRS.flatMap(([legacyAddress, cashAddress]) => [
      [legacyAddress],
      [cashAddress],
      [cashAddress.slice('bitcoincash:'.length)],
      [cashAddress.toUpperCase()],
    ]),
  )('accepts %s on mainnet', (address) => {
    expect(isValidBchAddress(address, 'mainnet')).toBe(true);
  });

  it.each([
    ['bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6b', 'mainnet', 'checksum'],
    ['bitcoincash:Qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a', 'mainnet', 'mixed case'],
    ['bchtest:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a', 'mainnet', 'prefix of another network'],
    ['bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a', 'testnet', 'mainnet prefix on testnet'],
    ['qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a', 'testnet', 'checksum bound to the mainnet prefix'],
    ['bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6', 'mainnet', 'truncated'],
    ['bitcoincash:', 'mainnet', 'empty payload'],
    ['bitcoincash:bpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a', 'mainnet', 'character outside the charset'],
    ['1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu', 'testnet', 'mainnet legacy on testnet'],
  ] as const)('refuses %s on %s (%s)', (address, network, _reason) => {
    expect(isValidBchAddress(address, network)).toBe(false);
  });

  it('accepts a testnet cashaddr built under the bchtest prefix', () => {
    // Re-encode the first spec hash under bchtest with the polymod, proving prefix binding both ways.
    const charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
    const payload = [...'qpm2qsznhks23z7629mms6s4cwef74vcwv'].map((c) => charset.indexOf(c));
    const prefix = [...'bchtest'].map((c) => c.charCodeAt(0) & 0x1f);
    const mod = cashaddrPolymod([...prefix, 0, ...payload, 0, 0, 0, 0, 0, 0, 0, 0]);
    const checksum = Array.from({ length: 8 }, (_, i) => charset[Number((mod >> BigInt(5 * (7 - i))) & 31n)]);
    const address = `bchtest:qpm2qsznhks23z7629mms6s4cwef74vcwv${checksum.join('')}`;
    expect(isValidBchAddress(address, 'testnet')).toBe(true);
    expect(isValidBchAddress(address, 'mainnet')).toBe(false);
  });

  it('has a polymod of 0 on every spec address', () => {
    for (const [, cashAddress] of SPEC_PAIRS) {
      const [prefix, payload] = cashAddress.split(':') as [string, string];
      const values = [...payload].map((c) => 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'.indexOf(c));
      expect(cashaddrPolymod([...[...prefix].map((c) => c.charCodeAt(0) & 0x1f), 0, ...values])).toBe(0n);
    }
  });

  it('refuses any spec cashaddr with one payload character changed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SPEC_PAIRS.map(([, cash]) => cash)),
        fc.nat(),
        fc.constantFrom(...'qpzry9x8gf2tvdw0s3jn54khce6mua7l'),
        (address, position, replacement) => {
          const start = 'bitcoincash:'.length;
          const at = start + (position % (address.length - start));
          fc.pre(address[at] !== replacement);
          const changed = address.slice(0, at) + replacement + address.slice(at + 1);
          expect(isValidBchAddress(changed, 'mainnet')).toBe(false);
        },
      ),
    );
  });
});
