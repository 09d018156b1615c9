import type { AppConfig } from '@coffer/contract';
import { useQuery } from '@tanstack/react-query';
import { serverUrl } from '../platform/platform';
import { takeEarlyPublicResponse } from './api/early';
import { yieldToMain } from './scheduling/yield';

/** The cache entry of /wallet-app.json, shared by every reader (the update check among them). */
export const APP_CONFIG_QUERY_KEY = ['app-config'] as const;

/**
 * Public configuration served by the server at /wallet-app.json (outside /api). The schema check
 * (zod) loads on demand so it stays out of the first screen's JS.
 */
export async function fetchAppConfig(): Promise<AppConfig> {
  const url = serverUrl('/wallet-app.json');
  const [response, { appConfig }] = await Promise.all([
    // Started by index.html's inline script when the page opened (lib/api/early.ts), else now.
    takeEarlyPublicResponse(url) ?? fetch(url, { headers: { Accept: 'application/json' } }),
    import('@coffer/contract/endpoints/system'),
  ]);
  if (!response.ok) throw new Error(`wallet-app.json: HTTP ${response.status}`);
  const body: unknown = await response.json();
  // The system endpoints' module (and zod) was just loaded, a long piece of work on a phone: the schema's
  // building, the check and the screens that wait for it run in the next task (lib/scheduling/yield.ts).
  await yieldToMain();
  return appConfig().parse(body);
}

/** Failure is tolerated: callers just see no data (no sandbox badge, defaults elsewhere). */
export function useAppConfig() {
  return useQuery({
    queryKey: APP_CONFIG_QUERY_KEY,
    queryFn: fetchAppConfig,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
