import { type BiometricIcon, biometricIcon } from '@coffer/domain';
import { STORAGE_KEYS, storage } from '../lib/storage';
import { platform } from './platform';

/**
 * Biometric unlock on the web: a platform authenticator (fingerprint, face) through WebAuthn. The
 * credential only gates this device's lock screen, like the native shell's biometric prompt: the
 * server never sees it and it grants nothing a session token does not (docs/decisions/0014-app-lock.md).
 * The section 3 saved setting `biometric` holds the credential id.
 */
export type BiometricResult = 'success' | 'failure' | 'unavailable';

/** Biometric unlock where the app runs: WebAuthn on the web, the native prompt in the shell. */
export interface Biometrics {
  isAvailable: () => Promise<boolean>;
  isEnabled: () => boolean;
  register: (user: { id: string; email: string; name: string }) => Promise<void>;
  remove: () => void;
  verify: () => Promise<BiometricResult>;
}

const TIMEOUT_MS = 60_000;

function toBase64Url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) => char.charCodeAt(0));
}

const challenge = () => crypto.getRandomValues(new Uint8Array(32));

/** Whether this browser has a user-verifying platform authenticator. */
async function webIsAvailable(): Promise<boolean> {
  if (typeof PublicKeyCredential === 'undefined' || !navigator.credentials) return false;
  try {
    return await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable();
  } catch {
    return false;
  }
}

/** Section 2: the face or the fingerprint icon, by what the platform reports (fingerprint when it cannot tell). */
export async function biometricKind(): Promise<BiometricIcon> {
  try {
    return biometricIcon(await platform.biometryType());
  } catch {
    return biometricIcon(null);
  }
}

export function biometricCredentialId(): string | null {
  const id = storage.get(STORAGE_KEYS.biometric);
  return id && /^[A-Za-z0-9_-]+$/.test(id) ? id : null;
}

function webIsEnabled(): boolean {
  return biometricCredentialId() !== null;
}

/** Creates the platform credential (the browser asks for the fingerprint or face) and remembers it. */
async function webRegister(user: { id: string; email: string; name: string }): Promise<void> {
  const credential = (await navigator.credentials.create({
    publicKey: {
      challenge: challenge(),
      rp: { name: 'Coffer' },
      user: { id: new TextEncoder().encode(user.id), name: user.email, displayName: user.name || user.email },
      pubKeyCredParams: [
        { type: 'public-key', alg: -7 },
        { type: 'public-key', alg: -257 },
      ],
      authenticatorSelection: {
        authenticatorAttachment: 'platform',
        userVerification: 'required',
        residentKey: 'discouraged',
      },
      attestation: 'none',
      timeout: TIMEOUT_MS,
    },
  })) as PublicKeyCredential | null;
  if (!credential) throw new Error('No credential was created');
  storage.set(STORAGE_KEYS.biometric, toBase64Url(credential.rawId));
}

function webRemove(): void {
  storage.remove(STORAGE_KEYS.biometric);
}

/**
 * Asks the platform authenticator to verify the user. A refusal or a failed match is `failure`
 * (section 4: the error title shows); no credential or no authenticator is `unavailable` (logged).
 */
async function webVerify(): Promise<BiometricResult> {
  const id = biometricCredentialId();
  if (!id || !navigator.credentials) return 'unavailable';
  try {
    const assertion = await navigator.credentials.get({
      publicKey: {
        challenge: challenge(),
        allowCredentials: [{ type: 'public-key', id: fromBase64Url(id) as BufferSource }],
        userVerification: 'required',
        timeout: TIMEOUT_MS,
      },
    });
    return assertion ? 'success' : 'failure';
  } catch (error) {
    return error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'AbortError')
      ? 'failure'
      : 'unavailable';
  }
}

const web: Biometrics = {
  isAvailable: webIsAvailable,
  isEnabled: webIsEnabled,
  register: webRegister,
  remove: webRemove,
  verify: webVerify,
};
let current: Biometrics = web;

/** The native shell installs its biometric prompt at start-up; answers how to restore the web one. */
export function installBiometrics(next: Biometrics): () => void {
  const previous = current;
  current = next;
  return () => {
    current = previous;
  };
}

/** Whether the device can verify the user biometrically. */
export const isBiometricAvailable = (): Promise<boolean> => current.isAvailable();
/** Whether biometric unlock is switched on (section 3 setting `biometric`). */
export const isBiometricEnabled = (): boolean => current.isEnabled();
/** Switches biometric unlock on (the device asks for the fingerprint or face once). */
export const registerBiometric = (user: { id: string; email: string; name: string }): Promise<void> =>
  current.register(user);
export const removeBiometric = (): void => current.remove();
/** Section 4: success closes the lock screen, failure shows the error title, unavailable is logged. */
export const verifyBiometric = (): Promise<BiometricResult> => current.verify();
