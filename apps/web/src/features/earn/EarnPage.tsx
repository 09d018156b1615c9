import type { EarnRate, Wallet } from '@coffer/contract';
import { compareAppVersions, readExactDecimal, TERMS_VERSION_EARN } from '@coffer/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { useMe } from '../../lib/session/use-me';
import { CoinIcon } from '../../lib/ui/CoinIcon';
import { FormAlert } from '../../lib/ui/form';
import { Section } from '../../lib/ui/Section';
import { ShellPage } from '../../lib/ui/ShellPage';
import { buttonClass } from '../../lib/ui/styles';
import { MaintenanceCoinsNote, outOfMaintenance } from '../wallet/CoinPausedNotice';
import { useWallets } from '../wallet/queries';
import { EarnMoveForm } from './EarnMoveForm';
import { EarnTerms } from './EarnTerms';
import { type EarnMode, rateFraction } from './earn-math';
import { InterestHistory } from './InterestHistory';
import { useEarnRates } from './queries';

/** Section 9: the earn terms version; an older or missing acceptance asks again. */
export function needsEarnTerms(accepted: string | null | undefined): boolean {
  if (!accepted) return true;
  try {
    return compareAppVersions(accepted, TERMS_VERSION_EARN) < 0;
  } catch {
    return true;
  }
}

const positive = (amount: string) => (readExactDecimal(amount)?.mantissa ?? 0n) > 0n;

function EarnWallets({
  wallets,
  rates,
  canMove,
  onMove,
}: {
  wallets: Wallet[];
  rates: EarnRate[];
  canMove: boolean;
  onMove: (walletId: string, mode: EarnMode) => void;
}) {
  const { t } = useTranslation();
  const { coin, percent } = useFormatters();
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="earn-wallets">
      {wallets.map((wallet) => {
        const code = wallet.coin.code;
        const rate = rates.find((r) => r.coinCode === code);
        return (
          <li
            key={wallet.id}
            className="rounded-xl border border-border p-4"
            data-testid="earn-wallet-card"
            data-coin={code}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="flex min-w-0 items-center gap-2 font-semibold text-fg">
                <CoinIcon code={code} size="sm" />
                {wallet.coin.name}
              </h3>
              <span className="text-sm font-semibold text-primary-strong">
                {rate ? t('earn.perYear', { rate: percent(rateFraction(rate.rate)) }) : t('earn.closedShort')}
              </span>
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-fg-muted">{t('earn.invested')}</dt>
              <dd className="text-right font-semibold text-fg" data-testid="earn-invested">
                {coin(wallet.investBalance, code)}
              </dd>
              <dt className="text-fg-muted">{t('earn.interestEarned')}</dt>
              <dd className="text-right text-success-fg" data-testid="earn-interest">
                {coin(wallet.interestBalance, code)}
              </dd>
              <dt className="text-fg-muted">{t('earn.inWallet')}</dt>
              <dd className="text-right text-fg">{coin(wallet.balance, code)}</dd>
            </dl>
            {canMove && !wallet.maintenance ? (
              <div className="mt-3 flex flex-wrap gap-2">
                {rate ? (
                  <button type="button" className={buttonClass.secondary} onClick={() => onMove(wallet.id, 'deposit')}>
                    {t('earn.depositCoin', { coin: code })}
                  </button>
                ) : null}
                {positive(wallet.investBalance) ? (
                  <button type="button" className={buttonClass.ghost} onClick={() => onMove(wallet.id, 'withdraw')}>
                    {t('earn.withdrawCoin', { coin: code })}
                  </button>
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** /auth/earn — yearly rates, invested and interest balances, deposits, withdrawals and interest history. */
export function EarnPage() {
  const { t } = useTranslation();
  const me = useMe();
  const wallets = useWallets();
  const rates = useEarnRates();
  const [choice, setChoice] = useState<{ walletId: string; mode: EarnMode } | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const rateList = rates.data ?? [];
  // Wallets Earn is open for, and any still holding an Earn balance (withdrawals stay open).
  const earnWallets = (wallets.data ?? []).filter(
    (w) => rateList.some((r) => r.coinCode === w.coin.code) || positive(w.investBalance),
  );
  // Coins in maintenance keep their balances on show but offer no move (docs/decisions/0017).
  const movable = outOfMaintenance(earnWallets);
  const termsNeeded = me.data ? needsEarnTerms(me.data.termsInvestmentVersion) : false;
  const ready = Boolean(me.data && wallets.data && rates.data);
  const current = choice ?? { walletId: movable[0]?.id ?? '', mode: 'deposit' as const };
  const move = (walletId: string, mode: EarnMode) => {
    setChoice({ walletId, mode });
    formRef.current?.scrollIntoView?.({ block: 'start' });
    // After the form re-renders with the chosen wallet and direction, put focus on its amount.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLInputElement>('[data-testid="earn-amount"]')?.focus(),
    );
  };
  const error = me.error ?? wallets.error ?? rates.error;

  return (
    <ShellPage bare title={t('earn.title')} lead={t('earn.lead')}>
      {error ? <FormAlert>{errorMessage(error, t)}</FormAlert> : null}
      {!ready && !error ? <p className="text-fg-muted">{t('app.loading')}</p> : null}
      {ready ? (
        <>
          {termsNeeded ? <EarnTerms /> : null}
          <MaintenanceCoinsNote wallets={earnWallets} where="earn" />
          <Section title={t('earn.balancesTitle')} lead={t('earn.balancesLead')} testId="earn-balances">
            {earnWallets.length === 0 ? (
              <p className="text-sm text-fg-muted">{t('earn.noWallets')}</p>
            ) : (
              <EarnWallets wallets={earnWallets} rates={rateList} canMove={!termsNeeded} onMove={move} />
            )}
          </Section>
          {!termsNeeded && movable.length > 0 ? (
            <div ref={formRef} className="scroll-mt-20">
              <Section title={t('earn.moveTitle')} lead={t('earn.moveLead')} testId="earn-move">
                <EarnMoveForm
                  key={`${current.walletId}-${current.mode}`}
                  wallets={movable}
                  rates={rateList}
                  walletId={current.walletId}
                  mode={current.mode}
                  onChoose={(walletId, mode) => setChoice({ walletId, mode })}
                />
              </Section>
            </div>
          ) : null}
          <InterestHistory />
        </>
      ) : null}
    </ShellPage>
  );
}
