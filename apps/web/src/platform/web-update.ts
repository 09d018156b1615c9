import { WEB_UPDATE_CHECK_INTERVAL_S, WEB_UPDATE_RELOAD_DELAY_MS } from '@coffer/domain';
import { i18n } from '../lib/i18n/i18n';
import { showToast } from '../lib/ui/toast';

/**
 * Web updates (issue #7, spec section 4): /sw.js caches the app shell (docs/decisions/0013).
 * When a new version is installed while an older one controls the page: the update alert, 2 s,
 * then the new worker activates and the page reloads once. Checks for a new version every 6 h.
 */

/** The small part of ServiceWorkerContainer used here, so tests can pass a fake. */
export type WorkerContainer = Pick<
  ServiceWorkerContainer,
  'controller' | 'register' | 'getRegistration' | 'addEventListener'
>;

export interface WebUpdateEnv {
  /** undefined where the browser has no service workers. */
  readonly container: WorkerContainer | undefined;
  /** Only a production build has a /sw.js. */
  readonly production: boolean;
  /** The update alert. */
  readonly notify: () => void;
  readonly reload: () => void;
}

export const SERVICE_WORKER_URL = '/sw.js';
/** How long logout waits for the worker to confirm the offline data is gone. */
export const CLEAR_DATA_TIMEOUT_MS = 1_000;

/** The update alert: a top toast that stays until the reload. */
export function showUpdateAlert(): void {
  showToast(i18n.t('app.updateReady'), { position: 'top', durationMs: WEB_UPDATE_RELOAD_DELAY_MS * 2 });
}

function browserEnv(): WebUpdateEnv {
  return {
    container: typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    production: import.meta.env.PROD,
    notify: showUpdateAlert,
    reload: () => window.location.reload(),
  };
}

/**
 * Registers the worker and watches for updates. Resolves to a function that stops the periodic
 * check, or null when nothing was registered (dev build, no service workers, registration failed).
 */
export async function registerWebUpdates(env: WebUpdateEnv = browserEnv()): Promise<(() => void) | null> {
  const { container } = env;
  if (!env.production || !container) return null;

  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  } catch (error) {
    console.warn('web update: the service worker could not be registered', error);
    return null;
  }

  let updating = false;
  let reloading = false;

  // Only after this page told a new worker to take over: the very first install also changes
  // the controller (clients.claim) and must not reload the page.
  container.addEventListener('controllerchange', () => {
    if (!updating || reloading) return;
    reloading = true;
    env.reload();
  });

  const activate = (worker: ServiceWorker) => {
    // A new version with no older one in control is simply the first install: nothing to alert.
    if (updating || !container.controller) return;
    updating = true;
    env.notify();
    setTimeout(() => worker.postMessage({ type: 'skip-waiting' }), WEB_UPDATE_RELOAD_DELAY_MS);
  };

  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    if (worker.state === 'installed') {
      activate(worker);
      return;
    }
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') activate(worker);
    });
  };

  // A version installed during an earlier visit may already be waiting.
  if (registration.waiting) activate(registration.waiting);
  else watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));

  const timer = setInterval(() => {
    registration.update().catch((error: unknown) => console.warn('web update: the check failed', error));
  }, WEB_UPDATE_CHECK_INTERVAL_S * 1_000);
  return () => clearInterval(timer);
}

/**
 * Deletes the offline copy of the signed-in user's data (logout): asks the worker and waits for
 * its answer, at most CLEAR_DATA_TIMEOUT_MS. A no-op without a service worker.
 */
export async function clearOfflineData(
  container: WorkerContainer | undefined = browserEnv().container,
  createChannel: () => MessageChannel = () => new MessageChannel(),
): Promise<void> {
  if (!container) return;
  const worker = container.controller ?? (await container.getRegistration().catch(() => undefined))?.active ?? null;
  if (!worker) return;
  const channel = createChannel();
  await new Promise<void>((resolve) => {
    const timer = setTimeout(finish, CLEAR_DATA_TIMEOUT_MS);
    function finish() {
      clearTimeout(timer);
      channel.port1.close();
      resolve();
    }
    channel.port1.onmessage = finish;
    worker.postMessage({ type: 'clear-data' }, [channel.port2]);
  });
}
