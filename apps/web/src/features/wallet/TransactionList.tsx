import type { Wallet } from '@coffer/contract';
import { HISTORY_FILTER_TYPES } from '@coffer/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { FormAlert } from '../../lib/ui/form';
import { buttonClass } from '../../lib/ui/styles';
import { VirtualList } from '../../lib/ui/VirtualList';
import { ReceiptButton } from '../statements/ReceiptButton';
import { historyRows, walletHistoryQuery } from './queries';
import { EMPTY_FILTERS, TransactionFilters, type TransactionFilterValues } from './TransactionFilters';
import { TRANSACTION_ROW_HEIGHT, TransactionRow } from './TransactionRow';

/** Rows in view at once; the rest of the history stays out of the DOM. */
const VISIBLE_ROWS = 7;

/**
 * A wallet's whole history (transactions, exchanges, Earn moves; docs/decisions/0016-wallet-history.md),
 * fetched a page at a time by cursor. A new filter keeps the old rows on screen until its first page arrives.
 */
function useWalletHistory(walletId: string, filters: TransactionFilterValues) {
  return useInfiniteQuery({ ...walletHistoryQuery(walletId, filters), placeholderData: keepPreviousData });
}

export function TransactionList({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<TransactionFilterValues>(EMPTY_FILTERS);
  const query = useWalletHistory(wallet.id, filters);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const items = historyRows(query.data);
  const filtered = Object.values(filters).some(Boolean);

  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div className="grid gap-4">
      <TransactionFilters value={filters} onChange={setFilters} types={HISTORY_FILTER_TYPES} />
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
          getKey={(entry) => entry.key}
          renderRow={(entry) => (
            <TransactionRow
              entry={entry}
              action={entry.transaction ? null : <ReceiptButton compact wallet={wallet} entry={entry} />}
            />
          )}
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
