import { BiometricAuth } from '@aparajita/capacitor-biometric-auth';
import { SecureStorage } from '@aparajita/capacitor-secure-storage';
import { App } from '@capacitor/app';
import { Camera } from '@capacitor/camera';
import { Device } from '@capacitor/device';
import { Filesystem } from '@capacitor/filesystem';
import { PushNotifications } from '@capacitor/push-notifications';
import { Share } from '@capacitor/share';
import { StatusBar } from '@capacitor/status-bar';
import { AppTrackingTransparency } from 'capacitor-plugin-app-tracking-transparency';
import { trackingDeniedText } from '../../features/native/texts';
import { installNativeShell, parseNativeSettings } from './install';
import type { NativePlugins } from './plugins';

/** The real plugins; the type says they meet the interfaces the shell's tests fake. */
const plugins: NativePlugins = {
  app: App,
  device: Device,
  secureStorage: SecureStorage,
  biometric: BiometricAuth,
  camera: Camera,
  push: PushNotifications,
  share: Share,
  filesystem: Filesystem,
  statusBar: StatusBar,
  tracking: AppTrackingTransparency,
};

/**
 * Loaded by main.tsx only inside the iOS/Android shell (its own chunk: the web never downloads
 * it). Reads native.json, written beside the app by `npm run native:sync`, then installs the shell.
 */
export async function startNativeShell(): Promise<void> {
  const response = await fetch('/native.json');
  const settings = parseNativeSettings(await response.json());
  await installNativeShell(plugins, settings, { trackingTexts: trackingDeniedText });
}
