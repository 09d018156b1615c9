import type { DataRouter } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** Resolves once the router's first navigation (guards, the screen's code) has settled. */
export function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
