import { type SendQuote, send, type TransactionView, type Wallet } from '@coffer/contract';
import { matchesValidationPattern } from '@coffer/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../../lib/api/client';
import { useIdempotencyKey } from '../../../lib/api/idempotency';
import { useTransactionValue } from '../../../lib/currency';
import { errorMessage } from '../../../lib/errors';
import { useFormatters } from '../../../lib/format';
import { useMe } from '../../../lib/session/use-me';
import { FormAlert, SubmitButton, TextField } from '../../../lib/ui/form';
import { buttonClass } from '../../../lib/ui/styles';
import { SandboxOutboxLink } from '../../dev/SandboxOutboxLink';
import { type SendValues, sendTarget } from './send-schema';

interface SendConfirmProps {
  wallet: Wallet;
  values: SendValues;
  quote: SendQuote;
  onBack: () => void;
  onSent: (transaction: TransactionView) => void;
}

function QuoteSummary({ wallet, values, quote }: Pick<SendConfirmProps, 'wallet' | 'values' | 'quote'>) {
  const { t } = useTranslation();
  const { coin, fiat } = useFormatters();
  const code = wallet.coin.code;
  const [quotedAt] = useState(() => new Date().toISOString());
  const worth = useTransactionValue({
    coinCode: code,
    amount: quote.amount,
    amountEUR: quote.amountEUR,
    createdAt: quotedAt,
  });
  const rows = [
    { id: 'kind', label: t('send.kind'), value: quote.internal ? t('send.internal') : t('send.withdrawal') },
    quote.recipientName ? { id: 'recipient', label: t('send.recipient'), value: quote.recipientName } : null,
    { id: 'to', label: t('send.to'), value: values.to.trim() },
    values.tag.trim() && code === 'XRP' ? { id: 'tag', label: t('send.tag'), value: values.tag.trim() } : null,
    { id: 'amount', label: t('send.amountLabel'), value: coin(quote.amount, code) },
    { id: 'fee', label: t('send.fee'), value: `${coin(quote.fee, code)} (${fiat(quote.feeEUR, 'EUR')})` },
    { id: 'total', label: t('send.total'), value: coin(quote.total, code) },
    worth.value === null ? null : { id: 'value', label: t('send.value'), value: fiat(worth.value, worth.code) },
    quote.withdrawLimitLeftEUR !== null
      ? { id: 'limit', label: t('send.limitLeft'), value: fiat(quote.withdrawLimitLeftEUR, 'EUR') }
      : null,
  ].filter((row): row is { id: string; label: string; value: string } => row !== null);
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4 sm:gap-y-2" data-testid="send-quote">
      {rows.map((row) => (
        <div key={row.id} className="grid gap-0.5 sm:contents" data-testid={`quote-${row.id}`}>
          <dt className="font-medium text-fg-muted">{row.label}</dt>
          <dd className={`break-all text-fg ${row.id === 'total' ? 'font-semibold' : ''}`}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Step 2: the quote, the 6-digit code when one is needed, then POST send. Each distinct send gets a
 * fresh Idempotency-Key; retrying the very same one (same body) reuses it, so it runs once.
 */
export function SendConfirm({ wallet, values, quote, onBack, onSent }: SendConfirmProps) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [code, setCode] = useState('');
  const [codeTouched, setCodeTouched] = useState(false);
  const idempotency = useIdempotencyKey();
  const codeValid = !quote.codeRequired || matchesValidationPattern('pinCode', code.trim());
  const sendCall = useMutation({
    mutationFn: () => {
      const body = { ...sendTarget(values, wallet.coin.code), ...(quote.codeRequired ? { code: code.trim() } : {}) };
      return apiCall(send, { params: { id: wallet.id }, body, idempotencyKey: idempotency.keyFor(body) });
    },
    onSuccess: onSent,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCodeTouched(true);
    if (codeValid) sendCall.mutate();
  };
  const codeError = codeTouched && !codeValid ? t('validation.pinCode') : undefined;

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" data-testid="send-confirm">
      <QuoteSummary wallet={wallet} values={values} quote={quote} />
      {sendCall.isError ? <FormAlert>{errorMessage(sendCall.error, t)}</FormAlert> : null}
      {quote.codeRequired ? (
        <div className="grid gap-2">
          <FormAlert tone="info">{t(quote.codeChannel === 'totp' ? 'send.codeTotp' : 'send.codeEmail')}</FormAlert>
          {quote.codeChannel === 'totp' ? null : <SandboxOutboxLink email={me?.email} />}
          <TextField
            label={t('send.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            error={codeError}
            data-testid="send-code"
            onChange={(event) => setCode(event.target.value)}
            onBlur={() => setCodeTouched(true)}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={sendCall.isPending}>{t('send.confirm')}</SubmitButton>
        <button type="button" className={buttonClass.ghost} onClick={onBack} disabled={sendCall.isPending}>
          {t('send.edit')}
        </button>
      </div>
    </form>
  );
}
