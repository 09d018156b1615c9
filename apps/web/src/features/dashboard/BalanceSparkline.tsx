import type { Wallet } from '@coffer/contract';
import { listWalletTransactions } from '@coffer/contract/endpoints/transactions';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../lib/api/client';
import { useAfterPaint } from '../../lib/scheduling/later';
import { walletKey } from '../wallet/queries';
import { sparklinePoints, walletChartBalances } from './chart-series';

/** How many recent transactions the small chart walks back over. */
const CHART_TRANSACTIONS = 50;
const WIDTH = 120;
const HEIGHT = 36;

/** A wallet's recent balance as an inline SVG line (no chart library for this). */
export function BalanceSparkline({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation();
  // The chart is a detail: its history is asked for once the card is on screen (decision 0063).
  const painted = useAfterPaint();
  const history = useQuery({
    queryKey: [...walletKey(wallet.id), 'chart'],
    queryFn: ({ signal }) =>
      apiCall(listWalletTransactions, {
        params: { id: wallet.id },
        query: { limit: CHART_TRANSACTIONS, offset: 0 },
        signal,
      }),
    retry: false,
    enabled: painted,
  });
  const balances = history.data ? walletChartBalances(wallet, history.data) : [];
  const points = sparklinePoints(balances, WIDTH, HEIGHT);
  if (!points) return null;
  const first = balances[0] as bigint;
  const last = balances[balances.length - 1] as bigint;
  const trend = last > first ? 'up' : last < first ? 'down' : 'flat';
  return (
    <svg
      role="img"
      aria-label={t(`dashboard.trend.${trend}`, { coin: wallet.coin.code })}
      data-testid="balance-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      className="shrink-0 overflow-visible text-primary"
    >
      <polyline
        points={points}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
