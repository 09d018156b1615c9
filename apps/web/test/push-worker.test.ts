import { describe, expect, it } from 'vitest';
import { installPushHandlers, type PushScope } from '../service-worker/push';

function fakeScope() {
  const listeners = new Map<string, (event: never) => void>();
  const shown: { title: string; options: unknown }[] = [];
  const opened: string[] = [];
  const scope = {
    registration: {
      showNotification: async (title: string, options: unknown) => {
        shown.push({ title, options });
      },
    },
    clients: { matchAll: async () => [], openWindow: async (url: string) => opened.push(url) },
    addEventListener: (type: string, listener: (event: never) => void) => listeners.set(type, listener),
  } as unknown as PushScope;
  installPushHandlers(scope);
  const fire = async (type: string, event: object) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) } as never);
    await Promise.all(waits);
  };
  return { fire, shown, opened };
}

describe('service worker push', () => {
  it('shows the pushed title and body, tagged by the notification id', async () => {
    const { fire, shown } = fakeScope();
    await fire('push', {
      data: { json: () => ({ id: 'n1', title: 'Deposit credited', body: '1 BTC is in your wallet.' }) },
    });
    expect(shown).toEqual([
      {
        title: 'Deposit credited',
        options: { body: '1 BTC is in your wallet.', tag: 'n1', data: { url: '/auth/notifications' } },
      },
    ]);
  });

  it('shows a generic title for a push that is not JSON, and opens the centre on click', async () => {
    const { fire, shown, opened } = fakeScope();
    await fire('push', { data: { json: () => JSON.parse('not json') } });
    expect(shown[0]?.title).toBe('Coffer');
    let closed = false;
    await fire('notificationclick', { notification: { close: () => (closed = true) } });
    expect([closed, opened]).toEqual([true, ['/auth/notifications']]);
  });
});
