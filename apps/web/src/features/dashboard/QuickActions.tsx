import type { Wallet } from '@coffer/contract';
import { EARN_PATH, EXCHANGE_PATH } from '@coffer/domain';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowDownLeftIcon, ArrowUpRightIcon, EarnIcon, ExchangeIcon } from '../../lib/ui/icons';
import type { QuickPick } from './WalletPickDialog';

// The wallet choice (a Radix dialog) loads on first use, like the create-wallet dialog.
const WalletPickDialog = lazy(() => import('./WalletPickDialog').then((m) => ({ default: m.WalletPickDialog })));

const actionClass =
  'flex min-h-11 flex-col items-center justify-center gap-1.5 rounded-xl border border-border bg-surface px-2 py-3 text-sm font-semibold text-fg hover:bg-surface-2 motion-safe:transition-colors';
const iconClass = 'grid size-10 place-items-center rounded-full bg-primary-soft text-primary-strong';

function ActionFace({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      <span aria-hidden="true" className={iconClass}>
        {icon}
      </span>
      <span className="max-w-full text-center wrap-anywhere">{label}</span>
    </>
  );
}

type QuickAction =
  | { label: 'quickActions.send' | 'quickActions.receive'; Icon: typeof EarnIcon; pick: QuickPick }
  | { label: 'quickActions.exchange' | 'quickActions.earn'; Icon: typeof EarnIcon; to: string };

const ACTIONS: readonly QuickAction[] = [
  { label: 'quickActions.send', Icon: ArrowUpRightIcon, pick: 'send' },
  { label: 'quickActions.receive', Icon: ArrowDownLeftIcon, pick: 'receive' },
  { label: 'quickActions.exchange', Icon: ExchangeIcon, to: EXCHANGE_PATH },
  { label: 'quickActions.earn', Icon: EarnIcon, to: EARN_PATH },
];

/** Send, receive, exchange and Earn, one tap from the dashboard; send and receive ask which wallet first. */
export function QuickActions({ wallets }: { wallets: readonly Wallet[] }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState<QuickPick | null>(null);
  const [loaded, setLoaded] = useState(false);
  const pick = (purpose: QuickPick) => {
    setLoaded(true);
    setPicking(purpose);
  };
  return (
    <nav aria-label={t('quickActions.label')} data-testid="quick-actions">
      <ul className="grid grid-cols-2 gap-2 min-[420px]:grid-cols-4 sm:gap-3">
        {ACTIONS.map((action) => {
          const face = <ActionFace icon={<action.Icon />} label={t(action.label)} />;
          return (
            <li key={action.label}>
              {'pick' in action ? (
                <button
                  type="button"
                  className={`${actionClass} w-full`}
                  aria-haspopup="dialog"
                  onPointerEnter={() => setLoaded(true)}
                  onClick={() => pick(action.pick)}
                >
                  {face}
                </button>
              ) : (
                <Link to={action.to} className={actionClass}>
                  {face}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      {loaded ? (
        <Suspense fallback={null}>
          <WalletPickDialog purpose={picking} wallets={wallets} onClose={() => setPicking(null)} />
        </Suspense>
      ) : null}
    </nav>
  );
}
