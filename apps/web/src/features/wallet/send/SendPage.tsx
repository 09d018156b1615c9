import type { SendQuote, TransactionView } from '@coffer/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../lib/errors';
import { FormAlert, linkClass } from '../../../lib/ui/form';
import { ShellPage } from '../../../lib/ui/ShellPage';
import { CoinPausedNotice, withdrawalsPaused } from '../CoinPausedNotice';
import { invalidateMoney, useAccountStatus, useWalletOf } from '../queries';
import { walletPath } from '../transaction-link';
import { SendConfirm } from './SendConfirm';
import { SendForm } from './SendForm';
import { SendResult } from './SendResult';
import type { SendContext, SendValues } from './send-schema';

type Step = { name: 'form' } | { name: 'confirm'; quote: SendQuote } | { name: 'done'; transaction: TransactionView };

const EMPTY: SendValues = { to: '', amount: '', tag: '' };

/** /auth/wallet/:coinCode/send — send to an address, an IBAN or a Coffer user's email. */
export function SendPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { coinCode = '' } = useParams();
  const { wallet, error } = useWalletOf(coinCode);
  const status = useAccountStatus();
  const [values, setValues] = useState<SendValues>(EMPTY);
  const [step, setStep] = useState<Step>({ name: 'form' });
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const code = (wallet?.coin.code ?? coinCode).toUpperCase();

  // Each step change moves focus to its heading, so screen readers hear where they are.
  useEffect(() => {
    if (step.name !== 'form') stepHeading.current?.focus();
  }, [step.name]);

  const context: SendContext | null = wallet
    ? {
        coinCode: wallet.coin.code,
        network: wallet.network,
        balance: wallet.balance,
        minTransfer: status.data?.coins.find((coin) => coin.code === wallet.coin.code)?.min_transfer ?? null,
        decimals: wallet.coin.decimals,
      }
    : null;
  const title = { form: t('send.stepForm'), confirm: t('send.stepConfirm'), done: t('send.stepDone') }[step.name];

  return (
    <ShellPage bare title={t('send.title', { coin: code })} lead={t('send.lead')}>
      <p>
        <Link to={walletPath(code)} className={linkClass}>
          {t('send.backToWallet')}
        </Link>
      </p>
      {wallet === undefined ? (
        error ? (
          <FormAlert>{errorMessage(error, t)}</FormAlert>
        ) : (
          <p className="text-fg-muted">{t('app.loading')}</p>
        )
      ) : null}
      {wallet === null ? <FormAlert tone="info">{t('wallet.none', { coin: code })}</FormAlert> : null}
      {wallet ? <CoinPausedNotice wallet={wallet} kind="withdraw" /> : null}
      {wallet && context && !withdrawalsPaused(wallet) ? (
        <section
          aria-labelledby="send-step"
          className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6"
        >
          <h2
            id="send-step"
            ref={stepHeading}
            tabIndex={-1}
            className="mb-4 text-lg font-semibold text-fg outline-none"
          >
            {title}
          </h2>
          <div>
            {step.name === 'form' ? (
              <SendForm
                wallet={wallet}
                context={context}
                initial={values}
                onQuote={(next, quote) => {
                  setValues(next);
                  setStep({ name: 'confirm', quote });
                }}
              />
            ) : null}
            {step.name === 'confirm' ? (
              <SendConfirm
                wallet={wallet}
                values={values}
                quote={step.quote}
                onBack={() => setStep({ name: 'form' })}
                onSent={(transaction) => {
                  setStep({ name: 'done', transaction });
                  void invalidateMoney(queryClient);
                }}
              />
            ) : null}
            {step.name === 'done' ? (
              <SendResult
                transaction={step.transaction}
                onAgain={() => {
                  setValues(EMPTY);
                  setStep({ name: 'form' });
                }}
              />
            ) : null}
          </div>
        </section>
      ) : null}
    </ShellPage>
  );
}
