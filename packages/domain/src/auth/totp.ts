import { hmac } from '@noble/hashes/hmac.js';
import { sha1 } from '@noble/hashes/legacy.js';
import { base32nopad } from '@scure/base';

/** RFC 6238 defaults, as authenticator apps expect them. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that still count, for clock drift between phone and server. */
export const TOTP_WINDOW = 1;
export const TOTP_SECRET_BYTES = 20;
const TOTP_CODE = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

export function encodeTotpSecret(bytes: Uint8Array): string {
  return base32nopad.encode(bytes);
}

export function decodeTotpSecret(secret: string): Uint8Array {
  return base32nopad.decode(secret.replace(/[\s=]/g, '').toUpperCase());
}

export function totpStep(nowMs: number, period = TOTP_PERIOD_SECONDS): number {
  return Math.floor(nowMs / 1000 / period);
}

/** RFC 4226 HOTP for one counter value (dynamic truncation of HMAC-SHA1). */
export function hotp(secret: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = new Uint8Array(8);
  new DataView(message.buffer).setBigUint64(0, BigInt(counter));
  const mac = hmac(sha1, secret, message);
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary =
    (((mac[offset] ?? 0) & 0x7f) << 24) |
    ((mac[offset + 1] ?? 0) << 16) |
    ((mac[offset + 2] ?? 0) << 8) |
    (mac[offset + 3] ?? 0);
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export function totp(secret: string, nowMs: number): string {
  return hotp(decodeTotpSecret(secret), totpStep(nowMs));
}

/**
 * The step a code matches within the drift window, or null. Callers refuse a step at or below the
 * last one accepted, so a code cannot be replayed.
 */
export function matchTotp(secret: string, code: string, nowMs: number, window = TOTP_WINDOW): number | null {
  if (!TOTP_CODE.test(code)) return null;
  const key = decodeTotpSecret(secret);
  const now = totpStep(nowMs);
  for (let delta = -window; delta <= window; delta++) {
    if (hotp(key, now + delta) === code) return now + delta;
  }
  return null;
}

/** The otpauth URI authenticator apps read from a QR code. */
export function otpauthUri(input: { secret: string; account: string; issuer: string }): string {
  const label = encodeURIComponent(`${input.issuer}:${input.account}`);
  const params = new URLSearchParams({
    secret: input.secret,
    issuer: input.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
