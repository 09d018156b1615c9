import { isIdentityApprovedOrPending, isSelfieApprovedOrPending, sidesToRequest } from './documents';
import type { KycDocument, KycRecord } from './types';

/**
 * The upload step the dispatcher opens. `document` is the generic "choose an identity document"
 * step; `init` is the start (or summary) screen.
 */
export type KycNextStep = 'init' | 'idFront' | 'idBack' | 'licenceFront' | 'licenceBack' | 'document' | 'selfie';

/**
 * Which identity upload to ask for when none is approved or pending, in the section 4 order: ID
 * front, ID back, licence front, licence back, else the generic document step. A side is only asked
 * for a document type the user already started (a passport user who was rejected chooses again).
 */
export function identityStepToRequest(documents: readonly KycDocument[]): KycNextStep {
  const started = (type: KycDocument['type']) => documents.some((doc) => doc.type === type);
  const idSides = started('ID_CARD') ? sidesToRequest(documents, 'ID_CARD') : [];
  if (idSides.includes('FRONT')) return 'idFront';
  if (idSides.includes('BACK')) return 'idBack';
  const licenceSides = started('DRIVERS') ? sidesToRequest(documents, 'DRIVERS') : [];
  if (licenceSides.includes('FRONT')) return 'licenceFront';
  if (licenceSides.includes('BACK')) return 'licenceBack';
  return 'document';
}

/** Section 4 next-step dispatcher, in its exact order. */
export function nextKycStep(record: Pick<KycRecord, 'documents' | 'identityConfirmed'>): KycNextStep {
  const { documents, identityConfirmed } = record;
  if (documents.length === 0) return 'init';
  const identityFine = identityConfirmed || isIdentityApprovedOrPending(documents);
  if (!identityFine) return identityStepToRequest(documents);
  if (!isSelfieApprovedOrPending(documents)) return 'selfie';
  return 'init';
}
