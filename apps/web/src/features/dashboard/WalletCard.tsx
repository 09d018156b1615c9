import type { Wallet } from '@coffer/contract';
import { Link } from 'react-router';
import { CoinIcon } from '../../lib/ui/CoinIcon';
import { ChevronRightIcon } from '../../lib/ui/icons';
import { CoinPauseMark } from '../wallet/CoinPausedNotice';
import { walletPath } from '../wallet/transaction-link';
import { WalletBalance } from '../wallet/WalletBalance';
import { BalanceSparkline } from './BalanceSparkline';

/** One wallet on the dashboard; the whole card opens the wallet page. */
export function WalletCard({ wallet }: { wallet: Wallet }) {
  return (
    <li data-testid="wallet-card" data-coin={wallet.coin.code}>
      <Link
        to={walletPath(wallet.coin.code)}
        className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm hover:bg-surface-2 motion-safe:transition-colors sm:p-5"
      >
        <span className="flex items-center justify-between gap-3">
          <span className="flex min-w-0 items-center gap-3">
            <CoinIcon code={wallet.coin.code} />
            <span className="min-w-0">
              <span className="block truncate font-semibold text-fg">{wallet.coin.name}</span>
              <span className="block text-sm text-fg-muted">{wallet.coin.code}</span>
            </span>
          </span>
          <ChevronRightIcon className="shrink-0 text-fg-muted" />
        </span>
        {/* At least the chart's height, so that the chart arriving after the card moves nothing. */}
        <span className="flex min-h-9 items-end justify-between gap-3">
          <WalletBalance wallet={wallet} />
          <BalanceSparkline wallet={wallet} />
        </span>
        <CoinPauseMark wallet={wallet} />
      </Link>
    </li>
  );
}
