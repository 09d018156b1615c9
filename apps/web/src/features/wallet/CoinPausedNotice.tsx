import type { Wallet } from '@coffer/contract';
import { useTranslation } from 'react-i18next';

/**
 * What a wallet's coin allows now (docs/decisions/0017-coin-maintenance.md). The server already folds
 * maintenance into both flags; the `maintenance ||` keeps the screens right against an older server.
 */
export const withdrawalsPaused = (wallet: Wallet): boolean => wallet.maintenance || wallet.maintenanceWithdraw;
export const depositsPaused = (wallet: Wallet): boolean => wallet.maintenance || wallet.maintenanceDeposit;

const warningBox =
  'rounded-xl border border-warning-border bg-warning-bg px-4 py-3 text-sm font-medium text-warning-fg';

/** The notice of a paused direction (sending or receiving) of one wallet; nothing when it is open. */
export function CoinPausedNotice({ wallet, kind }: { wallet: Wallet; kind: 'deposit' | 'withdraw' }) {
  const { t } = useTranslation();
  const paused = kind === 'deposit' ? depositsPaused(wallet) : withdrawalsPaused(wallet);
  if (!paused) return null;
  const reason = wallet.maintenance ? 'Maintenance' : 'Paused';
  return (
    <div role="status" data-testid={`coin-paused-${kind}`} className={warningBox}>
      {t(`coinPause.${kind}${reason}`, { coin: wallet.coin.code })}
    </div>
  );
}

/** The dashboard card's mark of a coin in maintenance or with a paused direction. */
export function CoinPauseMark({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation();
  const deposit = depositsPaused(wallet);
  const withdraw = withdrawalsPaused(wallet);
  if (!deposit && !withdraw) return null;
  const key = wallet.maintenance
    ? 'maintenance'
    : deposit && withdraw
      ? 'bothPaused'
      : deposit
        ? 'depositOff'
        : 'withdrawOff';
  return (
    <span
      data-testid="coin-pause-mark"
      className="inline-flex w-fit items-center rounded-full border border-warning-border bg-warning-bg px-2.5 py-0.5 text-xs font-semibold text-warning-fg"
    >
      {t(`coinPause.mark.${key}`)}
    </span>
  );
}

/** Exchange and Earn leave out coins in maintenance; this says which, when the user holds any. */
export function MaintenanceCoinsNote({ wallets, where }: { wallets: readonly Wallet[]; where: 'exchange' | 'earn' }) {
  const { t } = useTranslation();
  const coins = wallets.filter((w) => w.maintenance).map((w) => w.coin.code);
  if (coins.length === 0) return null;
  return (
    <p data-testid="coins-in-maintenance" role="status" className={warningBox}>
      {t(`coinPause.${where}Excluded`, { coins: coins.join(', ') })}
    </p>
  );
}

/** The wallets a screen may offer for exchange or Earn moves. */
export const outOfMaintenance = (wallets: readonly Wallet[]): Wallet[] => wallets.filter((w) => !w.maintenance);
