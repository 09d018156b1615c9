import type { HistoryPage, HistoryQuery, Wallet } from '@coffer/contract';
import { listWalletHistory } from '@coffer/contract/endpoints/history';
import { getAccountStatus } from '@coffer/contract/endpoints/status';
import { listWallets } from '@coffer/contract/endpoints/wallets';
import { removeEmptyQueryValues, sortByWalletDisplayOrder, TRANSACTIONS_PAGE_SIZE } from '@coffer/domain';
import { infiniteQueryOptions, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api/client';

export const WALLETS_KEY = ['wallets'] as const;
export const ACCOUNT_STATUS_KEY = ['account-status'] as const;
/** Everything read per wallet (its history, its chart) lives under ['wallet', id]. */
export const walletKey = (walletId: string) => ['wallet', walletId] as const;
export const transactionKey = (transactionId: string) => ['transaction', transactionId] as const;

/** The history's filters as the screen holds them ('' for unset). */
export interface HistoryFilters {
  type: NonNullable<HistoryQuery['type']> | '';
  fromDate: string;
  toDate: string;
}

/**
 * A wallet's history (every source, docs/decisions/0016-wallet-history.md) under one filter. It sits
 * under walletKey, so refreshing ['wallet'] or ['wallet', id] refreshes every loaded page of it.
 */
export const walletHistoryKey = (walletId: string, filters: HistoryFilters) =>
  [...walletKey(walletId), 'transactions', 'history', filters] as const;

/** Pages of 10 (section 5) newest first, each after the cursor of the one before, until a page has no cursor. */
export function walletHistoryQuery(walletId: string, filters: HistoryFilters) {
  return infiniteQueryOptions({
    queryKey: walletHistoryKey(walletId, filters),
    queryFn: ({ pageParam, signal }) =>
      apiCall(listWalletHistory, {
        params: { id: walletId },
        query: removeEmptyQueryValues({
          limit: TRANSACTIONS_PAGE_SIZE,
          ...filters,
          cursor: pageParam,
        }) as HistoryQuery,
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last: HistoryPage) => last.nextCursor ?? undefined,
  });
}

/** The rows of a loaded history, in order. */
export function historyRows(data: { pages: readonly HistoryPage[] } | undefined) {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/** GET /wallet, in the spec's display order (section 9) whatever order the server used. */
export async function fetchWallets(): Promise<Wallet[]> {
  return sortByWalletDisplayOrder(await apiCall(listWallets), (wallet) => wallet.coin.code);
}

export const walletsQuery = queryOptions({ queryKey: WALLETS_KEY, queryFn: fetchWallets });

export function useWallets() {
  return useQuery(walletsQuery);
}

/** The signed-in user's wallet of one coin; `wallet` is null once the list is loaded without it. */
export function useWalletOf(coinCode: string | null | undefined) {
  const wallets = useWallets();
  const code = coinCode?.toUpperCase();
  const wallet = wallets.data ? (wallets.data.find((w) => w.coin.code === code) ?? null) : undefined;
  return { ...wallets, wallet };
}

/** GET / : supported coins and per-coin min_transfer and maintenance. */
export function useAccountStatus() {
  return useQuery({ queryKey: ACCOUNT_STATUS_KEY, queryFn: () => apiCall(getAccountStatus), staleTime: 60_000 });
}

/** After money moved: balances, histories and charts are stale. */
export function invalidateMoney(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: WALLETS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['wallet'] }),
    queryClient.invalidateQueries({ queryKey: ['transaction'] }),
  ]).then(() => undefined);
}
