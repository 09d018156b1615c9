import type { KycDocumentView, KycRecordView } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import { documentCountry, type FlowState, kycView } from '../src/features/kyc/flow';

let seq = 0;
function doc(type: KycDocumentView['type'], status: KycDocumentView['status'], side: 'FRONT' | 'BACK' | null = null) {
  return {
    id: `00000000-0000-4000-8000-${String(seq++).padStart(12, '0')}`,
    type,
    status,
    side,
    country: 'IT',
    createdAt: '2030-01-01T00:00:00.000Z',
    reason: status === 'REJECTED' ? ('blurry' as const) : null,
    hasThumbnail: true,
  };
}
function record(status: string, documents: KycDocumentView[], extra: Partial<KycRecordView> = {}): KycRecordView {
  return {
    status,
    identityConfirmed: false,
    proofOfAddressConfirmed: false,
    questionnaireAnswered: false,
    documents,
    ...extra,
  };
}
const idle: FlowState = { started: false, chosen: null, poaDone: false, addingPoa: false };
const started: FlowState = { ...idle, started: true };

describe('the KYC screen follows the domain (kycScreenState, nextKycStep)', () => {
  it.each<[string, KycRecordView, FlowState, ReturnType<typeof kycView>]>([
    ['a new user sees the introduction', record('PENDING_DOCUMENT', []), idle, { kind: 'intro' }],
    ['then chooses a document', record('PENDING_DOCUMENT', []), started, { kind: 'choose' }],
    [
      'a chosen ID card asks for its front',
      record('PENDING_DOCUMENT', []),
      { ...started, chosen: 'ID_CARD' },
      { kind: 'capture', type: 'ID_CARD', side: 'FRONT' },
    ],
    [
      'a chosen passport has one side',
      record('PENDING_DOCUMENT', []),
      { ...started, chosen: 'PASSPORT' },
      { kind: 'capture', type: 'PASSPORT' },
    ],
    [
      'an ID front asks for the back',
      record('PENDING_DOCUMENT', [doc('ID_CARD', 'PENDING', 'FRONT')]),
      idle,
      { kind: 'capture', type: 'ID_CARD', side: 'BACK' },
    ],
    [
      'a licence front asks for the licence back',
      record('PENDING_DOCUMENT', [doc('DRIVERS', 'PENDING', 'FRONT')]),
      idle,
      { kind: 'capture', type: 'DRIVERS', side: 'BACK' },
    ],
    [
      'a complete document asks for the selfie',
      record('PENDING_DOCUMENT', [doc('PASSPORT', 'PENDING')]),
      idle,
      { kind: 'capture', type: 'SELFIE' },
    ],
    [
      'document and selfie offer the proof of address',
      record('PENDING_DOCUMENT', [doc('PASSPORT', 'PENDING'), doc('SELFIE', 'PENDING')]),
      idle,
      { kind: 'poa' },
    ],
    [
      'the proof of address skipped or sent (poaSent): the questionnaire',
      record('PENDING_DOCUMENT', [doc('PASSPORT', 'PENDING'), doc('SELFIE', 'PENDING')]),
      { ...idle, poaDone: true },
      { kind: 'questionnaire' },
    ],
    [
      'under review: pending',
      record('UNDER_REVIEW', [doc('PASSPORT', 'PENDING'), doc('SELFIE', 'PENDING')], { questionnaireAnswered: true }),
      idle,
      { kind: 'status', state: 'pending' },
    ],
    [
      'an error shows its status first',
      record('ERROR', [
        doc('ID_CARD', 'PENDING', 'FRONT'),
        doc('ID_CARD', 'REJECTED', 'BACK'),
        doc('SELFIE', 'PENDING'),
      ]),
      idle,
      { kind: 'status', state: 'error' },
    ],
    [
      'then asks for the rejected side alone',
      record('ERROR', [
        doc('ID_CARD', 'PENDING', 'FRONT'),
        doc('ID_CARD', 'REJECTED', 'BACK'),
        doc('SELFIE', 'PENDING'),
      ]),
      started,
      { kind: 'capture', type: 'ID_CARD', side: 'BACK' },
    ],
    ['closed', record('CLOSED', [doc('PASSPORT', 'PENDING')]), started, { kind: 'status', state: 'close' }],
    [
      'confirmed',
      record('APPROVED', [doc('PASSPORT', 'CONFIRMED'), doc('SELFIE', 'CONFIRMED')], { identityConfirmed: true }),
      idle,
      { kind: 'status', state: 'confirm' },
    ],
    [
      'confirmed, adding a proof of address',
      record('APPROVED', [doc('PASSPORT', 'CONFIRMED')], { identityConfirmed: true }),
      { ...idle, addingPoa: true },
      { kind: 'capture', type: 'UTILITY_BILL' },
    ],
  ])('%s', (_name, kyc, flow, view) => {
    expect(kycView(kyc, flow)).toEqual(view);
  });

  it('reuses the identity document country for later steps', () => {
    expect(
      documentCountry(record('PENDING_DOCUMENT', [doc('SELFIE', 'PENDING'), doc('DRIVERS', 'PENDING', 'FRONT')])),
    ).toBe('IT');
    expect(documentCountry(record('PENDING_DOCUMENT', []))).toBeNull();
  });
});
