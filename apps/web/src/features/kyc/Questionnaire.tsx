import {
  KYC_ACCOUNT_PURPOSES,
  KYC_EMPLOYMENT_STATUSES,
  KYC_FUNDS_SOURCES,
  KYC_YEARLY_VOLUMES,
  kycOccupationRequired,
} from '@coffer/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { CheckboxField } from '../../lib/ui/CheckboxField';
import { FormAlert, SubmitButton, TextField } from '../../lib/ui/form';
import { SelectField } from '../../lib/ui/SelectField';
import { sendQuestionnaire } from './api';
import { CountrySelect } from './CountrySelect';

type Employment = (typeof KYC_EMPLOYMENT_STATUSES)[number];
type Funds = (typeof KYC_FUNDS_SOURCES)[number];
type Volume = (typeof KYC_YEARLY_VOLUMES)[number];
type Purpose = (typeof KYC_ACCOUNT_PURPOSES)[number];

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

function Checklist<T extends string>({
  legend,
  items,
  chosen,
  label,
  onToggle,
  error,
  testId,
}: {
  legend: string;
  items: readonly T[];
  chosen: readonly T[];
  label: (item: T) => string;
  onToggle: (item: T) => void;
  error: string | undefined;
  testId: string;
}) {
  return (
    <fieldset className="grid gap-2" data-testid={testId}>
      <legend className="mb-2 text-sm font-medium text-fg">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <CheckboxField
            key={item}
            label={label(item)}
            checked={chosen.includes(item)}
            onChange={() => onToggle(item)}
          />
        ))}
      </div>
      {error ? <p className="text-sm font-medium text-danger-fg">{error}</p> : null}
    </fieldset>
  );
}

/** The questionnaire of a regulated EU/UK wallet (issue 14), answered once. */
export function Questionnaire({ country, onDone }: { country: string; onDone: () => void }) {
  const { t } = useTranslation('kyc');
  const { t: tc } = useTranslation();
  const [employment, setEmployment] = useState<Employment | ''>('');
  const [occupation, setOccupation] = useState('');
  const [funds, setFunds] = useState<Funds[]>([]);
  const [volume, setVolume] = useState<Volume | ''>('');
  const [purpose, setPurpose] = useState<Purpose[]>([]);
  const [pep, setPep] = useState(false);
  const [taxCountry, setTaxCountry] = useState(country);
  const [taxId, setTaxId] = useState('');
  const [tried, setTried] = useState(false);
  const save = useMutation({ mutationFn: sendQuestionnaire, onSuccess: onDone });

  const needsOccupation = employment !== '' && kycOccupationRequired(employment);
  const missing = {
    employment: employment === '',
    occupation: needsOccupation && occupation.trim() === '',
    funds: funds.length === 0,
    volume: volume === '',
    purpose: purpose.length === 0,
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(missing).some(Boolean) || employment === '' || volume === '') return;
    save.mutate({
      employmentStatus: employment,
      ...(needsOccupation ? { occupation: occupation.trim() } : {}),
      sourceOfFunds: funds,
      expectedYearlyVolume: volume,
      accountPurpose: purpose,
      politicallyExposed: pep,
      taxResidency: [{ country: taxCountry, ...(taxId.trim() ? { taxId: taxId.trim() } : {}) }],
    });
  };
  const required = (flag: boolean) => (tried && flag ? t('questionnaire.required') : undefined);
  const pickOne = (flag: boolean) => (tried && flag ? t('questionnaire.pickOne') : undefined);
  const choose = { value: '', label: t('questionnaire.choose') };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" data-testid="kyc-questionnaire">
      <div>
        <h2 className="text-lg font-semibold text-fg">{t('questionnaire.heading')}</h2>
        <p className="mt-1 text-sm text-fg-muted">{t('questionnaire.lead')}</p>
      </div>
      <SelectField
        label={t('questionnaire.employmentStatus')}
        value={employment}
        testId="kyc-employment"
        hint={required(missing.employment)}
        options={[
          choose,
          ...KYC_EMPLOYMENT_STATUSES.map((s) => ({ value: s, label: t(`questionnaire.employment.${s}`) })),
        ]}
        onChange={(value) => setEmployment(value as Employment | '')}
      />
      {needsOccupation ? (
        <TextField
          label={t('questionnaire.occupation')}
          value={occupation}
          maxLength={100}
          autoComplete="organization-title"
          error={required(missing.occupation)}
          onChange={(event) => setOccupation(event.target.value)}
        />
      ) : null}
      <Checklist
        legend={t('questionnaire.sourceOfFunds')}
        items={KYC_FUNDS_SOURCES}
        chosen={funds}
        label={(item) => t(`questionnaire.funds.${item}`)}
        onToggle={(item) => setFunds((list) => toggle(list, item))}
        error={pickOne(missing.funds)}
        testId="kyc-funds"
      />
      <SelectField
        label={t('questionnaire.expectedYearlyVolume')}
        value={volume}
        testId="kyc-volume"
        hint={required(missing.volume)}
        options={[choose, ...KYC_YEARLY_VOLUMES.map((v) => ({ value: v, label: t(`questionnaire.volume.${v}`) }))]}
        onChange={(value) => setVolume(value as Volume | '')}
      />
      <Checklist
        legend={t('questionnaire.accountPurpose')}
        items={KYC_ACCOUNT_PURPOSES}
        chosen={purpose}
        label={(item) => t(`questionnaire.purpose.${item}`)}
        onToggle={(item) => setPurpose((list) => toggle(list, item))}
        error={pickOne(missing.purpose)}
        testId="kyc-purpose"
      />
      <CheckboxField
        label={t('questionnaire.politicallyExposed')}
        checked={pep}
        onChange={(event) => setPep(event.target.checked)}
      />
      <CountrySelect label={t('questionnaire.taxCountry')} value={taxCountry} onChange={setTaxCountry} />
      <TextField
        label={t('questionnaire.taxId')}
        value={taxId}
        maxLength={40}
        onChange={(event) => setTaxId(event.target.value)}
      />
      <div aria-live="polite">{save.error ? <FormAlert>{errorMessage(save.error, tc)}</FormAlert> : null}</div>
      <SubmitButton pending={save.isPending} className="sm:justify-self-start">
        {t('questionnaire.submit')}
      </SubmitButton>
    </form>
  );
}
