import { describe, expect, it } from 'vitest';
import { type BiometricIcon, type BiometryType, biometricIcon } from '../../src/client/index';

describe('biometricIcon: face or fingerprint by what the platform reports (section 2)', () => {
  it.each<[BiometryType | null | undefined, BiometricIcon]>([
    ['faceId', 'face'],
    ['faceAuthentication', 'face'],
    ['irisAuthentication', 'face'],
    ['touchId', 'fingerprint'],
    ['fingerprint', 'fingerprint'],
    ['multiple', 'fingerprint'],
    ['none', 'fingerprint'],
    // The web reports nothing.
    [null, 'fingerprint'],
    [undefined, 'fingerprint'],
  ])('%s -> %s', (reported, expected) => {
    expect(biometricIcon(reported)).toBe(expected);
  });
});
