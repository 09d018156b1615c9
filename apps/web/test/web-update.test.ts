import { WEB_UPDATE_CHECK_INTERVAL_S, WEB_UPDATE_RELOAD_DELAY_MS } from '@coffer/domain';
import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, Toaster } from '../src/lib/ui/toast';
import {
  CLEAR_DATA_TIMEOUT_MS,
  clearOfflineData,
  registerWebUpdates,
  showUpdateAlert,
  type WebUpdateEnv,
  type WorkerContainer,
} from '../src/platform/web-update';

class FakeWorker extends EventTarget {
  readonly posted: { message: unknown; transfer: unknown[] }[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown, transfer: unknown[] = []): void {
    this.posted.push({ message, transfer });
  }
  moveTo(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  readonly update = vi.fn(() => Promise.resolve());
  /** What the browser does when it finds a new /sw.js. */
  found(worker: FakeWorker): void {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  readonly registration = new FakeRegistration();
  readonly register = vi.fn((_url: string, _options?: RegistrationOptions) => Promise.resolve(this.registration));
  readonly getRegistration = vi.fn(() => Promise.resolve(this.registration));
}

function setup(options: { controlled?: boolean; production?: boolean } = {}) {
  const container = new FakeContainer();
  if (options.controlled ?? true) container.controller = new FakeWorker('activated');
  const notify = vi.fn();
  const reload = vi.fn();
  const env: WebUpdateEnv = {
    container: container as unknown as WorkerContainer,
    production: options.production ?? true,
    notify,
    reload,
  };
  return { container, env, notify, reload };
}

const skipWaiting = { type: 'skip-waiting' };
const messages = (worker: FakeWorker) => worker.posted.map((post) => post.message);

afterEach(() => {
  vi.useRealTimers();
  act(() => clearToasts());
});

describe('registerWebUpdates', () => {
  it('registers nothing in a dev build or without service workers', async () => {
    const dev = setup({ production: false });
    expect(await registerWebUpdates(dev.env)).toBeNull();
    expect(dev.container.register).not.toHaveBeenCalled();
    expect(await registerWebUpdates({ ...dev.env, production: true, container: undefined })).toBeNull();
  });

  it('registers /sw.js for the whole site, bypassing the HTTP cache for update checks', async () => {
    const { container, env } = setup();
    const stop = await registerWebUpdates(env);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
    expect(stop).toBeTypeOf('function');
    stop?.();
  });

  it('survives a failed registration', async () => {
    const { container, env } = setup();
    container.register.mockRejectedValueOnce(new Error('blocked'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await registerWebUpdates(env)).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('checks for a new version every 6 hours', async () => {
    vi.useFakeTimers();
    const { container, env } = setup();
    const stop = await registerWebUpdates(env);
    const update = container.registration.update;
    expect(WEB_UPDATE_CHECK_INTERVAL_S).toBe(6 * 60 * 60);

    vi.advanceTimersByTime(WEB_UPDATE_CHECK_INTERVAL_S * 1_000 - 1);
    expect(update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(WEB_UPDATE_CHECK_INTERVAL_S * 1_000);
    expect(update).toHaveBeenCalledTimes(2);

    stop?.();
    vi.advanceTimersByTime(WEB_UPDATE_CHECK_INTERVAL_S * 1_000);
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('a new version: the alert, 2 s, skip-waiting, then one reload when it takes control', async () => {
    vi.useFakeTimers();
    const { container, env, notify, reload } = setup();
    await registerWebUpdates(env);

    const next = new FakeWorker('installing');
    container.registration.found(next);
    expect(notify).not.toHaveBeenCalled();
    next.moveTo('installed');
    expect(notify).toHaveBeenCalledTimes(1);

    expect(WEB_UPDATE_RELOAD_DELAY_MS).toBe(2_000);
    vi.advanceTimersByTime(WEB_UPDATE_RELOAD_DELAY_MS - 1);
    expect(messages(next)).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(messages(next)).toEqual([skipWaiting]);
    expect(reload).not.toHaveBeenCalled();

    container.controller = next;
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);

    // A second new worker in the meantime does not start a second round.
    const another = new FakeWorker('installing');
    container.registration.found(another);
    another.moveTo('installed');
    vi.advanceTimersByTime(WEB_UPDATE_RELOAD_DELAY_MS);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(messages(another)).toEqual([]);
  });

  it('activates a version that was already waiting from an earlier visit', async () => {
    vi.useFakeTimers();
    const { container, env, notify } = setup();
    const waiting = new FakeWorker('installed');
    container.registration.waiting = waiting;
    await registerWebUpdates(env);
    expect(notify).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(WEB_UPDATE_RELOAD_DELAY_MS);
    expect(messages(waiting)).toEqual([skipWaiting]);
  });

  it('the first install (nothing in control yet) neither alerts nor reloads', async () => {
    vi.useFakeTimers();
    const { container, env, notify, reload } = setup({ controlled: false });
    const first = new FakeWorker('installing');
    container.registration.installing = first;
    await registerWebUpdates(env);
    first.moveTo('installed');
    vi.advanceTimersByTime(WEB_UPDATE_RELOAD_DELAY_MS * 2);
    expect(notify).not.toHaveBeenCalled();
    expect(messages(first)).toEqual([]);

    // clients.claim() of the first worker changes the controller: no reload for that.
    container.controller = first;
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('the update alert is the translated app.updateReady toast', () => {
    render(createElement(Toaster));
    act(() => showUpdateAlert());
    expect(screen.getByTestId('toasts-top').textContent).toBe('A new version of Coffer is ready. Restarting…');
  });
});

describe('clearOfflineData', () => {
  it('asks the controlling worker to clear the data and waits for its answer', async () => {
    const { container } = setup();
    const worker = container.controller as FakeWorker;
    worker.postMessage = (message, transfer = []) => {
      worker.posted.push({ message, transfer });
      // The worker answers once its cache is gone.
      (transfer[0] as MessagePort).postMessage({ type: 'clear-data', ok: true });
    };
    const started = performance.now();
    await clearOfflineData(container as unknown as WorkerContainer);
    expect(messages(worker)).toEqual([{ type: 'clear-data' }]);
    // Done on the answer, not by the timeout.
    expect(performance.now() - started).toBeLessThan(CLEAR_DATA_TIMEOUT_MS / 2);
  });

  it('uses the active worker when the page is not controlled', async () => {
    const { container } = setup({ controlled: false });
    const active = new FakeWorker('activated');
    container.registration.active = active;
    const channel = { port1: { onmessage: null, close: vi.fn() }, port2: {} } as unknown as MessageChannel;
    vi.useFakeTimers();
    const done = clearOfflineData(container as unknown as WorkerContainer, () => channel);
    await vi.advanceTimersByTimeAsync(0);
    expect(messages(active)).toEqual([{ type: 'clear-data' }]);
    expect(active.posted[0]?.transfer).toEqual([channel.port2]);
    // No answer: logout goes on after the timeout.
    await vi.advanceTimersByTimeAsync(CLEAR_DATA_TIMEOUT_MS);
    await done;
    expect(channel.port1.close).toHaveBeenCalled();
  });

  it('is a no-op without service workers or without a worker', async () => {
    await expect(clearOfflineData(undefined)).resolves.toBeUndefined();
    const { container } = setup({ controlled: false });
    await expect(clearOfflineData(container as unknown as WorkerContainer)).resolves.toBeUndefined();
  });
});
