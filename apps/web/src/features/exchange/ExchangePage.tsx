import type { ExchangeRate, ExchangeView, Wallet } from '@coffer/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { FormAlert, linkClass } from '../../lib/ui/form';
import { ShellPage } from '../../lib/ui/ShellPage';
import { buttonClass, cardClass } from '../../lib/ui/styles';
import { MaintenanceCoinsNote, outOfMaintenance } from '../wallet/CoinPausedNotice';
import { invalidateMoney, useWallets } from '../wallet/queries';
import { walletPath } from '../wallet/transaction-link';
import { ExchangeConfirm } from './ExchangeConfirm';
import { ExchangeForm, type ExchangeValues } from './ExchangeForm';
import { useExchangeCashback } from './queries';

type Step =
  | { name: 'form' }
  | { name: 'confirm'; amountFrom: string; rate: ExchangeRate }
  | { name: 'done'; exchange: ExchangeView };

/** From EUR to BTC by default (or the `from` and `to` of the link), else the first two wallets. */
function initialValues(wallets: Wallet[], fromCode: string | null, toCode: string | null): ExchangeValues {
  const byCode = (code: string | null | undefined) => wallets.find((w) => w.coin.code === code?.toUpperCase());
  const from = byCode(fromCode) ?? byCode('EUR') ?? wallets[0];
  const to = [byCode(toCode), byCode('BTC'), ...wallets].find((w) => w !== undefined && w.id !== from?.id) ?? undefined;
  return { fromId: from?.id ?? '', toId: to?.id ?? '', amount: '', side: 'from' };
}

function ExchangeResult({ exchange, onAgain }: { exchange: ExchangeView; onAgain: () => void }) {
  const { t } = useTranslation();
  const { coin } = useFormatters();
  return (
    <div className="grid gap-4" data-testid="exchange-result">
      <FormAlert tone="success">
        {t('exchange.done', {
          from: coin(exchange.amountFrom, exchange.fromCoinCode),
          to: coin(exchange.amountTo, exchange.toCoinCode),
        })}
      </FormAlert>
      {exchange.transactionCashback ? <p className="text-sm text-fg-muted">{t('exchange.cashbackPaid')}</p> : null}
      <div className="flex flex-wrap gap-3">
        <Link to={walletPath(exchange.toCoinCode)} className={buttonClass.primary}>
          {t('exchange.viewWallet', { coin: exchange.toCoinCode })}
        </Link>
        <button type="button" className={buttonClass.ghost} onClick={onAgain}>
          {t('exchange.again')}
        </button>
      </div>
    </div>
  );
}

/** /auth/exchange — sell one wallet's coin for another's at the quoted rate. */
export function ExchangePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const wallets = useWallets();
  const cashback = useExchangeCashback();
  const [values, setValues] = useState<ExchangeValues | null>(null);
  const [step, setStep] = useState<Step>({ name: 'form' });
  const stepHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (step.name !== 'form') stepHeading.current?.focus();
  }, [step.name]);

  const list = outOfMaintenance(wallets.data ?? []);
  const current = values ?? initialValues(list, params.get('from'), params.get('to'));
  const from = list.find((w) => w.id === current.fromId);
  const to = list.find((w) => w.id === current.toId);
  const title = { form: t('exchange.stepForm'), confirm: t('exchange.stepConfirm'), done: t('exchange.stepDone') }[
    step.name
  ];

  return (
    <ShellPage bare title={t('exchange.title')} lead={t('exchange.lead')}>
      {wallets.isError ? <FormAlert>{errorMessage(wallets.error, t)}</FormAlert> : null}
      {wallets.isPending ? <p className="text-fg-muted">{t('app.loading')}</p> : null}
      <MaintenanceCoinsNote wallets={wallets.data ?? []} where="exchange" />
      {wallets.data && list.length < 2 ? (
        <FormAlert tone="info">
          {t('exchange.needTwo')}{' '}
          <Link to="/auth/dashboard" className={linkClass}>
            {t('exchange.toDashboard')}
          </Link>
        </FormAlert>
      ) : null}
      {wallets.data && list.length >= 2 ? (
        <section aria-labelledby="exchange-step" className={cardClass}>
          <h2
            id="exchange-step"
            ref={stepHeading}
            tabIndex={-1}
            className="mb-4 text-lg font-semibold text-fg outline-none"
          >
            {title}
          </h2>
          {step.name === 'form' ? (
            <ExchangeForm
              wallets={list}
              initial={current}
              onReview={(next, amountFrom, rate) => {
                setValues(next);
                setStep({ name: 'confirm', amountFrom, rate });
              }}
            />
          ) : null}
          {step.name === 'confirm' && from && to ? (
            <ExchangeConfirm
              from={from}
              to={to}
              amountFrom={step.amountFrom}
              rate={step.rate}
              cashback={cashback}
              onRequote={(rate) => setStep({ name: 'confirm', amountFrom: step.amountFrom, rate })}
              onBack={() => setStep({ name: 'form' })}
              onDone={(exchange) => {
                setStep({ name: 'done', exchange });
                void invalidateMoney(queryClient);
              }}
            />
          ) : null}
          <div aria-live="polite">
            {step.name === 'done' ? (
              <ExchangeResult
                exchange={step.exchange}
                onAgain={() => {
                  setValues({ ...current, amount: '', side: 'from' });
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
