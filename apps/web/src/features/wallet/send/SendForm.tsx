import { askSend, type SendQuote, type Wallet } from '@coffer/contract';
import { formatExactDecimal, readExactDecimal } from '@coffer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAmountInput } from '../../../lib/amount-input';
import { apiCall } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/errors';
import { useFormatters } from '../../../lib/format';
import { FormAlert, SubmitButton, TextField, useFieldError } from '../../../lib/ui/form';
import { buttonClass } from '../../../lib/ui/styles';
import { type SendContext, type SendValues, sendSchema, sendTarget } from './send-schema';
import { GbpRecipient } from './UkAccountFields';

interface SendFormProps {
  wallet: Wallet;
  context: SendContext;
  initial: SendValues;
  onQuote: (values: SendValues, quote: SendQuote) => void;
}

/** Step 1: where to and how much; ask-send checks it, quotes the fee and sends the code. */
export function SendForm({ wallet, context, initial, onQuote }: SendFormProps) {
  const { t } = useTranslation();
  const { coin } = useFormatters();
  const code = wallet.coin.code;
  const amounts = useAmountInput();
  // Amounts are typed in the language's marks; the schema hands back plain ones (so `initial` is plain).
  const { register, handleSubmit, formState, setValue } = useForm<SendValues>({
    resolver: zodResolver(sendSchema(context, amounts.read)),
    mode: 'onTouched',
    defaultValues: { ...initial, amount: amounts.write(initial.amount) },
  });
  const fieldError = useFieldError(formState);
  const quote = useMutation({
    mutationFn: (values: SendValues) => apiCall(askSend, { params: { id: wallet.id }, body: sendTarget(values, code) }),
    onSuccess: (answer, values) => onQuote(values, answer),
  });
  const fillMax = () => {
    const balance = readExactDecimal(wallet.balance);
    setValue('amount', amounts.write(balance ? formatExactDecimal(balance) : wallet.balance), {
      shouldTouch: true,
      shouldValidate: true,
      shouldDirty: true,
    });
  };

  const toField = (
    <TextField
      label={t(code === 'EUR' ? 'bank.toEur' : 'send.to')}
      hint={t(code === 'EUR' ? 'send.toHintEur' : code === 'GBP' ? 'send.toHintGbp' : 'send.toHint', { coin: code })}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      error={fieldError('to')}
      {...register('to')}
    />
  );

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => quote.mutate(values))}
      className="grid gap-4"
      data-testid="send-form"
    >
      {quote.isError ? <FormAlert>{errorMessage(quote.error, t)}</FormAlert> : null}
      {code === 'GBP' ? (
        <GbpRecipient
          to={initial.to}
          setTo={(to) => setValue('to', to, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
          submitted={formState.isSubmitted}
          otherField={toField}
        />
      ) : (
        toField
      )}
      <TextField
        label={t('send.amount', { coin: code })}
        inputMode="decimal"
        autoComplete="off"
        hint={
          <>
            {t('send.available', { amount: coin(wallet.balance, code) })}
            {context.minTransfer ? ` · ${t('send.minimum', { amount: coin(context.minTransfer, code) })}` : ''}
          </>
        }
        error={fieldError('amount')}
        addon={
          <button type="button" className={`${buttonClass.secondary} shrink-0 !px-4`} onClick={fillMax}>
            {t('send.max')}
          </button>
        }
        {...register('amount')}
      />
      {code === 'XRP' ? (
        <TextField
          label={t('send.tag')}
          hint={t('send.tagHint')}
          inputMode="numeric"
          autoComplete="off"
          error={fieldError('tag')}
          {...register('tag')}
        />
      ) : null}
      <SubmitButton pending={quote.isPending} className="sm:justify-self-start">
        {t('send.review')}
      </SubmitButton>
    </form>
  );
}
