import type { CardView } from '@coffer/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { FormAlert, SubmitButton, TextField } from '../../lib/ui/form';
import { keepValue } from '../../lib/ui/keep-value';
import { Section } from '../../lib/ui/Section';
import { useCardStatus } from './api';

/** Activation with the printed last four digits and CVC2 (`invalid_card_cvc2` on a mismatch). */
export function ActivateForm({ card }: { card: CardView }) {
  const { t } = useTranslation('card');
  const { t: common } = useTranslation();
  const status = useCardStatus(card.id);
  const [lastDigits, setLastDigits] = useState('');
  const [cvc2, setCvc2] = useState('');
  const [touched, setTouched] = useState(false);
  const digitsError = touched && !/^\d{4}$/.test(lastDigits) ? t('activate.digits', { count: 4 }) : undefined;
  const cvcError = touched && !/^\d{3}$/.test(cvc2) ? t('activate.digits', { count: 3 }) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (/^\d{4}$/.test(lastDigits) && /^\d{3}$/.test(cvc2)) status.mutate({ status: 'ACTIVE', lastDigits, cvc2 });
  };
  return (
    <Section
      title={t('activate.title')}
      lead={card.shipped ? t('activate.lead') : t('activate.waiting')}
      testId="card-activate"
    >
      {card.shipped ? (
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          {status.isError ? (
            <div className="sm:col-span-2">
              <FormAlert>{errorMessage(status.error, common)}</FormAlert>
            </div>
          ) : null}
          <TextField
            label={t('activate.lastDigits')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={lastDigits}
            error={digitsError}
            onChange={(e) => setLastDigits(keepValue(e.target, e.target.value.trim()))}
            data-testid="card-last-digits"
          />
          <TextField
            label={t('activate.cvc2')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            value={cvc2}
            error={cvcError}
            onChange={(e) => setCvc2(e.target.value.trim())}
            data-testid="card-cvc2"
          />
          <SubmitButton pending={status.isPending} className="sm:justify-self-start">
            {t('activate.button')}
          </SubmitButton>
        </form>
      ) : (
        <p className="text-fg-muted">{t('face.notShipped')}</p>
      )}
    </Section>
  );
}
