import { bech32, bech32m } from '@scure/base';

export interface SegwitProgram {
  readonly version: number;
  readonly program: Uint8Array;
}

/** BIP-173 caps a segwit address at 90 characters. */
const SEGWIT_MAX_LENGTH = 90;

/**
 * Decodes a native segwit address of the given human-readable part following BIP-173 and BIP-350:
 * version 0 uses bech32 with a 20- or 32-byte program; versions 1 to 16 use bech32m with 2 to 40
 * bytes. Mixed case, bad padding and a checksum of the wrong flavour are all refused.
 */
export function decodeSegwit(address: string, hrp: string): SegwitProgram | null {
  if (address.length > SEGWIT_MAX_LENGTH) return null;
  if (!address.toLowerCase().startsWith(`${hrp}1`)) return null;
  for (const [coder, isBech32m] of [
    [bech32, false],
    [bech32m, true],
  ] as const) {
    let decoded: { prefix: string; words: number[] };
    try {
      decoded = coder.decode(address as `${string}1${string}`, SEGWIT_MAX_LENGTH);
    } catch {
      continue;
    }
    if (decoded.prefix !== hrp) return null;
    const [version, ...data] = decoded.words;
    if (version === undefined || version > 16) return null;
    if ((version === 0) === isBech32m) return null;
    let program: Uint8Array;
    try {
      program = coder.fromWords(data);
    } catch {
      return null;
    }
    if (program.length < 2 || program.length > 40) return null;
    if (version === 0 && program.length !== 20 && program.length !== 32) return null;
    return { version, program };
  }
  return null;
}

export function isSegwitAddress(address: string, hrp: string): boolean {
  return decodeSegwit(address, hrp) !== null;
}
