import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The EIP-55 mixed-case form of an address: a hex letter is upper case when its hash nibble is >= 8. */
export function toEip55Address(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)));
  let out = '0x';
  for (let i = 0; i < hex.length; i++) {
    const char = hex[i]!;
    out += Number.parseInt(hash[i]!, 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

/**
 * ETH and every ERC-20 token: 0x and 40 hex digits. All-lower and all-upper addresses carry no
 * checksum; a mixed-case one must match EIP-55 exactly, which catches most typos. Same on testnet.
 */
export function isValidEthAddress(address: string): boolean {
  if (!HEX_ADDRESS.test(address)) return false;
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return toEip55Address(address) === address;
}
