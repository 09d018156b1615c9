import type { QueryClient } from '@tanstack/react-query';
import { earnRatesQuery } from '../features/earn/queries';
import { exchangeRatesQuery } from '../features/exchange/queries';
import { walletsQuery } from '../features/wallet/queries';
import { bankRatesQuery } from '../lib/bank-rates';
import { readDisplayCurrency } from '../lib/currency';
import { meQuery } from '../lib/session/use-me';
import type { Preloader } from '../platform/deep-link';

/**
 * What each deep-link preload step loads into the shared query cache, so the target screen opens
 * with its data (section 2): initial data is the user and the wallets; currency data the tradable
 * pairs and, for a display currency other than EUR, the latest bank rates.
 */
export function queryPreloader(queryClient: QueryClient): Preloader {
  return async (step) => {
    switch (step) {
      case 'initialData':
        return Promise.all([queryClient.fetchQuery(meQuery), queryClient.fetchQuery(walletsQuery)]);
      case 'walletData':
        return queryClient.fetchQuery(walletsQuery);
      case 'earnData':
        return queryClient.fetchQuery(earnRatesQuery);
      case 'currencyData':
        return Promise.all([
          queryClient.fetchQuery(exchangeRatesQuery),
          readDisplayCurrency() === 'EUR' ? null : queryClient.fetchQuery(bankRatesQuery(null)),
        ]);
      case 'appUpdateCheck':
        // Native store check only; the web's service worker has its own update flow.
        return null;
    }
  };
}
