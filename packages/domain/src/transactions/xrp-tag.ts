/**
 * XRP destination tags travel inside the address text, after a marker (section 3). The marker is
 * '?dt=', the query form that XRP wallets and exchanges already print, so a pasted
 * 'rAddress?dt=123' works as is.
 */
export const XRP_TAG_MARKER = '?dt=';

/** Destination tags are unsigned 32-bit integers on the XRP ledger. */
export const XRP_TAG_MAX = 4_294_967_295;

export interface XrpDestination {
  readonly address: string;
  /** The raw text after the marker, or null when there is no marker. */
  readonly tag: string | null;
}

export function splitXrpDestination(value: string): XrpDestination {
  const at = value.indexOf(XRP_TAG_MARKER);
  if (at < 0) return { address: value, tag: null };
  return { address: value.slice(0, at), tag: value.slice(at + XRP_TAG_MARKER.length) };
}

/** Digits only, no leading zeros except '0' itself, within 0..4294967295; null otherwise. */
export function parseXrpTag(tag: string): number | null {
  if (!/^(0|[1-9]\d{0,9})$/.test(tag)) return null;
  const value = Number(tag);
  return value <= XRP_TAG_MAX ? value : null;
}

export function isValidXrpTag(tag: string | number): boolean {
  return parseXrpTag(String(tag)) !== null;
}

/** Joins an address and an optional tag; an empty tag leaves the address alone. */
export function buildXrpDestination(address: string, tag?: string | number | null): string {
  if (tag === null || tag === undefined || tag === '') return address;
  if (!isValidXrpTag(tag)) throw new RangeError(`Invalid XRP destination tag: ${tag}`);
  return `${address}${XRP_TAG_MARKER}${tag}`;
}
