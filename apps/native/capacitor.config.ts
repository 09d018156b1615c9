import type { CapacitorConfig } from '@capacitor/cli';
// The shell's settings in one place (also read by scripts/sync.mjs and scripts/check.mjs).
import settings from './native.config.json';

const config: CapacitorConfig = {
  appId: settings.appId,
  appName: settings.appName,
  // Staged by scripts/sync.mjs from apps/web/dist: the production build without the service worker
  // and the precompressed copies, plus native.json (where the server is).
  webDir: 'www',
  android: {
    allowMixedContent: false,
    // Android 15 draws apps edge to edge: keep the pages below the status bar, whose colour follows the theme.
    adjustMarginsForEdgeToEdge: 'auto',
  },
  ios: { contentInset: 'never' },
  plugins: {
    // The pages are local files: API calls go to the server through native HTTP, so no CORS is needed.
    CapacitorHttp: { enabled: true },
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
  },
};

export default config;
