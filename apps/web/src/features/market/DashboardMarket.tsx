import { isFiat, isLowValueCoin } from '@coffer/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayCurrency } from '../../lib/currency';
import { useNamespace } from '../../lib/i18n/namespace';
import { linkClass } from '../../lib/ui/form';
import { cardClass } from '../../lib/ui/styles';
import { useWallets } from '../wallet/queries';
import { vsOf } from './api';
import { useMarketFormat } from './format';
import { MARKET_LOCALES } from './i18n';
import { useLivePrice } from './live-prices';
import { NewsList } from './NewsList';
import { isStreamedCoin } from './streamed';

const DEFAULT_COINS = ['BTC', 'ETH'];

function LivePrice({ code, quote }: { code: string; quote: string }) {
  const format = useMarketFormat();
  const live = useLivePrice(code, quote);
  const open = live?.open24Hour;
  const change = live?.price !== undefined && open ? ((live.price - open) / open) * 100 : null;
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <span className="font-semibold text-fg">{code}</span>
      <span className="text-right">
        <span className="block font-semibold tabular-nums text-fg" data-testid={`live-price-${code}`}>
          {format.price(live?.price, quote)}
        </span>
        <span className={`block text-xs tabular-nums ${(change ?? 0) >= 0 ? 'text-success-fg' : 'text-danger-fg'}`}>
          {format.change(change)}
        </span>
      </span>
    </li>
  );
}

/**
 * The dashboard's market block, its own chunk loaded after the dashboard: live prices of the user's
 * crypto coins (low-value coins left out, spec section 9) and the latest news.
 */
export function DashboardMarket() {
  const ready = useNamespace('market', MARKET_LOCALES);
  const { t } = useTranslation('market');
  const wallets = useWallets();
  const quote = vsOf(useDisplayCurrency().code).toUpperCase();
  const held = (wallets.data ?? [])
    .map((wallet) => wallet.coin.code)
    .filter((code) => !isFiat(code) && !isLowValueCoin(code) && isStreamedCoin(code));
  const codes = [...new Set([...held, ...DEFAULT_COINS])].slice(0, 4);
  if (!ready) return null;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <section aria-label={t('livePrices')} className={cardClass} data-testid="dashboard-live-prices">
        <h2 className="text-lg font-semibold text-fg">{t('livePrices')}</h2>
        <ul className="mt-2 divide-y divide-border">
          {codes.map((code) => (
            <LivePrice key={code} code={code} quote={quote} />
          ))}
        </ul>
        <p className="mt-3">
          <Link to="/auth/market" className={linkClass}>
            {t('openMarket')}
          </Link>
        </p>
      </section>
      <section aria-label={t('news')} className={cardClass} data-testid="dashboard-news">
        <h2 className="text-lg font-semibold text-fg">{t('news')}</h2>
        <div className="mt-2">
          <NewsList limit={3} />
        </div>
        <p className="mt-2">
          <Link to="/auth/market?tab=news" className={linkClass}>
            {t('allNews')}
          </Link>
        </p>
      </section>
    </div>
  );
}
