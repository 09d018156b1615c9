import { sha256 } from '@noble/hashes/sha2.js';
import { base58xrp } from '@scure/base';
import { parseXrpTag, splitXrpDestination } from '../../transactions/xrp-tag';

/** Classic XRP account: version 0x00, 20-byte account id, 4-byte double-SHA-256 checksum. */
export function isValidXrpClassicAddress(address: string): boolean {
  if (!/^r[1-9A-HJ-NP-Za-km-z]{24,34}$/.test(address)) return false;
  let bytes: Uint8Array;
  try {
    bytes = base58xrp.decode(address);
  } catch {
    return false;
  }
  if (bytes.length !== 25 || bytes[0] !== 0x00) return false;
  const checksum = sha256(sha256(bytes.subarray(0, 21))).subarray(0, 4);
  return checksum.every((byte, i) => byte === bytes[21 + i]);
}

/** An XRP destination: a classic address, optionally followed by '?dt=' and a tag 0..4294967295. */
export function isValidXrpAddress(destination: string): boolean {
  const { address, tag } = splitXrpDestination(destination);
  if (tag !== null && parseXrpTag(tag) === null) return false;
  return isValidXrpClassicAddress(address);
}
