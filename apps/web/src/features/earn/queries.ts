import { getInterestRates, listInterests } from '@coffer/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api/client';

export const EARN_RATES_KEY = ['earn', 'rates'] as const;
/** Interest pages live under ['wallet'], so moving money (invalidateMoney) refreshes them too. */
export const interestsKey = (page: number) => ['wallet', 'earn-interests', page] as const;
/** Section 9: lists are paged by 10. */
export const INTEREST_PAGE_SIZE = 10;

/** GET /investment/interestRate: the coins Earn is open for, with their yearly rate and minimum. */
export const earnRatesQuery = queryOptions({
  queryKey: EARN_RATES_KEY,
  queryFn: () => apiCall(getInterestRates),
  staleTime: 60_000,
});

export function useEarnRates() {
  return useQuery(earnRatesQuery);
}

/** GET /investment/interest, newest first, one page of 10. */
export function useInterests(page: number) {
  return useQuery({
    queryKey: interestsKey(page),
    queryFn: () =>
      apiCall(listInterests, {
        query: { limit: INTEREST_PAGE_SIZE, offset: page * INTEREST_PAGE_SIZE, order: 'desc' },
      }),
    placeholderData: keepPreviousData,
  });
}
