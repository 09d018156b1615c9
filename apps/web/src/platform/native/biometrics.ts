import { BiometryErrorType, BiometryType as PluginBiometry } from '@aparajita/capacitor-biometric-auth';
import type { BiometryType } from '@coffer/domain';
import { STORAGE_KEYS, storage } from '../../lib/storage';
import type { BiometricResult, Biometrics } from '../biometric';
import type { NativePlugins } from './plugins';

/** The section 3 setting `biometric` on the shell: a flag (in secure storage), not a credential id. */
export const NATIVE_BIOMETRIC_FLAG = 'native';

const TYPES: Record<PluginBiometry, BiometryType> = {
  [PluginBiometry.none]: 'none',
  [PluginBiometry.touchId]: 'touchId',
  [PluginBiometry.faceId]: 'faceId',
  [PluginBiometry.fingerprintAuthentication]: 'fingerprint',
  [PluginBiometry.faceAuthentication]: 'faceAuthentication',
  [PluginBiometry.irisAuthentication]: 'irisAuthentication',
};

/** What the device offers, in the domain's names (several kinds on Android: 'multiple'). */
export async function nativeBiometryType(plugin: NativePlugins['biometric']): Promise<BiometryType | null> {
  const result = await plugin.checkBiometry();
  const kinds = result.biometryTypes.filter((kind) => kind !== PluginBiometry.none);
  if (kinds.length > 1) return 'multiple';
  return TYPES[result.biometryType] ?? null;
}

/** The user backed out or the match failed: the lock screen shows its error title (section 4). */
const FAILURES = new Set<string>([
  BiometryErrorType.userCancel,
  BiometryErrorType.appCancel,
  BiometryErrorType.systemCancel,
  BiometryErrorType.authenticationFailed,
  BiometryErrorType.biometryLockout,
  BiometryErrorType.userFallback,
]);

function outcome(error: unknown): BiometricResult {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && FAILURES.has(code) ? 'failure' : 'unavailable';
}

/** Biometric unlock through @aparajita/capacitor-biometric-auth (Face ID, Touch ID, Android BiometricPrompt). */
export function nativeBiometrics(plugin: NativePlugins['biometric']): Biometrics {
  const isEnabled = () => storage.get(STORAGE_KEYS.biometric) === NATIVE_BIOMETRIC_FLAG;
  return {
    isAvailable: async () => {
      try {
        return (await plugin.checkBiometry()).isAvailable;
      } catch {
        return false;
      }
    },
    isEnabled,
    // Switching it on asks for the fingerprint or face once, as on the web.
    register: async () => {
      await plugin.authenticate({ allowDeviceCredential: false });
      storage.set(STORAGE_KEYS.biometric, NATIVE_BIOMETRIC_FLAG);
    },
    remove: () => storage.remove(STORAGE_KEYS.biometric),
    verify: async () => {
      if (!isEnabled()) return 'unavailable';
      try {
        await plugin.authenticate({ allowDeviceCredential: false });
        return 'success';
      } catch (error) {
        return outcome(error);
      }
    },
  };
}
