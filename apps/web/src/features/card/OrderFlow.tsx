import type { BodyOf, orderCard } from '@coffer/contract';
import { removeEmptyStrings, TERMS_VERSION_CARD } from '@coffer/domain';
import { isValid as isUkPostcode } from 'postcode';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorCode, errorMessage } from '../../lib/errors';
import { useMe } from '../../lib/session/use-me';
import { CheckboxField } from '../../lib/ui/CheckboxField';
import { FormAlert, linkClass, SubmitButton, TextField } from '../../lib/ui/form';
import { SelectField } from '../../lib/ui/SelectField';
import { buttonClass } from '../../lib/ui/styles';
import { useTermsAcceptance } from '../terms/use-terms-acceptance';
import { useWallets } from '../wallet/queries';
import { useOrderCard } from './api';
import { Benefits } from './Benefits';
import { type CardFormDraft, clearCardForm, readCardForm, saveCardForm } from './settings';

const STEPS = ['stepBenefits', 'stepTerms', 'stepCoin', 'stepAddress', 'stepReview'] as const;
type AddressField = 'deliveryStreet' | 'deliveryStreetNumber' | 'deliveryTown' | 'deliveryPostCode';
const ADDRESS: { field: AddressField; label: string; autoComplete: string }[] = [
  { field: 'deliveryStreet', label: 'street', autoComplete: 'address-line1' },
  { field: 'deliveryStreetNumber', label: 'streetNumber', autoComplete: 'address-line2' },
  { field: 'deliveryTown', label: 'town', autoComplete: 'address-level2' },
  { field: 'deliveryPostCode', label: 'postCode', autoComplete: 'postal-code' },
];

function CardTerms() {
  const { t } = useTranslation('card');
  const { t: common } = useTranslation();
  const { checked, setChecked, error, accept, submit } = useTermsAcceptance({ termsCardVersion: TERMS_VERSION_CARD });
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" data-testid="card-terms">
      {accept.isError ? <FormAlert>{errorMessage(accept.error, common)}</FormAlert> : null}
      <Link to="/terms/card" className={linkClass} target="_blank" rel="noopener">
        {t('order.termsRead')}
      </Link>
      <CheckboxField
        label={t('order.termsAccept', { version: TERMS_VERSION_CARD })}
        checked={checked}
        error={error}
        onChange={(event) => setChecked(event.target.checked)}
      />
      <SubmitButton pending={accept.isPending} className="sm:justify-self-start">
        {t('order.termsButton')}
      </SubmitButton>
    </form>
  );
}

/** The order flow (benefits, terms, funding coin, UK address, review); the draft lives in the saved setting `cardForm`. */
export function OrderFlow() {
  const { t } = useTranslation('card');
  const { t: common } = useTranslation();
  const me = useMe();
  const wallets = useWallets();
  const order = useOrderCard();
  const [draft, setDraft] = useState<CardFormDraft>(readCardForm);
  const [touched, setTouched] = useState(false);
  useEffect(() => saveCardForm(draft), [draft]);
  const termsAccepted = me.data?.termsCardVersion === TERMS_VERSION_CARD;
  const coins = (wallets.data ?? []).map((w) => w.coin.code).filter((code) => code !== 'AMN');
  const coinCode = coins.includes(draft.coinCode) ? draft.coinCode : (coins[0] ?? '');
  const set = (patch: Partial<CardFormDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const fieldError = (field: AddressField) => {
    if (!touched) return undefined;
    if (!draft[field].trim()) return t('order.required');
    if (field === 'deliveryPostCode' && !isUkPostcode(draft[field])) return t('order.postCodeInvalid');
    return undefined;
  };
  const addressValid = ADDRESS.every(({ field }) => draft[field].trim()) && isUkPostcode(draft.deliveryPostCode);
  const canContinue = draft.step !== 1 || termsAccepted;
  const next = (event: FormEvent) => {
    event.preventDefault();
    if (draft.step === 3) {
      setTouched(true);
      if (!addressValid) return;
    }
    if (draft.step === 2) set({ coinCode });
    if (draft.step < STEPS.length - 1) set({ step: draft.step + 1 });
    else
      order.mutate(
        // Section 5: card-create payloads lose their empty strings.
        removeEmptyStrings({
          coinCode,
          deliveryStreet: draft.deliveryStreet,
          deliveryStreetNumber: draft.deliveryStreetNumber,
          deliveryTown: draft.deliveryTown,
          deliveryPostCode: draft.deliveryPostCode,
          deliveryCountry: 'GB',
        }) as BodyOf<typeof orderCard>,
        { onSuccess: clearCardForm },
      );
  };
  const step = STEPS[draft.step] ?? 'stepBenefits';
  return (
    <div className="grid gap-5" data-testid="card-order">
      <p className="text-sm text-fg-muted" aria-live="polite">
        {t('order.progress', { step: draft.step + 1, total: STEPS.length })} · {t(`order.${step}`)}
      </p>
      <h2 className="text-lg font-semibold text-fg">{t(`order.${step}`)}</h2>
      {draft.step === 0 ? <Benefits /> : null}
      {draft.step === 1 ? (
        termsAccepted ? (
          <FormAlert tone="success">{t('order.termsAccepted', { version: TERMS_VERSION_CARD })}</FormAlert>
        ) : (
          <CardTerms />
        )
      ) : null}
      <form noValidate onSubmit={next} className="grid gap-4">
        {draft.step === 2 ? (
          coins.length ? (
            <SelectField
              label={t('order.coin')}
              value={coinCode}
              options={coins.map((code) => ({ value: code, label: code }))}
              onChange={(value) => set({ coinCode: value })}
              testId="card-coin"
            />
          ) : (
            <FormAlert tone="info">{t('order.noWallets')}</FormAlert>
          )
        ) : null}
        {draft.step === 3 ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {ADDRESS.map(({ field, label, autoComplete }) => (
              <TextField
                key={field}
                label={t(`order.${label}` as 'order.street')}
                value={draft[field]}
                autoComplete={autoComplete}
                maxLength={field === 'deliveryPostCode' ? 10 : 128}
                error={fieldError(field)}
                aria-invalid={fieldError(field) ? true : undefined}
                onChange={(event) => set({ [field]: event.target.value })}
                data-testid={`card-${field}`}
              />
            ))}
            <TextField label={t('order.country')} value={t('order.unitedKingdom')} readOnly />
          </div>
        ) : null}
        {draft.step === 4 ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-fg" data-testid="card-review">
            <dt className="text-fg-muted">{t('order.reviewCoin')}</dt>
            <dd>{coinCode}</dd>
            <dt className="text-fg-muted">{t('order.reviewAddress')}</dt>
            <dd className="[overflow-wrap:anywhere]">
              {draft.deliveryStreetNumber} {draft.deliveryStreet}, {draft.deliveryTown}{' '}
              {draft.deliveryPostCode.toUpperCase()}, {t('order.unitedKingdom')}
            </dd>
          </dl>
        ) : null}
        {order.isError ? (
          <FormAlert>
            {errorMessage(order.error, common)}{' '}
            {errorCode(order.error) === 'kyc_not_confirmed' ? (
              <Link to="/auth/kyc" className={linkClass}>
                {t('order.kycLink')}
              </Link>
            ) : null}
          </FormAlert>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {draft.step > 0 ? (
            <button type="button" className={buttonClass.secondary} onClick={() => set({ step: draft.step - 1 })}>
              {t('order.back')}
            </button>
          ) : null}
          <button
            type="submit"
            className={buttonClass.primary}
            disabled={order.isPending || !canContinue || (draft.step === 2 && !coins.length)}
            aria-busy={order.isPending || undefined}
            data-testid="card-order-next"
          >
            {draft.step === STEPS.length - 1 ? t('order.submit') : t('order.next')}
          </button>
        </div>
      </form>
    </div>
  );
}
