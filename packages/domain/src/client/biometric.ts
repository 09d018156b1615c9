/**
 * Section 2: the lock screen shows a fingerprint or a face icon when biometrics are available,
 * chosen by what the platform reports. The names follow what native biometric plugins report
 * (Capacitor's BiometryType); the web cannot tell and reports nothing.
 */
export type BiometryType =
  | 'touchId'
  | 'faceId'
  | 'fingerprint'
  | 'faceAuthentication'
  | 'irisAuthentication'
  | 'multiple'
  | 'none';

export type BiometricIcon = 'face' | 'fingerprint';

const FACE_TYPES: readonly BiometryType[] = ['faceId', 'faceAuthentication', 'irisAuthentication'];

/** Face (and iris, read from the face) gives the face icon; anything else, or no report, the fingerprint. */
export function biometricIcon(reported: BiometryType | null | undefined): BiometricIcon {
  return reported && FACE_TYPES.includes(reported) ? 'face' : 'fingerprint';
}
