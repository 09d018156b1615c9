import type { QueryClient } from '@tanstack/react-query';
import { earnRatesQuery } from '../features/earn/queries';
import { exchangeRatesQuery } from '../features/exchange/queries';
import { walletsQuery } from '../features/wallet/queries';
import { APP_CONFIG_QUERY_KEY } from '../lib/app-config';
import { bankRatesQuery } from '../lib/bank-rates';
import { readDisplayCurrency } from '../lib/currency';
import { loadCached } from '../lib/query-client';
import { meQuery } from '../lib/session/use-me';
import type { Preloader } from '../platform/deep-link';

/**
 * What each deep-link preload step loads into the shared query cache, so the target screen opens
 * with its data (section 2): initial data is the user and the wallets; currency data the tradable
 * pairs and, for a display currency other than EUR, the latest bank rates. Each item comes from the
 * cache when it is there, and a load already under way is waited for at most 3 s (section 4).
 */
export function queryPreloader(queryClient: QueryClient): Preloader {
  return async (step) => {
    switch (step) {
      case 'initialData':
        return Promise.all([loadCached(queryClient, meQuery), loadCached(queryClient, walletsQuery)]);
      case 'walletData':
        return loadCached(queryClient, walletsQuery);
      case 'earnData':
        return loadCached(queryClient, earnRatesQuery);
      case 'currencyData':
        return Promise.all([
          loadCached(queryClient, exchangeRatesQuery),
          readDisplayCurrency() === 'EUR' ? null : loadCached(queryClient, bankRatesQuery(null)),
        ]);
      case 'appUpdateCheck':
        // Native shells only (the web's service worker has its own update flow): read the published
        // version again now, so the forced update opens when the store has a newer one.
        return queryClient.invalidateQueries({ queryKey: APP_CONFIG_QUERY_KEY });
    }
  };
}
