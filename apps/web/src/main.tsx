import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { setupI18n } from './lib/i18n/i18n';
import { createQueryClient } from './lib/query-client';
import { initTheme } from './lib/theme/theme';

initTheme();

// Inside the iOS/Android shell Capacitor's bridge is there before any script runs. The shell's code
// is its own chunk, installed before the first render (decision 0030); the web never loads it.
const native =
  (globalThis as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor?.isNativePlatform?.() === true;
const shell = native
  ? import('./platform/native/load')
      .then((m) => m.startNativeShell())
      .catch((error: unknown) => console.error('native shell: start-up failed', error))
  : null;

void Promise.all([setupI18n(), shell]).then(() => {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter()} queryClient={createQueryClient()} />
    </StrictMode>,
  );
  // After the first render, in its own chunk: the service worker (production builds only) and
  // its update checks. The shell's app comes with the app: the stores update it.
  if (!native) void import('./platform/web-update').then(({ registerWebUpdates }) => registerWebUpdates());
});
