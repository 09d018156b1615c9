import type { ExchangeRate, Wallet } from '@coffer/contract';
import { formatExactDecimal, readExactDecimal } from '@coffer/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmountInput } from '../../lib/amount-input';
import { errorMessage } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { SubmitButton, TextField } from '../../lib/ui/form';
import { buttonClass } from '../../lib/ui/styles';
import { WalletPickerField } from '../wallet/WalletPicker';
import { amountFromFor, amountToFor, exchangeFieldError, rateText } from './exchange-math';
import { useExchangeRate } from './queries';

export interface ExchangeValues {
  fromId: string;
  toId: string;
  /** What the user typed (in the language's marks), on the side they typed it; the other side is computed from the rate. */
  amount: string;
  side: 'from' | 'to';
}

interface ExchangeFormProps {
  wallets: Wallet[];
  initial: ExchangeValues;
  onReview: (values: ExchangeValues, amountFrom: string, rate: ExchangeRate) => void;
}

/** The amount sold, plain: typed, or computed (rounded down) from the amount wanted; `values.amount` is plain here. */
export function amountSold(values: ExchangeValues, rate: ExchangeRate | undefined, from?: Wallet, to?: Wallet) {
  if (values.side === 'from') return values.amount.trim();
  if (!rate?.rate || !from || !to) return '';
  return amountFromFor(values.amount, rate.rate, rate.precisionAmount, to.coin.decimals) ?? '';
}

/** Step 1: the two wallets and an amount on either side, at the live rate. */
export function ExchangeForm({ wallets, initial, onReview }: ExchangeFormProps) {
  const { t } = useTranslation();
  const { coin } = useFormatters();
  const amounts = useAmountInput();
  const [values, setValues] = useState<ExchangeValues>(initial);
  const [touched, setTouched] = useState(initial.amount !== '');
  const from = wallets.find((wallet) => wallet.id === values.fromId);
  const to = wallets.find((wallet) => wallet.id === values.toId);
  const fromCode = from?.coin.code ?? null;
  const toCode = to?.coin.code ?? null;
  const rate = useExchangeRate(fromCode, toCode);
  const quote = rate.data;
  const usable = quote?.exchangeable && quote.rate ? quote : undefined;

  // What was typed, read in the language's marks ("0,5" in French); null when it is no amount there.
  const typed = amounts.read(values.amount);
  const sold = amountSold({ ...values, amount: typed ?? '' }, usable, from, to);
  const bought =
    values.side === 'to'
      ? (typed ?? '')
      : usable?.rate && from && to
        ? (amountToFor(sold, usable.rate, from.coin.decimals, to.coin.decimals) ?? '')
        : '';
  const fieldError = typed === null ? 'amount' : from ? exchangeFieldError(sold, from.balance, usable ?? null) : null;
  const shownError = touched && fieldError ? t(`validation.${fieldError}` as 'validation.required') : undefined;

  const update = (next: Partial<ExchangeValues>) => setValues((current) => ({ ...current, ...next }));
  const choose = (which: 'fromId' | 'toId', id: string) => {
    const other = which === 'fromId' ? values.toId : values.fromId;
    // Choosing the other side's wallet swaps the two, so from and to always differ.
    if (id === other) update({ fromId: values.toId, toId: values.fromId });
    else update({ [which]: id });
  };
  const fillMax = () => {
    if (!from) return;
    const balance = readExactDecimal(from.balance);
    update({ amount: amounts.write(balance ? formatExactDecimal(balance) : from.balance), side: 'from' });
    setTouched(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (usable && !fieldError && sold !== '') onReview({ ...values, amount: values.amount.trim() }, sold, usable);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" data-testid="exchange-form">
      <div className="grid gap-4 sm:grid-cols-[1fr_auto_1fr] sm:items-end">
        <WalletPickerField
          label={t('exchange.from')}
          value={values.fromId}
          wallets={wallets}
          testId="exchange-from"
          onChange={(id) => choose('fromId', id)}
        />
        <button
          type="button"
          className={`${buttonClass.secondary} !px-4`}
          onClick={() => update({ fromId: values.toId, toId: values.fromId, amount: '', side: 'from' })}
        >
          <span aria-hidden="true">⇄</span> {t('exchange.swap')}
        </button>
        <WalletPickerField
          label={t('exchange.to')}
          value={values.toId}
          wallets={wallets}
          testId="exchange-to"
          onChange={(id) => choose('toId', id)}
        />
      </div>

      <div className="rounded-xl border border-border bg-surface-2 px-4 py-3 text-sm" data-testid="exchange-rate">
        {rate.isError ? <span className="text-danger-fg">{errorMessage(rate.error, t)}</span> : null}
        {rate.isPending && fromCode && toCode ? (
          <span className="text-fg-muted">{t('exchange.rateLoading')}</span>
        ) : null}
        {quote && !usable ? <span className="text-danger-fg">{t('exchange.notExchangeable')}</span> : null}
        {usable?.rate && fromCode && toCode ? (
          <>
            <p className="font-semibold text-fg">
              {t('exchange.rate', { from: fromCode, rate: amounts.decimal(rateText(usable.rate)), to: toCode })}
            </p>
            {usable.minAmount && usable.maxAmount ? (
              <p className="mt-0.5 text-fg" data-testid="exchange-limits">
                {t('exchange.limits', {
                  min: coin(usable.minAmount, fromCode),
                  max: coin(usable.maxAmount, fromCode),
                })}
              </p>
            ) : null}
            <p className="mt-0.5 text-fg-muted">{t('exchange.rateRefresh')}</p>
          </>
        ) : null}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('exchange.amountFrom', { coin: fromCode ?? '' })}
          inputMode="decimal"
          autoComplete="off"
          data-testid="exchange-amount-from"
          value={values.side === 'from' ? values.amount : amounts.write(sold)}
          error={shownError}
          hint={from ? t('exchange.available', { amount: coin(from.balance, from.coin.code) }) : undefined}
          onChange={(event) => update({ amount: event.target.value, side: 'from' })}
          onBlur={() => setTouched(true)}
          addon={
            <button type="button" className={`${buttonClass.secondary} shrink-0 !px-4`} onClick={fillMax}>
              {t('exchange.max')}
            </button>
          }
        />
        <TextField
          label={t('exchange.amountTo', { coin: toCode ?? '' })}
          inputMode="decimal"
          autoComplete="off"
          data-testid="exchange-amount-to"
          value={values.side === 'to' ? values.amount : amounts.write(bought)}
          hint={t('exchange.toHint')}
          onChange={(event) => update({ amount: event.target.value, side: 'to' })}
          onBlur={() => setTouched(true)}
        />
      </div>
      <SubmitButton pending={false} className="sm:justify-self-start">
        {t('exchange.review')}
      </SubmitButton>
    </form>
  );
}
