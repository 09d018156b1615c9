/**
 * Section 4 app events, raised by the interceptor, the push channel of the native shell or any
 * part of the app, and handled in one place (app/shell/AppEvents.tsx):
 * init reloads data; message shows a toast; maintenance opens /maintenance; banned shows the top
 * toast for 5 s; logout logs out, optionally keeping cached data or skipping the API call.
 */
export type AppEvent =
  | { readonly type: 'init' }
  | { readonly type: 'message'; readonly text: string; readonly tone?: 'info' | 'success' | 'error' }
  | { readonly type: 'maintenance' }
  | { readonly type: 'banned' }
  | { readonly type: 'logout'; readonly clearData?: boolean; readonly callApi?: boolean };

const handlers = new Set<(event: AppEvent) => void>();

export function emitAppEvent(event: AppEvent): void {
  for (const handler of handlers) handler(event);
}

export function onAppEvent(handler: (event: AppEvent) => void): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}
