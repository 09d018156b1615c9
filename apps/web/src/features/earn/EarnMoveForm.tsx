import { type EarnRate, invest, type Wallet, withdrawInvestment } from '@coffer/contract';
import { formatExactDecimal, readExactDecimal } from '@coffer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAmountInput } from '../../lib/amount-input';
import { apiCall } from '../../lib/api/client';
import { useIdempotencyKey } from '../../lib/api/idempotency';
import { errorMessage } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { FormAlert, SubmitButton, TextField } from '../../lib/ui/form';
import { buttonClass } from '../../lib/ui/styles';
import { showToast } from '../../lib/ui/toast';
import { invalidateMoney } from '../wallet/queries';
import { WalletPickerField } from '../wallet/WalletPicker';
import { type EarnMode, earnAmountError } from './earn-math';

interface EarnMoveFormProps {
  wallets: Wallet[];
  rates: EarnRate[];
  walletId: string;
  mode: EarnMode;
  onChoose: (walletId: string, mode: EarnMode) => void;
}

/** Deposit into Earn (POST /investment) or withdraw from it (DELETE /investment), each with an Idempotency-Key. */
export function EarnMoveForm({ wallets, rates, walletId, mode, onChoose }: EarnMoveFormProps) {
  const { t } = useTranslation();
  const { coin } = useFormatters();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const amounts = useAmountInput();
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const wallet = wallets.find((w) => w.id === walletId) ?? wallets[0];
  const code = wallet?.coin.code ?? '';
  const rate = rates.find((r) => r.coinCode === code) ?? null;
  const available = mode === 'deposit' ? (wallet?.balance ?? '0') : (wallet?.investBalance ?? '0');
  // The amount as typed in the language's marks ("0,5" in French), read as a plain decimal.
  const plain = amounts.read(amount);
  const fieldError = !wallet
    ? 'empty'
    : plain === null
      ? 'amount'
      : earnAmountError(plain, mode, {
          balance: wallet.balance,
          invested: wallet.investBalance,
          decimals: wallet.coin.decimals,
          rate,
        });

  const move = useMutation({
    mutationFn: async (body: { walletId: string; amount: string }): Promise<void> => {
      const idempotencyKey = idempotency.keyFor({ mode, ...body });
      if (mode === 'deposit') await apiCall(invest, { body, idempotencyKey });
      else await apiCall(withdrawInvestment, { body, idempotencyKey });
    },
    onSuccess: (_answer, body) => {
      idempotency.reset();
      const message = t(mode === 'deposit' ? 'earn.deposited' : 'earn.withdrawn', { amount: coin(body.amount, code) });
      setDone(message);
      showToast(message, { tone: 'success' });
      setAmount('');
      setTouched(false);
      void invalidateMoney(queryClient);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setDone(null);
    if (wallet && !fieldError && plain) move.mutate({ walletId: wallet.id, amount: plain });
  };
  const fillMax = () => {
    const max = readExactDecimal(available);
    setAmount(amounts.write(max ? formatExactDecimal(max) : available));
    setTouched(true);
  };
  const reset = () => {
    move.reset();
    setDone(null);
    setTouched(false);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" data-testid="earn-form">
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium text-fg">{t('earn.direction')}</legend>
        <div className="flex flex-wrap gap-2">
          {(['deposit', 'withdraw'] as const).map((option) => (
            <label
              key={option}
              className={`${buttonClass.secondary} cursor-pointer has-[:checked]:border-primary has-[:checked]:bg-surface-2 has-[:focus-visible]:outline-2`}
            >
              <input
                type="radio"
                name="earn-mode"
                value={option}
                className="sr-only"
                checked={mode === option}
                onChange={() => {
                  reset();
                  onChoose(walletId, option);
                }}
              />
              {t(option === 'deposit' ? 'earn.deposit' : 'earn.withdraw')}
            </label>
          ))}
        </div>
      </fieldset>
      <WalletPickerField
        label={t('earn.wallet')}
        wallets={wallets}
        value={wallet?.id ?? ''}
        testId="earn-wallet"
        onChange={(id) => {
          reset();
          setAmount('');
          onChoose(id, mode);
        }}
      />
      <TextField
        label={t('earn.amount', { coin: code })}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        data-testid="earn-amount"
        error={touched && fieldError ? t(`validation.${fieldError}` as 'validation.required') : undefined}
        hint={
          <>
            {t(mode === 'deposit' ? 'earn.availableWallet' : 'earn.availableEarn', { amount: coin(available, code) })}
            {rate ? ` · ${t('earn.minimum', { amount: coin(rate.minAmount, code) })}` : ''}
          </>
        }
        onChange={(event) => setAmount(event.target.value)}
        onBlur={() => setTouched(true)}
        addon={
          <button type="button" className={`${buttonClass.secondary} shrink-0 !px-4`} onClick={fillMax}>
            {t('earn.max')}
          </button>
        }
      />
      {mode === 'deposit' && !rate ? <FormAlert tone="info">{t('earn.closed', { coin: code })}</FormAlert> : null}
      {move.isError ? <FormAlert>{errorMessage(move.error, t)}</FormAlert> : null}
      <div aria-live="polite">{done ? <FormAlert tone="success">{done}</FormAlert> : null}</div>
      <SubmitButton pending={move.isPending} className="sm:justify-self-start">
        {t(mode === 'deposit' ? 'earn.depositButton' : 'earn.withdrawButton')}
      </SubmitButton>
    </form>
  );
}
