import { BiometryErrorType, BiometryType } from '@aparajita/capacitor-biometric-auth';
import { biometricIcon } from '@coffer/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../src/lib/api/token-store';
import { installSecretStore, STORAGE_KEYS } from '../src/lib/storage';
import { NATIVE_BIOMETRIC_FLAG, nativeBiometrics, nativeBiometryType } from '../src/platform/native/biometrics';
import { openSecureStore, SECURE_KEY_PREFIX } from '../src/platform/native/secure-store';
import { readPinAttempts, writePinAttempts } from '../src/platform/pin-store';
import { FakeBiometric, FakeSecureStorage, settle } from './native-fakes';

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

describe('secure storage for the token and the PIN record', () => {
  it('reads what the Keychain/Keystore holds at start-up, under the app prefix', async () => {
    const plugin = new FakeSecureStorage();
    plugin.items.set(`${SECURE_KEY_PREFIX}token`, 'tok-1');
    const store = await openSecureStore(plugin);
    expect(plugin.prefix).toBe(SECURE_KEY_PREFIX);
    expect(store.get('token')).toBe('tok-1');
    expect(store.get('PIN')).toBeNull();
  });

  it('writes every change through in order and never to localStorage', async () => {
    const plugin = new FakeSecureStorage();
    restore = installSecretStore(await openSecureStore(plugin));
    tokenStore.set('tok-2');
    writePinAttempts({ wrongCount: 3, wrongTime: 1_000 });
    tokenStore.clear();
    expect(tokenStore.get()).toBeNull();
    expect(readPinAttempts()).toEqual({ wrongCount: 3, wrongTime: 1_000 });
    await settle();
    expect(plugin.log).toEqual(['set token', 'set pinWrongCount', 'set pinWrongTime', 'remove token']);
    expect(plugin.items.get(`${SECURE_KEY_PREFIX}pinWrongCount`)).toBe('3');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.pinWrongCount)).toBeNull();
  });

  it('moves secrets an older build left in localStorage into secure storage', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'old-token');
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    const plugin = new FakeSecureStorage();
    const store = await openSecureStore(plugin);
    await settle();
    expect(store.get('token')).toBe('old-token');
    expect(plugin.items.get(`${SECURE_KEY_PREFIX}token`)).toBe('old-token');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    // Not a secret: stays where it was.
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
  });

  it('keeps the secure value when both places have one, and still clears the plain copy', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'stale');
    const plugin = new FakeSecureStorage();
    plugin.items.set(`${SECURE_KEY_PREFIX}token`, 'current');
    const store = await openSecureStore(plugin);
    expect(store.get('token')).toBe('current');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

describe('native biometrics (@aparajita/capacitor-biometric-auth)', () => {
  it.each([
    [[BiometryType.faceId], 'faceId', 'face'],
    [[BiometryType.touchId], 'touchId', 'fingerprint'],
    [[BiometryType.fingerprintAuthentication], 'fingerprint', 'fingerprint'],
    [[BiometryType.faceAuthentication], 'faceAuthentication', 'face'],
    [[BiometryType.irisAuthentication], 'irisAuthentication', 'face'],
    [[BiometryType.fingerprintAuthentication, BiometryType.faceAuthentication], 'multiple', 'fingerprint'],
    [[], 'none', 'fingerprint'],
  ] as const)('reports %j as %s (the %s icon)', async (types, reported, icon) => {
    const plugin = new FakeBiometric();
    plugin.types = [...types];
    const type = await nativeBiometryType(plugin);
    expect(type).toBe(reported);
    expect(biometricIcon(type)).toBe(icon);
  });

  it('is enabled by one successful prompt, kept as a flag in secure storage', async () => {
    const secure = new FakeSecureStorage();
    restore = installSecretStore(await openSecureStore(secure));
    const plugin = new FakeBiometric();
    const biometrics = nativeBiometrics(plugin);
    expect(biometrics.isEnabled()).toBe(false);
    await biometrics.register({ id: 'u1', email: 'a@b.c', name: 'A' });
    expect(plugin.prompts).toBe(1);
    expect(biometrics.isEnabled()).toBe(true);
    await settle();
    expect(secure.items.get(`${SECURE_KEY_PREFIX}biometric`)).toBe(NATIVE_BIOMETRIC_FLAG);
    biometrics.remove();
    expect(biometrics.isEnabled()).toBe(false);
  });

  it('is not enabled when the first prompt is refused', async () => {
    const plugin = new FakeBiometric();
    plugin.next = BiometryErrorType.userCancel;
    const biometrics = nativeBiometrics(plugin);
    await expect(biometrics.register({ id: 'u1', email: 'a@b.c', name: 'A' })).rejects.toThrow();
    expect(biometrics.isEnabled()).toBe(false);
  });

  it.each([
    ['success', 'success'],
    [BiometryErrorType.userCancel, 'failure'],
    [BiometryErrorType.authenticationFailed, 'failure'],
    [BiometryErrorType.biometryLockout, 'failure'],
    [BiometryErrorType.biometryNotAvailable, 'unavailable'],
    [BiometryErrorType.biometryNotEnrolled, 'unavailable'],
  ] as const)('verifies: %s gives %s', async (next, result) => {
    const plugin = new FakeBiometric();
    const biometrics = nativeBiometrics(plugin);
    await biometrics.register({ id: 'u1', email: 'a@b.c', name: 'A' });
    plugin.next = next;
    expect(await biometrics.verify()).toBe(result);
  });

  it('answers unavailable without prompting when it was never switched on', async () => {
    const plugin = new FakeBiometric();
    expect(await nativeBiometrics(plugin).verify()).toBe('unavailable');
    expect(plugin.prompts).toBe(0);
  });

  it('is unavailable when the device has no biometry or the check fails', async () => {
    const plugin = new FakeBiometric();
    plugin.available = false;
    expect(await nativeBiometrics(plugin).isAvailable()).toBe(false);
    plugin.checkBiometry = () => Promise.reject(new Error('boom'));
    expect(await nativeBiometrics(plugin).isAvailable()).toBe(false);
  });
});
