import { bech32 } from '@scure/base';
import type { Network } from '../../constants';
import { isBase58Address } from './base58';
import { BTC_PARAMS } from './bitcoin';

/**
 * Bitcoin Cash cashaddr (spec: github.com/bitcoincashorg/bitcoincash.org, spec/cashaddr.md). No
 * maintained library ships it, so the 40-bit BCH-code checksum is implemented here.
 */
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const GENERATORS = [0x98f2bc8e61n, 0x79b76d99e2n, 0xf33e5fb3c4n, 0xae2eabe2a8n, 0x1e4f43e470n] as const;
/** Hash sizes in bytes indexed by the version byte's size bits. */
const HASH_SIZES = [20, 24, 28, 32, 40, 48, 56, 64] as const;
const CHECKSUM_LENGTH = 8;

export const BCH_PREFIX: Readonly<Record<Network, string>> = { mainnet: 'bitcoincash', testnet: 'bchtest' };

/** The cashaddr PolyMod over 5-bit values; 0 for a string with a valid checksum. */
export function cashaddrPolymod(values: readonly number[]): bigint {
  let c = 1n;
  for (const value of values) {
    const c0 = c >> 35n;
    c = ((c & 0x07ffffffffn) << 5n) ^ BigInt(value);
    GENERATORS.forEach((generator, bit) => {
      if ((c0 >> BigInt(bit)) & 1n) c ^= generator;
    });
  }
  return c ^ 1n;
}

export interface CashAddress {
  readonly prefix: string;
  readonly type: 'P2PKH' | 'P2SH';
  readonly hash: Uint8Array;
}

/**
 * Decodes a cashaddr with or without its prefix (the network's prefix is assumed when absent, as
 * wallets commonly drop it). Only the P2PKH (0) and P2SH (1) types are accepted: token-aware types
 * are not payment destinations for this wallet.
 */
export function decodeCashAddress(address: string, network: Network): CashAddress | null {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return null;
  const lower = address.toLowerCase();
  const separator = lower.lastIndexOf(':');
  const prefix = separator >= 0 ? lower.slice(0, separator) : BCH_PREFIX[network];
  if (prefix !== BCH_PREFIX[network]) return null;
  const payload = [...lower.slice(separator + 1)].map((char) => CHARSET.indexOf(char));
  if (payload.length <= CHECKSUM_LENGTH || payload.some((value) => value < 0)) return null;
  const prefixValues = [...prefix].map((char) => char.charCodeAt(0) & 0x1f);
  if (cashaddrPolymod([...prefixValues, 0, ...payload]) !== 0n) return null;
  let bytes: Uint8Array;
  try {
    bytes = bech32.fromWords(payload.slice(0, -CHECKSUM_LENGTH));
  } catch {
    return null;
  }
  const [version, ...hash] = bytes;
  if (version === undefined || version & 0x80) return null;
  const typeBits = (version >> 3) & 0x0f;
  if (typeBits > 1 || hash.length !== HASH_SIZES[version & 0x07]) return null;
  return { prefix, type: typeBits === 0 ? 'P2PKH' : 'P2SH', hash: Uint8Array.from(hash) };
}

/** Cashaddr (prefixed or not), or a legacy base58 address, which BCH shares with Bitcoin. */
export function isValidBchAddress(address: string, network: Network): boolean {
  return decodeCashAddress(address, network) !== null || isBase58Address(address, BTC_PARAMS[network].base58Versions);
}
