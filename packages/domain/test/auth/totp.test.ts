import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeTotpSecret, hotp, matchTotp, otpauthUri, totp, totpStep } from '../../src/auth/totp';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890".
const RFC_SECRET = encodeTotpSecret(new TextEncoder().encode('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('at %i s gives %s (the RFC vector, last 6 digits)', (seconds, code) => {
    expect(totp(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  it.each([
    [0, '755224'],
    [1, '287082'],
    [9, '520489'],
  ])('HOTP counter %i gives %s (RFC 4226 appendix D)', (counter, code) => {
    expect(hotp(new TextEncoder().encode('12345678901234567890'), counter)).toBe(code);
  });

  it('accepts the previous and next step and nothing further', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    expect(matchTotp(RFC_SECRET, totp(RFC_SECRET, now), now)).toBe(step);
    expect(matchTotp(RFC_SECRET, totp(RFC_SECRET, now - 30_000), now)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totp(RFC_SECRET, now + 30_000), now)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totp(RFC_SECRET, now - 90_000), now)).toBeNull();
  });

  it.each(['', '12345', '1234567', 'abcdef', ' 28708'])('refuses the malformed code %j', (code) => {
    expect(matchTotp(RFC_SECRET, code, 59_000)).toBeNull();
  });

  it('matches its own codes for any secret and time', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 10, maxLength: 32 }),
        fc.integer({ min: 0, max: 2 ** 41 }),
        (bytes, now) => {
          const secret = encodeTotpSecret(bytes);
          expect(matchTotp(secret, totp(secret, now), now)).toBe(totpStep(now));
        },
      ),
    );
  });

  it('builds the otpauth URI authenticator apps read', () => {
    expect(otpauthUri({ secret: 'JBSWY3DPEHPK3PXP', account: 'ada@example.com', issuer: 'Coffer' })).toBe(
      'otpauth://totp/Coffer%3Aada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Coffer&algorithm=SHA1&digits=6&period=30',
    );
  });
});
