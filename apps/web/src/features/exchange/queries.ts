import { getExchangeRate, listExchangeRates, listTiers } from '@coffer/contract';
import { EXCHANGE_RATE_REFRESH_MS } from '@coffer/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api/client';

/** GET /oracle/rates: every pair with its limits and whether it trades now (the deep link's currency data). */
export const exchangeRatesQuery = queryOptions({
  queryKey: ['exchange-rate'] as const,
  queryFn: () => apiCall(listExchangeRates),
  staleTime: EXCHANGE_RATE_REFRESH_MS,
});

export const exchangeRateKey = (from: string, to: string) => ['exchange-rate', from, to] as const;

/** GET /oracle/rates/{from}/{to}, quoted again every 30 s (section 9's exchange-rate refresh). */
export function useExchangeRate(from: string | null, to: string | null) {
  return useQuery({
    queryKey: exchangeRateKey(from ?? '', to ?? ''),
    queryFn: () => apiCall(getExchangeRate, { params: { from: from ?? '', to: to ?? '' } }),
    enabled: Boolean(from && to && from !== to),
    refetchInterval: EXCHANGE_RATE_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
  });
}

/** The tiers (shared with the tiers screen's cache key): the active one's exchange cashback. */
export function useExchangeCashback(): string | null {
  const tiers = useQuery({ queryKey: ['user', 'tiers'], queryFn: () => apiCall(listTiers), staleTime: 60_000 });
  const fraction = tiers.data?.find((tier) => tier.active)?.cashback.exchange ?? null;
  return fraction && /[1-9]/.test(fraction) ? fraction : null;
}
