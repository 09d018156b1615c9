import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDisplayCurrency } from '../../lib/currency';
import { useNamespace } from '../../lib/i18n/namespace';
import { FormAlert } from '../../lib/ui/form';
import { ShellPage } from '../../lib/ui/ShellPage';
import { cardClass } from '../../lib/ui/styles';
import { globalQuery, vsOf } from './api';
import { CoinList } from './CoinList';
import { useMarketFormat } from './format';
import { MARKET_LOCALES } from './i18n';
import { ExchangesTable, PairsTable } from './MarketTables';
import { NewsList } from './NewsList';

const TABS = ['coins', 'exchanges', 'pairs', 'news'] as const;
type Tab = (typeof TABS)[number];

function GlobalFigures({ currency }: { currency: string }) {
  const { t } = useTranslation('market');
  const format = useMarketFormat();
  const global = useQuery(globalQuery());
  const data = global.data?.data.data;
  const vs = vsOf(currency);
  const dominance = Object.entries(data?.market_cap_percentage ?? {}).slice(0, 2);
  const figure = (label: string, value: string, testId?: string) => (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-fg-muted">{label}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums wrap-anywhere text-fg" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <section aria-label={t('global')} className={cardClass}>
      {global.data?.stale ? <FormAlert tone="info">{t('stale')}</FormAlert> : null}
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {figure(t('marketCap'), data ? format.amount(data.total_market_cap[vs], currency) : '—', 'market-cap')}
        {figure(t('volume24h'), data ? format.amount(data.total_volume[vs], currency) : '—')}
        {figure(t('change24h'), format.change(data?.market_cap_change_percentage_24h_usd))}
        {figure(
          t('dominance'),
          dominance.length
            ? dominance.map(([symbol, share]) => `${symbol.toUpperCase()} ${(share ?? 0).toFixed(1)}%`).join(' · ')
            : '—',
        )}
      </dl>
    </section>
  );
}

/** /auth/market — global figures, the coin list, top exchanges and pairs, and the news. */
export function MarketPage() {
  const ready = useNamespace('market', MARKET_LOCALES);
  const { t } = useTranslation('market');
  const { t: tc } = useTranslation();
  const [params, setParams] = useSearchParams();
  const currency = useDisplayCurrency().code;
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'coins';
  if (!ready) return <ShellPage title={tc('market.title')} lead={tc('app.loading')} />;
  return (
    <ShellPage bare title={t('title')} lead={t('lead')}>
      <GlobalFigures currency={currency} />
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams(value === 'coins' ? {} : { tab: value }, { replace: true })}
        className={`${cardClass} min-w-0`}
      >
        <Tabs.List aria-label={t('sections')} className="mb-4 flex gap-1 overflow-x-auto border-b border-border">
          {TABS.map((key) => (
            <Tabs.Trigger
              key={key}
              value={key}
              className="min-h-11 shrink-0 border-b-2 border-transparent px-3 text-sm font-semibold text-fg-muted data-[state=active]:border-primary data-[state=active]:text-fg"
            >
              {t(`tab.${key}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="coins">
          <CoinList currency={currency} />
        </Tabs.Content>
        <Tabs.Content value="exchanges">
          <ExchangesTable currency={vsOf(currency).toUpperCase()} />
        </Tabs.Content>
        <Tabs.Content value="pairs">
          <PairsTable />
        </Tabs.Content>
        <Tabs.Content value="news">
          <NewsList />
        </Tabs.Content>
      </Tabs.Root>
    </ShellPage>
  );
}
