import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from './api/client';

/** Bank reference rates by publication day asked for; 'latest' for today's values. */
export const bankRatesKey = (day: string | null) => ['bank-rates', day ?? 'latest'] as const;

const HOUR = 3_600_000;

/**
 * POST /rates (section 7): EUR-based reference rates of a UTC day, the latest when `day` is null.
 * A past day's rates never change, so they are kept for the session; the latest for an hour.
 */
export function bankRatesQuery(day: string | null) {
  return queryOptions({
    queryKey: bankRatesKey(day),
    queryFn: async () =>
      apiCall((await import('@coffer/contract/endpoints/rates')).getBankRates, {
        body: day === null ? {} : { date: day },
      }),
    staleTime: day === null ? HOUR : Number.POSITIVE_INFINITY,
    gcTime: day === null ? HOUR : 24 * HOUR,
  });
}

export function useBankRates(day: string | null, enabled: boolean) {
  return useQuery({ ...bankRatesQuery(day), enabled });
}
