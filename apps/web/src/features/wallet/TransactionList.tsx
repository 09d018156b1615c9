import { listWalletTransactions, type TransactionQuery, type TransactionView, type Wallet } from '@coffer/contract';
import { removeEmptyQueryValues, TRANSACTION_TYPES, TRANSACTIONS_PAGE_SIZE } from '@coffer/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../lib/api/client';
import { errorMessage } from '../../lib/errors';
import { FormAlert } from '../../lib/ui/form';
import { buttonClass } from '../../lib/ui/styles';
import { VirtualList } from '../../lib/ui/VirtualList';
import { walletKey } from './queries';
import { EMPTY_FILTERS, TransactionFilters, type TransactionFilterValues } from './TransactionFilters';
import { TRANSACTION_ROW_HEIGHT, TransactionRow } from './TransactionRow';

/** Rows in view at once; the rest of the history stays out of the DOM. */
const VISIBLE_ROWS = 7;

/** Section 7 filter query: pages of 10 by offset, newest first, empty filters left out (section 5). */
export function transactionPageQuery(filters: TransactionFilterValues, offset: number): TransactionQuery {
  return removeEmptyQueryValues({ limit: TRANSACTIONS_PAGE_SIZE, offset, ...filters }) as TransactionQuery;
}

/** Fetched a page at a time until a page comes back with fewer than 10 (section 4). */
function useWalletTransactions(walletId: string, filters: TransactionFilterValues) {
  return useInfiniteQuery({
    queryKey: [...walletKey(walletId), 'transactions', filters],
    queryFn: ({ pageParam, signal }) =>
      apiCall(listWalletTransactions, {
        params: { id: walletId },
        query: transactionPageQuery(filters, pageParam),
        signal,
      }),
    initialPageParam: 0,
    // A new filter keeps the old rows on screen until its first page arrives.
    placeholderData: keepPreviousData,
    getNextPageParam: (last: TransactionView[], pages: TransactionView[][]) =>
      last.length < TRANSACTIONS_PAGE_SIZE ? undefined : pages.reduce((count, page) => count + page.length, 0),
  });
}

export function TransactionList({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<TransactionFilterValues>(EMPTY_FILTERS);
  const query = useWalletTransactions(wallet.id, filters);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const items = query.data?.pages.flat() ?? [];
  const filtered = Object.values(filters).some(Boolean);

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div className="grid gap-4">
      <TransactionFilters value={filters} onChange={setFilters} types={TRANSACTION_TYPES} />
      {query.isError && !query.data ? <FormAlert>{errorMessage(query.error, t)}</FormAlert> : null}
      {query.isPending ? <p className="text-fg-muted">{t('app.loading')}</p> : null}
      {query.isSuccess && items.length === 0 ? (
        <p className="text-fg-muted" data-testid="transactions-empty">
          {filtered ? t('history.noMatch') : t('history.empty')}
        </p>
      ) : null}
      {items.length > 0 ? (
        <VirtualList
          key={JSON.stringify(filters)}
          items={items}
          rowHeight={TRANSACTION_ROW_HEIGHT}
          visibleRows={VISIBLE_ROWS}
          getKey={(tx) => tx.id}
          renderRow={(tx) => <TransactionRow tx={tx} walletId={wallet.id} />}
          onNearEnd={loadMore}
          label={t('history.listLabel', { coin: wallet.coin.code })}
          testId="transaction-list"
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {hasNextPage ? (
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage || undefined}
            onClick={loadMore}
          >
            {t('history.loadMore')}
          </button>
        ) : null}
        <p aria-live="polite" className="text-sm text-fg-muted">
          {isFetchingNextPage
            ? t('history.loadingMore')
            : items.length > 0
              ? t(hasNextPage ? 'history.shownMore' : 'history.shownAll', { count: items.length })
              : ''}
        </p>
      </div>
      {query.isError && query.data ? <FormAlert>{errorMessage(query.error, t)}</FormAlert> : null}
    </div>
  );
}
