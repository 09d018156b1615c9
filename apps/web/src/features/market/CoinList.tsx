import type { MarketCoin } from '@coffer/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { FormAlert } from '../../lib/ui/form';
import { VirtualList } from '../../lib/ui/VirtualList';
import { coinsQuery, vsOf } from './api';
import { useFavourites } from './favourites';
import { useMarketFormat } from './format';
import { useLivePrice } from './live-prices';
import { Sparkline } from './Sparkline';
import { isStreamedCoin } from './streamed';

const SORTS = ['rank', 'name', 'price', 'change', 'marketCap', 'volume'] as const;
type Sort = (typeof SORTS)[number];

const sorters: Record<Sort, (a: MarketCoin, b: MarketCoin) => number> = {
  rank: (a, b) => (a.market_cap_rank ?? Infinity) - (b.market_cap_rank ?? Infinity),
  name: (a, b) => a.name.localeCompare(b.name),
  price: (a, b) => (b.current_price ?? 0) - (a.current_price ?? 0),
  change: (a, b) => (b.price_change_percentage_24h ?? 0) - (a.price_change_percentage_24h ?? 0),
  marketCap: (a, b) => (b.market_cap ?? 0) - (a.market_cap ?? 0),
  volume: (a, b) => (b.total_volume ?? 0) - (a.total_volume ?? 0),
};

function CoinRow({
  coin,
  currency,
  favourite,
  onFavourite,
}: {
  coin: MarketCoin;
  currency: string;
  favourite: boolean;
  onFavourite: () => void;
}) {
  const { t } = useTranslation('market');
  const format = useMarketFormat();
  const symbol = coin.symbol.toUpperCase();
  const live = useLivePrice(isStreamedCoin(symbol) ? symbol : null, currency);
  const price = live?.price ?? coin.current_price;
  const change = coin.price_change_percentage_24h;
  return (
    <div className="flex h-full items-center gap-2 border-b border-border px-1">
      <button
        type="button"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-lg hover:bg-surface-2"
        aria-pressed={favourite}
        aria-label={t('favourite', { name: coin.name })}
        onClick={onFavourite}
      >
        <span aria-hidden="true" className={favourite ? 'text-warning-fg' : 'text-fg-muted'}>
          {favourite ? '★' : '☆'}
        </span>
      </button>
      <Link
        to={`/auth/market/coin/${coin.id}`}
        className="grid min-w-0 flex-1 grid-cols-[1.75rem_minmax(0,1fr)_auto] items-center gap-2 rounded-lg py-1 hover:bg-surface-2 sm:grid-cols-[1.75rem_minmax(7rem,1fr)_6.5rem_4.5rem_4rem_5.5rem] xl:grid-cols-[1.75rem_minmax(7rem,1fr)_6.5rem_4.5rem_4rem_5.5rem_5.5rem]"
        data-testid={`market-coin-${coin.id}`}
      >
        <span className="text-right text-xs tabular-nums text-fg-muted">{coin.market_cap_rank ?? '—'}</span>
        <span className="flex min-w-0 items-center gap-2">
          {coin.image ? <img src={coin.image} alt="" className="size-7 shrink-0 rounded-full" loading="lazy" /> : null}
          <span className="min-w-0">
            <span className="block truncate font-semibold text-fg">{coin.name}</span>
            <span className="block text-xs text-fg-muted">{symbol}</span>
          </span>
        </span>
        <span className="text-right">
          <span className="block font-semibold tabular-nums text-fg" data-testid="market-price">
            {format.price(price, currency)}
          </span>
          <span
            className={`block text-xs tabular-nums sm:hidden ${(change ?? 0) >= 0 ? 'text-success-fg' : 'text-danger-fg'}`}
          >
            {format.change(change)}
          </span>
        </span>
        <span
          className={`hidden text-right text-sm tabular-nums sm:block ${(change ?? 0) >= 0 ? 'text-success-fg' : 'text-danger-fg'}`}
        >
          {format.change(change)}
        </span>
        <span className="hidden sm:block">
          <Sparkline prices={coin.sparkline_in_7d?.price ?? []} label={t('sparkline', { name: coin.name })} />
        </span>
        <span className="hidden text-right text-sm tabular-nums text-fg sm:block">
          {format.amount(coin.market_cap, currency)}
        </span>
        <span className="hidden text-right text-sm tabular-nums text-fg-muted xl:block">
          {format.amount(coin.total_volume, currency)}
        </span>
      </Link>
    </div>
  );
}

/** The coin list: ranked pages of 200, searched, sorted and starred, in a windowed list. */
export function CoinList({ currency }: { currency: string }) {
  const { t } = useTranslation('market');
  const { t: tc } = useTranslation();
  const vs = vsOf(currency);
  const coins = useInfiniteQuery(coinsQuery(vs));
  const { favourites, toggle } = useFavourites();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>('rank');
  const [onlyFavourites, setOnlyFavourites] = useState(false);
  const searchId = useId();
  const sortId = useId();
  const stale = coins.data?.pages.some((page) => page.stale) ?? false;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = coins;

  const rows = useMemo(() => {
    const all = coins.data?.pages.flatMap((page) => page.data) ?? [];
    const needle = search.trim().toLowerCase();
    return all
      .filter((coin) => !onlyFavourites || favourites.has(coin.id))
      .filter((coin) => !needle || coin.name.toLowerCase().includes(needle) || coin.symbol.includes(needle))
      .sort(sorters[sort]);
  }, [coins.data, search, sort, onlyFavourites, favourites]);

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={searchId} className="grid min-w-40 flex-1 gap-1 text-sm font-medium text-fg">
          {t('search')}
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="min-h-11 rounded-xl border border-border bg-bg px-3 text-base text-fg"
            data-testid="market-search"
          />
        </label>
        <label htmlFor={sortId} className="grid gap-1 text-sm font-medium text-fg">
          {t('sortBy')}
          <select
            id={sortId}
            value={sort}
            onChange={(event) => setSort(event.target.value as Sort)}
            className="min-h-11 rounded-xl border border-border bg-bg px-3 text-base text-fg"
          >
            {SORTS.map((key) => (
              <option key={key} value={key}>
                {t(`sort.${key}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          aria-pressed={onlyFavourites}
          onClick={() => setOnlyFavourites((value) => !value)}
          className={`min-h-11 rounded-xl border px-4 text-sm font-semibold ${onlyFavourites ? 'border-primary bg-primary-soft text-fg' : 'border-border text-fg'}`}
        >
          {t('favouritesOnly')}
        </button>
      </div>
      {stale ? <FormAlert tone="info">{t('stale')}</FormAlert> : null}
      {coins.isError && !coins.data ? <FormAlert>{errorMessage(coins.error, tc)}</FormAlert> : null}
      {coins.isPending ? <p className="text-fg-muted">{tc('app.loading')}</p> : null}
      {coins.data && rows.length === 0 ? <p className="text-fg-muted">{t('noCoins')}</p> : null}
      {rows.length > 0 ? (
        <VirtualList
          items={rows}
          rowHeight={60}
          visibleRows={10}
          getKey={(coin) => coin.id}
          label={t('coinList')}
          testId="market-list"
          onNearEnd={() => {
            if (hasNextPage && !isFetchingNextPage && !search && !onlyFavourites) void fetchNextPage();
          }}
          renderRow={(coin) => (
            <CoinRow
              coin={coin}
              currency={currency}
              favourite={favourites.has(coin.id)}
              onFavourite={() => toggle(coin.id)}
            />
          )}
        />
      ) : null}
    </div>
  );
}
