import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';

/** Bitcoin-family base58check: a version byte, a 20-byte hash, a 4-byte double-SHA-256 checksum. */
const base58check = createBase58check(sha256);

/** The version byte of a valid base58check hash160 address, or null when it is not one. */
export function base58VersionByte(address: string): number | null {
  // Real addresses are 25 bytes, so 26 to 35 characters; longer text is not worth decoding.
  if (address.length < 25 || address.length > 36) return null;
  try {
    const payload = base58check.decode(address);
    return payload.length === 21 ? payload[0]! : null;
  } catch {
    return null;
  }
}

export function isBase58Address(address: string, versions: readonly number[]): boolean {
  const version = base58VersionByte(address);
  return version !== null && versions.includes(version);
}
