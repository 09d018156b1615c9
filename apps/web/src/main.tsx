import './lib/zod-jitless';
import './styles.css';
import { notifyManager } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createBrowserAppHistory } from './app/router';
import { drawShellFirst } from './app/screen';
import { setupI18n } from './lib/i18n/i18n';
import { createQueryClient } from './lib/query-client';
import { afterFrameScheduler } from './lib/scheduling/after-frame';
import { yieldToMain } from './lib/scheduling/yield';
import { initTheme } from './lib/theme/theme';

initTheme();

// Query answers are rendered once per frame, in a task right after it (lib/scheduling/after-frame.ts).
notifyManager.setScheduler(afterFrameScheduler());

/** Runs `task` after the window's load event, a short pause, and then an idle moment of the main thread. */
function afterLoadAndIdle(task: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2_000 }) : setTimeout(task, 0);
  const later = () => setTimeout(idle, 1_000);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

// Inside the iOS/Android shell Capacitor's bridge is there before any script runs. The shell's code
// is its own chunk, installed before the first render (decision 0030); the web never loads it.
const native =
  (globalThis as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor?.isNativePlatform?.() === true;
const shell = native
  ? import('./platform/native/load')
      .then((m) => m.startNativeShell())
      .catch((error: unknown) => console.error('native shell: start-up failed', error))
  : null;

void Promise.all([setupI18n(), shell]).then(async () => {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // Start-up in three tasks, not one (lib/scheduling/yield.ts): the texts, the first screen's code, the first render.
  await yieldToMain();
  const history = createBrowserAppHistory();
  // The first screen's code, loaded before the first render: index.html's boot shell stays up meanwhile.
  await history.ready();
  const root = createRoot(container);
  // The shell in this task, the screen in the next one (app/screen.tsx).
  drawShellFirst(yieldToMain());
  // With React a transition renders in slices (docs/decisions/0036); Preact, which the build uses
  // (decision 0037), renders it at once, so the yields above, in app/screen.tsx and the gate above do the cutting.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App history={history} queryClient={createQueryClient()} />
      </StrictMode>,
    );
  });
  // Once the first screen is up, in its own chunk: the service worker (production builds only) and
  // its update checks. Its install downloads the whole app, so it waits until the page has loaded and
  // the main thread is idle (docs/decisions/0036). The shell's app comes with the app: the stores update it.
  if (!native) {
    afterLoadAndIdle(() => void import('./platform/web-update').then(({ registerWebUpdates }) => registerWebUpdates()));
  }
});
