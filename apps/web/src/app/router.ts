import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { createAppHistory } from './history';
import { routes } from './routes';

/** The browser's history, wrapped with the guards, the screens' loading and the back blocker (app/history.ts). */
export function createBrowserAppHistory() {
  return createAppHistory(createBrowserHistory({ v5Compat: true }), routes);
}
