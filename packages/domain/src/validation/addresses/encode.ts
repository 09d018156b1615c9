import { sha256 } from '@noble/hashes/sha2.js';
import { base58xrp, bech32, createBase58check, hex } from '@scure/base';
import { composeIBAN } from 'ibantools';
import type { Network } from '../../constants';
import { BCH_PREFIX, cashaddrPolymod } from './bch';
import { BTC_PARAMS, DASH_PARAMS, LTC_PARAMS } from './bitcoin';
import { toEip55Address } from './ethereum';

/**
 * Encoders that mirror the validators beside them, on the same libraries, so that what the sandbox
 * chain hands out is exactly what the validators accept.
 */
const base58check = createBase58check(sha256);
const CASHADDR_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

const P2PKH_PARAMS = { BTC: BTC_PARAMS, LTC: LTC_PARAMS, DASH: DASH_PARAMS } as const;

/** A legacy pay-to-public-key-hash address: the network's first (P2PKH) version byte and a hash160. */
export function p2pkhAddress(coin: keyof typeof P2PKH_PARAMS, network: Network, hash160: Uint8Array): string {
  const version = P2PKH_PARAMS[coin][network].base58Versions[0] as number;
  return base58check.encode(Uint8Array.from([version, ...hash160]));
}

/** A classic XRP account address (version 0x00, ripple alphabet, double-SHA-256 checksum). */
export function xrpClassicAddress(accountId: Uint8Array): string {
  const payload = Uint8Array.from([0x00, ...accountId]);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return base58xrp.encode(Uint8Array.from([...payload, ...checksum]));
}

/** A P2PKH cashaddr with its network prefix ("bchtest:q..."). */
export function cashAddress(network: Network, hash160: Uint8Array): string {
  const prefix = BCH_PREFIX[network];
  // Version byte 0: type P2PKH, hash size 160 bits.
  const payload = bech32.toWords(Uint8Array.from([0, ...hash160]));
  const prefixValues = [...prefix].map((char) => char.charCodeAt(0) & 0x1f);
  const checksum = cashaddrPolymod([...prefixValues, 0, ...payload, 0, 0, 0, 0, 0, 0, 0, 0]);
  const checksumWords = Array.from({ length: 8 }, (_, i) => Number((checksum >> BigInt(5 * (7 - i))) & 31n));
  return `${prefix}:${[...payload, ...checksumWords].map((word) => CASHADDR_CHARSET[word]).join('')}`;
}

/** ETH and every ERC-20 token: 0x, 40 hex digits, EIP-55 mixed case. */
export function ethAddress(payload: Uint8Array): string {
  return toEip55Address(`0x${hex.encode(payload)}`);
}

/** An IBAN with its ISO 13616 check digits, or null when the BBAN does not fit the country's format. */
export function composeIban(countryCode: string, bban: string): string | null {
  return composeIBAN({ countryCode, bban });
}
