import type { KycDocument, KycDocumentStatus, KycRecord } from '../../src/kyc/index';

export const passport = (status: KycDocumentStatus): KycDocument => ({ type: 'PASSPORT', status, country: 'GB' });
export const idFront = (status: KycDocumentStatus): KycDocument => ({ type: 'ID_CARD', side: 'FRONT', status });
export const idBack = (status: KycDocumentStatus): KycDocument => ({ type: 'ID_CARD', side: 'BACK', status });
export const idSingle = (status: KycDocumentStatus): KycDocument => ({ type: 'ID_CARD', status });
export const licenceFront = (status: KycDocumentStatus): KycDocument => ({ type: 'DRIVERS', side: 'FRONT', status });
export const licenceBack = (status: KycDocumentStatus): KycDocument => ({ type: 'DRIVERS', side: 'BACK', status });
export const licenceSingle = (status: KycDocumentStatus): KycDocument => ({ type: 'DRIVERS', status });
export const selfie = (status: KycDocumentStatus): KycDocument => ({ type: 'SELFIE', status });
export const bill = (status: KycDocumentStatus): KycDocument => ({ type: 'UTILITY_BILL', status });

export function record(documents: KycDocument[], change: Partial<KycRecord> = {}): KycRecord {
  return { status: 'PENDING_DOCUMENT', identityConfirmed: false, proofOfAddressConfirmed: false, documents, ...change };
}
