import type { CardView } from '@coffer/contract';
import { CARD_LIMIT_MAX, CARD_LIMIT_MIN, cardLimitError } from '@coffer/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { useFormatters } from '../../lib/format';
import { FormAlert, SubmitButton, TextField } from '../../lib/ui/form';
import { Section } from '../../lib/ui/Section';
import { useUpdateCard } from './api';
import { setMonthlyLimitToggle, useMonthlyLimitToggle } from './settings';

/** The month's spend against the limit (domain monthly spend, computed by the server). */
export function SpendBar({ card }: { card: CardView }) {
  const { t } = useTranslation('card');
  const { fiat } = useFormatters();
  const spent = Number(card.monthlySpend);
  const share = Math.max(0, Math.min(100, (spent / card.monthlyLimit) * 100));
  return (
    <div className="grid gap-2" data-testid="card-spend">
      <div className="flex justify-between gap-3 text-sm">
        <span className="text-fg-muted">{t('limit.spend')}</span>
        <span className="tabular-nums text-fg" data-testid="card-spend-text">
          {t('limit.spendOf', { spent: fiat(card.monthlySpend, 'EUR'), limit: fiat(String(card.monthlyLimit), 'EUR') })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('limit.spend')}
        aria-valuemin={0}
        aria-valuemax={card.monthlyLimit}
        aria-valuenow={Math.max(0, spent)}
        className="h-3 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={`h-full rounded-full ${share >= 90 ? 'bg-danger-fg' : 'bg-primary'}`}
          style={{ width: `${share}%` }}
        />
      </div>
    </div>
  );
}

/** The monthly limit (300 to 4000 EUR) behind the saved `mLimit` toggle, with the spend bar. */
export function CardLimit({ card }: { card: CardView }) {
  const { t } = useTranslation('card');
  const { t: common } = useTranslation();
  const open = useMonthlyLimitToggle();
  const update = useUpdateCard(card.id);
  const [value, setValue] = useState(String(card.monthlyLimit));
  const [touched, setTouched] = useState(false);
  const toggleId = useId();
  const invalid = cardLimitError(value) !== null || !/^\d+$/.test(value.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!invalid) update.mutate({ monthlyLimit: Number(value) });
  };
  return (
    <Section title={t('limit.title')} testId="card-limit">
      <div className="grid gap-4">
        <SpendBar card={card} />
        <label htmlFor={toggleId} className="flex min-h-11 items-center gap-3 text-fg">
          <input
            id={toggleId}
            type="checkbox"
            role="switch"
            aria-checked={open}
            checked={open}
            onChange={(e) => setMonthlyLimitToggle(e.target.checked)}
            className="size-5 accent-[var(--primary)]"
            data-testid="card-limit-toggle"
          />
          {t('limit.toggle')}
        </label>
        {open ? (
          <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
            <TextField
              label={t('limit.label', { min: CARD_LIMIT_MIN, max: CARD_LIMIT_MAX })}
              inputMode="numeric"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              error={touched && invalid ? t('limit.invalid', { min: CARD_LIMIT_MIN, max: CARD_LIMIT_MAX }) : undefined}
              data-testid="card-limit-input"
            />
            <SubmitButton pending={update.isPending}>{t('limit.save')}</SubmitButton>
            {update.isSuccess ? <FormAlert tone="success">{t('limit.saved')}</FormAlert> : null}
            {update.isError ? <FormAlert>{errorMessage(update.error, common)}</FormAlert> : null}
          </form>
        ) : null}
      </div>
    </Section>
  );
}
