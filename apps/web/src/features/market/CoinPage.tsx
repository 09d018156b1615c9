import { isChartSupported } from '@coffer/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDisplayCurrency } from '../../lib/currency';
import { errorMessage } from '../../lib/errors';
import { useNamespace } from '../../lib/i18n/namespace';
import { useTheme } from '../../lib/theme/use-theme';
import { FormAlert, linkClass } from '../../lib/ui/form';
import { ShellPage } from '../../lib/ui/ShellPage';
import { buttonClass, cardClass } from '../../lib/ui/styles';
import { CHART_RANGES, type ChartRange, chartQuery, coinQuery, vsOf } from './api';
import { useMarketFormat } from './format';
import { MARKET_LOCALES } from './i18n';
import { useLivePrice } from './live-prices';
import { PriceChart } from './PriceChart';
import { isStreamedCoin } from './streamed';

function Chart({ id, vs, currency }: { id: string; vs: ReturnType<typeof vsOf>; currency: string }) {
  const { t } = useTranslation('market');
  const { t: tc } = useTranslation();
  const { theme } = useTheme();
  const format = useMarketFormat();
  const [range, setRange] = useState<ChartRange>(CHART_RANGES[0]);
  const chart = useQuery(chartQuery(id, vs, range.days));
  const points = chart.data?.data.prices ?? [];
  const first = points[0]?.[1];
  const last = points.at(-1)?.[1];
  return (
    <section aria-label={t('chart')} className={`${cardClass} grid gap-3`}>
      <fieldset className="flex flex-wrap gap-1">
        <legend className="sr-only">{t('range')}</legend>
        {CHART_RANGES.map((option) => (
          <button
            key={option.key}
            type="button"
            aria-pressed={option.key === range.key}
            onClick={() => setRange(option)}
            className={`min-h-11 min-w-12 rounded-xl px-3 text-sm font-semibold ${option.key === range.key ? 'bg-primary text-primary-fg' : 'text-fg hover:bg-surface-2'}`}
            data-testid={`range-${option.key}`}
          >
            {t(`ranges.${option.key}`)}
          </button>
        ))}
      </fieldset>
      {chart.isError ? <FormAlert>{errorMessage(chart.error, tc)}</FormAlert> : null}
      {chart.data?.stale ? <FormAlert tone="info">{t('stale')}</FormAlert> : null}
      <p className="text-sm text-fg-muted" data-testid="chart-summary" data-points={points.length}>
        {first !== undefined && last !== undefined
          ? t('chartSummary', {
              range: t(`ranges.${range.key}`),
              from: format.price(first, currency),
              to: format.price(last, currency),
              change: format.change(((last - first) / first) * 100),
            })
          : tc('app.loading')}
      </p>
      <PriceChart points={points} theme={theme} />
    </section>
  );
}

/** /auth/market/coin/:id — a coin's live price, chart, figures and a way to exchange it. */
export function CoinPage() {
  const ready = useNamespace('market', MARKET_LOCALES);
  const { id = '' } = useParams();
  const { t } = useTranslation('market');
  const { t: tc } = useTranslation();
  const currency = useDisplayCurrency().code;
  const vs = vsOf(currency);
  const format = useMarketFormat();
  const coin = useQuery(coinQuery(id));
  const detail = coin.data?.data;
  const symbol = detail?.symbol.toUpperCase() ?? '';
  const live = useLivePrice(detail && isStreamedCoin(symbol) ? symbol : null, vs.toUpperCase());
  if (!ready) return <ShellPage title={tc('market.title')} lead={tc('app.loading')} />;
  const market = detail?.market_data;
  const price = live?.price ?? market?.current_price[vs];
  const stats: [string, string][] = market
    ? [
        [t('marketCap'), format.amount(market.market_cap[vs], currency)],
        [t('volume24h'), format.amount(market.total_volume[vs], currency)],
        [t('high24h'), format.price(market.high_24h[vs], currency)],
        [t('low24h'), format.price(market.low_24h[vs], currency)],
        [t('change7d'), format.change(market.price_change_percentage_7d)],
        [t('change30d'), format.change(market.price_change_percentage_30d)],
        [t('allTimeHigh'), format.price(market.ath[vs], currency)],
        [
          t('circulatingSupply'),
          market.circulating_supply === null
            ? '—'
            : `${Math.round(market.circulating_supply).toLocaleString()} ${symbol}`,
        ],
      ]
    : [];
  return (
    <ShellPage bare title={detail ? `${detail.name} (${symbol})` : t('coin')} lead={t('coinLead')}>
      <p>
        <Link to="/auth/market" className={linkClass}>
          {t('back')}
        </Link>
      </p>
      {coin.isError ? <FormAlert>{errorMessage(coin.error, tc)}</FormAlert> : null}
      {coin.data?.stale ? <FormAlert tone="info">{t('stale')}</FormAlert> : null}
      {detail ? (
        <section aria-label={t('price')} className={`${cardClass} flex flex-wrap items-center justify-between gap-4`}>
          <div className="flex items-center gap-3">
            {detail.image.small ? <img src={detail.image.small} alt="" className="size-12 rounded-full" /> : null}
            <div>
              <p className="text-3xl font-semibold tabular-nums text-fg" data-testid="coin-price" aria-live="polite">
                {format.price(price, currency)}
              </p>
              <p className={(market?.price_change_percentage_24h ?? 0) >= 0 ? 'text-success-fg' : 'text-danger-fg'}>
                {t('change24hValue', { value: format.change(market?.price_change_percentage_24h) })}
              </p>
            </div>
          </div>
          {isStreamedCoin(symbol) ? (
            <Link to={`/auth/exchange?to=${symbol}`} className={buttonClass.primary} data-testid="exchange-coin">
              {t('exchangeCoin', { symbol })}
            </Link>
          ) : null}
        </section>
      ) : null}
      {detail && isChartSupported(symbol) ? <Chart id={id} vs={vs} currency={currency} /> : null}
      {detail && !isChartSupported(symbol) ? (
        <FormAlert tone="info">
          <span data-testid="no-chart">{t('noChart', { symbol })}</span>
        </FormAlert>
      ) : null}
      {stats.length ? (
        <section aria-label={t('stats')} className={cardClass}>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {stats.map(([label, value]) => (
              <div key={label} className="min-w-0">
                <dt className="text-xs font-medium text-fg-muted">{label}</dt>
                <dd className="mt-1 font-semibold tabular-nums wrap-anywhere text-fg">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </ShellPage>
  );
}
