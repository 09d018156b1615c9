import { createExchange, type ExchangeRate, type ExchangeView, getExchangeRate, type Wallet } from '@coffer/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmountInput } from '../../lib/amount-input';
import { apiCall } from '../../lib/api/client';
import { useIdempotencyKey } from '../../lib/api/idempotency';
import { errorCode, errorMessage } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { FormAlert, SubmitButton } from '../../lib/ui/form';
import { buttonClass } from '../../lib/ui/styles';
import { amountToFor, rateText } from './exchange-math';
import { exchangeRateKey } from './queries';

interface ExchangeConfirmProps {
  from: Wallet;
  to: Wallet;
  amountFrom: string;
  rate: ExchangeRate;
  /** The active tier's exchange cashback fraction, null when it has none. */
  cashback: string | null;
  onRequote: (rate: ExchangeRate) => void;
  onBack: () => void;
  onDone: (exchange: ExchangeView) => void;
}

/**
 * Step 2: both amounts, the rate and the cashback, then POST /exchange with an Idempotency-Key.
 * An expired quote (rate_expired) is quoted again and shown for another confirmation.
 */
export function ExchangeConfirm({
  from,
  to,
  amountFrom,
  rate,
  cashback,
  onRequote,
  onBack,
  onDone,
}: ExchangeConfirmProps) {
  const { t } = useTranslation();
  const { coin, percent } = useFormatters();
  const amounts = useAmountInput();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const [requoted, setRequoted] = useState(false);
  const fromCode = from.coin.code;
  const toCode = to.coin.code;
  const rateValue = rate.rate ?? '';
  const amountTo = amountToFor(amountFrom, rateValue, from.coin.decimals, to.coin.decimals) ?? '0';

  const exchangeCall = useMutation({
    mutationFn: async () => {
      const body = { walletFromId: from.id, walletToId: to.id, amount: amountFrom, rate: rateValue };
      try {
        return await apiCall(createExchange, { body, idempotencyKey: idempotency.keyFor(body) });
      } catch (error) {
        if (errorCode(error) !== 'rate_expired') throw error;
        const fresh = await queryClient.fetchQuery({
          queryKey: exchangeRateKey(fromCode, toCode),
          queryFn: () => apiCall(getExchangeRate, { params: { from: fromCode, to: toCode } }),
          staleTime: 0,
        });
        setRequoted(true);
        onRequote(fresh);
        return null;
      }
    },
    onSuccess: (exchange) => {
      if (exchange) onDone(exchange);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRequoted(false);
    exchangeCall.mutate();
  };

  const rows = [
    { id: 'from', label: t('exchange.youSell'), value: coin(amountFrom, fromCode) },
    { id: 'to', label: t('exchange.youGet'), value: coin(amountTo, toCode) },
    {
      id: 'rate',
      label: t('exchange.rateLabel'),
      value: t('exchange.rate', { from: fromCode, rate: amounts.decimal(rateText(rateValue)), to: toCode }),
    },
    cashback
      ? {
          id: 'cashback',
          label: t('exchange.cashback'),
          value: t('exchange.cashbackValue', { percent: percent(cashback) }),
        }
      : null,
  ].filter((row): row is { id: string; label: string; value: string } => row !== null);

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" data-testid="exchange-confirm">
      <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4 sm:gap-y-2" data-testid="exchange-quote">
        {rows.map((row) => (
          <div key={row.id} className="grid gap-0.5 sm:contents" data-testid={`quote-${row.id}`}>
            <dt className="font-medium text-fg-muted">{row.label}</dt>
            <dd className={`break-all text-fg ${row.id === 'to' ? 'font-semibold' : ''}`}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <div aria-live="polite">{requoted ? <FormAlert tone="info">{t('exchange.requoted')}</FormAlert> : null}</div>
      {exchangeCall.isError ? <FormAlert>{errorMessage(exchangeCall.error, t)}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={exchangeCall.isPending}>{t('exchange.confirm')}</SubmitButton>
        <button type="button" className={buttonClass.ghost} onClick={onBack} disabled={exchangeCall.isPending}>
          {t('exchange.edit')}
        </button>
      </div>
    </form>
  );
}
