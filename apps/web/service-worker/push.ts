/**
 * Web Push in the service worker (issue 18): a push from the server (JSON with title, body, kind and the
 * notification's data) is shown as a system notification; a click focuses an open app window or opens
 * the notification centre.
 */
export interface PushScope {
  readonly registration: {
    showNotification(
      title: string,
      options: { body?: string; tag?: string; data?: unknown; icon?: string },
    ): Promise<void>;
  };
  readonly clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly { focus(): Promise<unknown>; navigate?(url: string): Promise<unknown> }[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(
    type: 'push',
    listener: (event: { data: { json(): unknown } | null; waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: {
      notification: { close(): void; data?: unknown };
      waitUntil(promise: Promise<unknown>): void;
    }) => void,
  ): void;
}

const CENTRE = '/auth/notifications';

export function installPushHandlers(scope: PushScope): void {
  scope.addEventListener('push', (event) => {
    let message: { title?: string; body?: string; id?: string } = {};
    try {
      message = (event.data?.json() ?? {}) as typeof message;
    } catch {
      // Not JSON: show the generic title.
    }
    event.waitUntil(
      scope.registration.showNotification(message.title ?? 'Coffer', {
        body: message.body ?? '',
        ...(message.id ? { tag: message.id } : {}),
        data: { url: CENTRE },
      }),
    );
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(
      scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
        const open = windows[0];
        if (open) {
          await open.navigate?.(CENTRE);
          return open.focus();
        }
        return scope.clients.openWindow(CENTRE);
      }),
    );
  });
}
