import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from './fake-server';

/** The browser's push pieces Web Push uses, as fakes: one registration, at most one subscription. */
function fakeBrowser(permission: NotificationPermission) {
  const endpoint = 'https://push.example/sub/abc';
  let current: { endpoint: string; toJSON: () => unknown; unsubscribe: () => Promise<boolean> } | null = null;
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const subscribe = vi.fn(async (_options: { applicationServerKey: Uint8Array }) => {
    current = {
      endpoint,
      toJSON: () => ({ endpoint, keys: { p256dh: 'client-key', auth: 'client-auth' } }),
      unsubscribe,
    };
    return current;
  });
  const registration = { pushManager: { getSubscription: async () => current, subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  const notification = { permission, requestPermission: vi.fn(async () => 'granted' as NotificationPermission) };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', notification);
  return { endpoint, subscribe, unsubscribe, notification };
}

/** Fresh modules per test: Web Push installs itself once per page. */
async function load() {
  vi.resetModules();
  const [{ installWebPush }, { push }, { logout }] = await Promise.all([
    import('../src/features/support/web-push'),
    import('../src/platform/push'),
    import('../src/lib/session/session'),
  ]);
  installWebPush();
  return { push, logout };
}

describe('Web Push in the browser (spec section 4)', () => {
  beforeEach(() => localStorage.setItem('token', 'tok-push'));
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('asks once, subscribes with the server key and registers the subscription', async () => {
    const browser = fakeBrowser('default');
    const server = fakeServer({
      'GET /push/key': { body: { publicKey: 'AQID' } },
      'POST /push/subscription': { body: { success: true } },
    });
    const { push } = await load();
    expect(push.supported).toBe(true);
    expect(await push.permission()).toBe('default');
    const started = await push.start();
    expect(started.permission).toBe('granted');
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect([...(browser.subscribe.mock.calls[0]?.[0].applicationServerKey ?? [])]).toEqual([1, 2, 3]);
    const [registered] = server.called('POST /push/subscription');
    expect(registered?.body).toEqual({
      endpoint: browser.endpoint,
      keys: { p256dh: 'client-key', auth: 'client-auth' },
      permission: 'granted',
    });
    expect(registered?.headers.get('Authorization')).toBe('Bearer tok-push');
  });

  it('registers nothing when the permission is denied', async () => {
    const browser = fakeBrowser('denied');
    const server = fakeServer({ 'GET /push/key': { body: { publicKey: 'AQID' } } });
    const { push } = await load();
    expect(await push.start()).toEqual({ permission: 'denied', registration: null });
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(server.calls).toEqual([]);
  });

  it('stops at logout: tells the server and unsubscribes the browser', async () => {
    const browser = fakeBrowser('granted');
    const server = fakeServer({
      'GET /push/key': { body: { publicKey: 'AQID' } },
      'POST /push/subscription': { body: { success: true } },
      'DELETE /push/subscription': { body: { success: true } },
      'GET /user/logout': { body: { success: true } },
    });
    const { push, logout } = await load();
    await push.start();
    await logout({ callApi: true });
    await vi.waitFor(() => expect(browser.unsubscribe).toHaveBeenCalledTimes(1));
    const [stopped] = server.called('DELETE /push/subscription');
    expect(stopped?.body).toEqual({ endpoint: browser.endpoint });
    expect(stopped?.headers.get('Authorization')).toBe('Bearer tok-push');
  });
});
