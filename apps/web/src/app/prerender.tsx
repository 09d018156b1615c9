import type { AppConfig } from '@coffer/contract';
import { CLIENT_VERSION, NETWORKS, TERMS_VERSION_CARD, TERMS_VERSION_EARN, TERMS_VERSION_WALLET } from '@coffer/domain';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { APP_CONFIG_QUERY_KEY } from '../lib/app-config';
import { setupI18n } from '../lib/i18n/i18n';
import { createQueryClient } from '../lib/query-client';
import { App } from './App';
import { routerReady } from './router';
import { routes } from './routes';

/** The kind of server a screen is drawn for: its /wallet-app.json flags show or hide the sandbox's notices. */
export interface PrerenderServer {
  readonly sandbox: boolean;
  readonly production: boolean;
}

/** A /wallet-app.json of such a server: the public screens read only its two flags. */
export function serverConfig(server: PrerenderServer): AppConfig {
  return {
    ...server,
    appVersion: CLIENT_VERSION,
    network: NETWORKS[0],
    fiatAccounts: true,
    termsVersions: { wallet: TERMS_VERSION_WALLET, earn: TERMS_VERSION_EARN, card: TERMS_VERSION_CARD },
  };
}

/**
 * The build's server-side entry (build/prerender.ts, decision 0049): a public screen as the app first draws it
 * for a visitor without a session, in English, on a server of the given kind, as HTML for the screen's
 * document. The app draws its first render over it once the route and /wallet-app.json are in (main.tsx).
 * The path the router settles on comes back with it, so the build can refuse a screen the guards send elsewhere.
 */
export async function prerender(path: string, server: PrerenderServer): Promise<{ html: string; path: string }> {
  await setupI18n();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setQueryData(APP_CONFIG_QUERY_KEY, serverConfig(server));
  await routerReady(router);
  const html = renderToString(<App router={router} queryClient={queryClient} />);
  const settled = router.state.location.pathname;
  router.dispose();
  queryClient.clear();
  return { html, path: settled };
}
