import type { KycRecordView } from '@coffer/contract';
import { type KycNextStep, type KycScreenState, kycScreenState, nextKycStep } from '@coffer/domain';

export type IdentityType = 'PASSPORT' | 'ID_CARD' | 'DRIVERS';

/** What the KYC screen shows now. */
export type KycView =
  | { kind: 'status'; state: Exclude<KycScreenState, 'none'> }
  | { kind: 'intro' }
  | { kind: 'choose' }
  | { kind: 'capture'; type: IdentityType | 'SELFIE' | 'UTILITY_BILL'; side?: 'FRONT' | 'BACK' }
  | { kind: 'poa' }
  | { kind: 'questionnaire' };

const SIDE_STEPS: Partial<Record<KycNextStep, { type: IdentityType; side: 'FRONT' | 'BACK' }>> = {
  idFront: { type: 'ID_CARD', side: 'FRONT' },
  idBack: { type: 'ID_CARD', side: 'BACK' },
  licenceFront: { type: 'DRIVERS', side: 'FRONT' },
  licenceBack: { type: 'DRIVERS', side: 'BACK' },
};

export interface FlowState {
  /** The user pressed start, continue or resend (the status screen gives way to the steps). */
  started: boolean;
  /** The document chosen on the choose step, until its first side is uploaded. */
  chosen: IdentityType | null;
  /** The proof of address was sent or skipped (the poaSent setting). */
  poaDone: boolean;
  /** The confirmed user asked to add a proof of address. */
  addingPoa: boolean;
}

/**
 * Section 4 on the screen: the status mapping (`kycScreenState`) decides between the status screens
 * and the steps, and the dispatcher (`nextKycStep`) picks the upload step; after the identity
 * document and selfie come the optional proof of address and the questionnaire.
 */
export function kycView(record: KycRecordView, flow: FlowState): KycView {
  const domainRecord = { ...record, documents: record.documents };
  const state = kycScreenState(domainRecord);
  if (state === 'confirm') {
    return flow.addingPoa ? { kind: 'capture', type: 'UTILITY_BILL' } : { kind: 'status', state };
  }
  if (state === 'close') return { kind: 'status', state };
  if (record.status === 'UNDER_REVIEW') return { kind: 'status', state: 'pending' };
  if (state === 'error' && !flow.started) return { kind: 'status', state };
  if (record.documents.length === 0 && !flow.started) return { kind: 'intro' };
  const step = nextKycStep(domainRecord);
  const side = SIDE_STEPS[step];
  if (side) return { kind: 'capture', ...side };
  if (step === 'document' || (step === 'init' && record.documents.length === 0)) {
    return flow.chosen
      ? { kind: 'capture', type: flow.chosen, ...(flow.chosen === 'PASSPORT' ? {} : { side: 'FRONT' }) }
      : { kind: 'choose' };
  }
  if (step === 'selfie') return { kind: 'capture', type: 'SELFIE' };
  const poaLive = record.documents.some((d) => d.type === 'UTILITY_BILL' && d.status !== 'REJECTED');
  if (!poaLive && !flow.poaDone) return { kind: 'poa' };
  if (!record.questionnaireAnswered) return { kind: 'questionnaire' };
  return { kind: 'status', state: state === 'none' ? 'pending' : state };
}

/** The country of the identity document already sent (later sides and the selfie reuse it). */
export function documentCountry(record: KycRecordView): string | null {
  return record.documents.find((d) => d.type !== 'UTILITY_BILL' && d.type !== 'SELFIE')?.country ?? null;
}
