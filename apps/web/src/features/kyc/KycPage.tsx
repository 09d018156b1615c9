import type { KycRecordView } from '@coffer/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { useNamespace } from '../../lib/i18n/namespace';
import { useMe } from '../../lib/session/use-me';
import { BusyScreen } from '../../lib/ui/BusyScreen';
import { FormAlert } from '../../lib/ui/form';
import { ShellPage } from '../../lib/ui/ShellPage';
import { buttonClass } from '../../lib/ui/styles';
import { KYC_KEY, useKycRecord } from './api';
import { Capture } from './Capture';
import { CountrySelect } from './CountrySelect';
import { documentCountry, type FlowState, type IdentityType, kycView } from './flow';
import { KYC_LOCALES } from './i18n';
import { setPoaSent, usePoaSent } from './poa-sent';
import { Questionnaire } from './Questionnaire';
import { StatusPanel } from './StatusPanel';

const IDENTITY_TYPES: IdentityType[] = ['PASSPORT', 'ID_CARD', 'DRIVERS'];

function Intro({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation('kyc');
  return (
    <div className="grid gap-4" data-testid="kyc-intro">
      <h2 className="text-lg font-semibold text-fg">{t('intro.heading')}</h2>
      <p className="text-fg">{t('intro.steps')}</p>
      <p className="text-sm text-fg-muted">{t('intro.privacy')}</p>
      <button type="button" className={`${buttonClass.primary} sm:justify-self-start`} onClick={onStart}>
        {t('intro.start')}
      </button>
    </div>
  );
}

function ChooseDocument({
  country,
  onCountry,
  onChoose,
}: {
  country: string;
  onCountry: (code: string) => void;
  onChoose: (type: IdentityType) => void;
}) {
  const { t } = useTranslation('kyc');
  const [type, setType] = useState<IdentityType>('PASSPORT');
  return (
    <div className="grid gap-5" data-testid="kyc-choose">
      <h2 className="text-lg font-semibold text-fg">{t('document.heading')}</h2>
      <CountrySelect label={t('document.country')} value={country} onChange={onCountry} testId="kyc-country" />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-fg">{t('document.type')}</legend>
        {IDENTITY_TYPES.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
          >
            <input
              type="radio"
              name="kyc-document-type"
              value={option}
              checked={type === option}
              onChange={() => setType(option)}
              className="size-5 accent-[var(--primary)]"
            />
            <span className="text-fg">{t(`document.${option}`)}</span>
          </label>
        ))}
      </fieldset>
      <button type="button" className={`${buttonClass.primary} sm:justify-self-start`} onClick={() => onChoose(type)}>
        {t('document.continue')}
      </button>
    </div>
  );
}

function Flow({ record }: { record: KycRecordView }) {
  const { t } = useTranslation('kyc');
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const poaSent = usePoaSent();
  const [flow, setFlow] = useState<FlowState>({ started: false, chosen: null, poaDone: false, addingPoa: false });
  const [picked, setPicked] = useState<string | null>(null);
  const country = picked ?? documentCountry(record) ?? (me?.countryCode ?? 'GB').toUpperCase();
  const view = kycView(record, { ...flow, poaDone: flow.poaDone || poaSent });
  const uploaded = (next: KycRecordView) => {
    queryClient.setQueryData(KYC_KEY, next);
    setFlow((f) => ({ ...f, chosen: null }));
  };
  const heading = (type: string, side?: 'FRONT' | 'BACK') =>
    type === 'SELFIE'
      ? t('capture.selfieHeading')
      : side
        ? t('capture.headingSide', { document: t(`document.${type}` as 'document.PASSPORT'), side: t(`side.${side}`) })
        : t('capture.heading', { document: t(`document.${type}` as 'document.PASSPORT') });

  switch (view.kind) {
    case 'status':
      return (
        <StatusPanel
          state={view.state}
          record={record}
          onContinue={() => setFlow((f) => ({ ...f, started: true }))}
          onAddPoa={
            record.proofOfAddressConfirmed ||
            record.documents.some((d) => d.type === 'UTILITY_BILL' && d.status === 'PENDING')
              ? null
              : () => setFlow((f) => ({ ...f, addingPoa: true }))
          }
        />
      );
    case 'intro':
      return <Intro onStart={() => setFlow((f) => ({ ...f, started: true }))} />;
    case 'choose':
      return (
        <ChooseDocument
          country={country}
          onCountry={setPicked}
          onChoose={(type) => setFlow((f) => ({ ...f, chosen: type }))}
        />
      );
    case 'capture':
      return (
        <Capture
          key={`${view.type}-${view.side ?? ''}`}
          heading={view.type === 'UTILITY_BILL' ? t('poa.heading') : heading(view.type, view.side)}
          fields={{ type: view.type, country, side: view.side }}
          face={view.type === 'SELFIE'}
          allowPdf={view.type === 'UTILITY_BILL'}
          onUploaded={(next) => {
            if (view.type === 'UTILITY_BILL') {
              setPoaSent(true);
              setFlow((f) => ({ ...f, addingPoa: false }));
            }
            uploaded(next);
          }}
        />
      );
    case 'poa':
      return (
        <div className="grid gap-4" data-testid="kyc-poa">
          <Capture
            heading={t('poa.heading')}
            lead={t('poa.lead')}
            fields={{ type: 'UTILITY_BILL', country }}
            allowPdf
            onUploaded={(next) => {
              setPoaSent(true);
              uploaded(next);
            }}
          />
          <button
            type="button"
            className={`${buttonClass.ghost} sm:justify-self-start`}
            onClick={() => setFlow((f) => ({ ...f, poaDone: true }))}
          >
            {t('poa.skip')}
          </button>
        </div>
      );
    case 'questionnaire':
      return (
        <Questionnaire country={country} onDone={() => void queryClient.invalidateQueries({ queryKey: KYC_KEY })} />
      );
  }
}

/** `/auth/kyc`: identity verification, following the domain's status mapping and next-step dispatcher. */
export function KycPage() {
  const ready = useNamespace('kyc', KYC_LOCALES);
  const { t } = useTranslation('kyc');
  const { t: tc } = useTranslation();
  const record = useKycRecord();
  if (!ready) return <BusyScreen label={tc('kyc.title')} />;
  return (
    <ShellPage title={t('title')} lead={t('lead')} narrow>
      {record.isError ? <FormAlert>{errorMessage(record.error, tc)}</FormAlert> : null}
      {record.data ? (
        <Flow record={record.data} />
      ) : record.isError ? null : (
        <p className="text-fg-muted">{t('loading')}</p>
      )}
    </ShellPage>
  );
}
