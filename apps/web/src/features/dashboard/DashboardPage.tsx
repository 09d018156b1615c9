import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayCurrency } from '../../lib/currency';
import { errorMessage } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { useNamespace } from '../../lib/i18n/namespace';
import { WhenNear, WhenSettled } from '../../lib/scheduling/later';
import { useMe } from '../../lib/session/use-me';
import { HIDDEN_AMOUNT, setShowBalance, useShowBalance } from '../../lib/show-balance';
import { FormAlert } from '../../lib/ui/form';
import { EyeIcon, EyeOffIcon, PlusIcon } from '../../lib/ui/icons';
import { ShellPage } from '../../lib/ui/ShellPage';
import { buttonClass, cardClass, iconButtonClass } from '../../lib/ui/styles';
import { useKycRecord } from '../kyc/api';
import { KYC_LOCALES } from '../kyc/i18n';
import { KycBanner } from '../kyc/KycBanner';
import { useWallets } from '../wallet/queries';
import { totalFiatValue } from '../wallet/wallet-value';
import { QuickActions } from './QuickActions';
import { WalletCard } from './WalletCard';

// The dialog (Radix) loads on first open, so the dashboard does not pay for it up front.
const CreateWalletDialog = lazy(() => import('./CreateWalletDialog').then((m) => ({ default: m.CreateWalletDialog })));
// Live prices and news: the market's own chunk, loaded after the dashboard (never in the first screen).
const DashboardMarket = lazy(() => import('../market/DashboardMarket').then((m) => ({ default: m.DashboardMarket })));

function TotalBalance() {
  const { t } = useTranslation();
  const { data: wallets } = useWallets();
  const currency = useDisplayCurrency();
  const { fiat } = useFormatters();
  const show = useShowBalance();
  const total = wallets && !currency.pending ? totalFiatValue(wallets, currency.rateOf) : null;
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <h2 className="text-sm font-medium text-fg-muted">{t('dashboard.total', { currency: currency.code })}</h2>
        <p className="mt-1 text-3xl font-semibold tabular-nums text-fg" data-testid="total-balance">
          {total === null ? '—' : show ? fiat(total.total, currency.code) : HIDDEN_AMOUNT}
          {show ? null : <span className="sr-only">{t('dashboard.hiddenAmount')}</span>}
        </p>
        {total && total.missing > 0 ? (
          <p className="mt-1 text-sm text-fg-muted">{t('dashboard.noPrice', { count: total.missing })}</p>
        ) : null}
      </div>
      <button
        type="button"
        data-testid="toggle-balance"
        aria-pressed={!show}
        aria-label={show ? t('dashboard.hideBalances') : t('dashboard.showBalances')}
        title={show ? t('dashboard.hideBalances') : t('dashboard.showBalances')}
        className={`${iconButtonClass} shrink-0 border border-border`}
        onClick={() => setShowBalance(!show)}
      >
        {show ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const wallets = useWallets();
  const [creating, setCreating] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const walletsHeading = useId();
  // The KYC banner sits above the summary: the page below the greeting waits for the first answers
  // that decide the layout (the KYC record and its texts, the wallets), so nothing moves once drawn.
  const kycTexts = useNamespace('kyc', KYC_LOCALES);
  const kyc = useKycRecord();
  // A query paused offline (an app started without a connection) counts as answered: the page shows
  // what it has rather than waiting for the network.
  const answered = (query: { isPending: boolean; failureCount: number; fetchStatus: string }) =>
    !query.isPending || query.failureCount > 0 || query.fetchStatus === 'paused';
  const settled = kycTexts && answered(kyc) && answered(wallets);

  if (!settled) {
    return (
      <ShellPage bare title={t('dashboard.title')} lead={t('dashboard.lead')}>
        <p data-testid="greeting" className="text-xl font-semibold text-fg" aria-busy="true">
          {me ? t('dashboard.greeting', { name: me.firstName }) : t('app.loading')}
        </p>
      </ShellPage>
    );
  }

  return (
    <ShellPage bare title={t('dashboard.title')} lead={t('dashboard.lead')}>
      <p data-testid="greeting" className="text-xl font-semibold text-fg" aria-busy={!me}>
        {me ? t('dashboard.greeting', { name: me.firstName }) : t('app.loading')}
      </p>
      <KycBanner />
      <section aria-label={t('dashboard.summary')} className={`${cardClass} grid gap-4`}>
        <TotalBalance />
        <button
          type="button"
          className={`${buttonClass.secondary} sm:justify-self-start`}
          aria-haspopup="dialog"
          onPointerEnter={() => setDialogLoaded(true)}
          onClick={() => {
            setDialogLoaded(true);
            setCreating(true);
          }}
        >
          <PlusIcon />
          {t('createWallet.open')}
        </button>
      </section>
      <QuickActions wallets={wallets.data ?? []} />
      <section aria-labelledby={walletsHeading} className="grid gap-3">
        <h2 id={walletsHeading} className="text-lg font-semibold text-fg">
          {t('dashboard.wallets')}
        </h2>
        {wallets.isError ? <FormAlert>{errorMessage(wallets.error, t)}</FormAlert> : null}
        {wallets.isPending ? <p className="text-fg-muted">{t('app.loading')}</p> : null}
        {wallets.data?.length === 0 ? <p className="text-fg-muted">{t('dashboard.noWallets')}</p> : null}
        {wallets.data && wallets.data.length > 0 ? (
          <ul className="grid gap-3 sm:grid-cols-2" data-testid="wallet-list">
            {wallets.data.map((wallet) => (
              <WalletCard key={wallet.id} wallet={wallet} />
            ))}
          </ul>
        ) : null}
      </section>
      {/* Below the fold on a phone: loaded once the page above has drawn, as the user scrolls towards it
          (decision 0041). */}
      <WhenSettled>
        <WhenNear testId="dashboard-market">
          <Suspense fallback={null}>
            <DashboardMarket />
          </Suspense>
        </WhenNear>
      </WhenSettled>
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <CreateWalletDialog open={creating} onOpenChange={setCreating} />
        </Suspense>
      ) : null}
    </ShellPage>
  );
}
