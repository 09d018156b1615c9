import type { KycDocument, KycDocumentStatus, KycDocumentType, KycSide, KycTwoSidedDocumentType } from './types';

/** A document still in play: confirmed, or uploaded and awaiting review. */
const LIVE_STATUSES: readonly KycDocumentStatus[] = ['CONFIRMED', 'PENDING'];
const CONFIRMED_ONLY: readonly KycDocumentStatus[] = ['CONFIRMED'];

function has(
  documents: readonly KycDocument[],
  type: KycDocumentType,
  statuses: readonly KycDocumentStatus[],
  side?: KycSide | 'NONE',
): boolean {
  return documents.some(
    (doc) =>
      doc.type === type &&
      statuses.includes(doc.status) &&
      (side === undefined || (side === 'NONE' ? !doc.side : doc.side === side)),
  );
}

function twoSidedSatisfied(
  documents: readonly KycDocument[],
  type: KycTwoSidedDocumentType,
  statuses: readonly KycDocumentStatus[],
): boolean {
  return (
    has(documents, type, statuses, 'NONE') ||
    (has(documents, type, statuses, 'FRONT') && has(documents, type, statuses, 'BACK'))
  );
}

/**
 * Section 4: identity is approved with a confirmed passport, a confirmed single-sided ID card or
 * licence, or a confirmed front and back of the same kind (an ID front with a licence back is not
 * one document, so it does not count).
 */
export function isIdentityApproved(documents: readonly KycDocument[]): boolean {
  return (
    has(documents, 'PASSPORT', CONFIRMED_ONLY) ||
    twoSidedSatisfied(documents, 'ID_CARD', CONFIRMED_ONLY) ||
    twoSidedSatisfied(documents, 'DRIVERS', CONFIRMED_ONLY)
  );
}

/**
 * An identity document approved or pending review. The same side rule as approval applies, so an
 * ID card with only its front uploaded is not enough (section 5: two-sided documents need both
 * sides) and the dispatcher goes on to ask for the back.
 */
export function isIdentityApprovedOrPending(documents: readonly KycDocument[]): boolean {
  return (
    has(documents, 'PASSPORT', LIVE_STATUSES) ||
    twoSidedSatisfied(documents, 'ID_CARD', LIVE_STATUSES) ||
    twoSidedSatisfied(documents, 'DRIVERS', LIVE_STATUSES)
  );
}

export function isSelfieApproved(documents: readonly KycDocument[]): boolean {
  return has(documents, 'SELFIE', CONFIRMED_ONLY);
}

export function isSelfieApprovedOrPending(documents: readonly KycDocument[]): boolean {
  return has(documents, 'SELFIE', LIVE_STATUSES);
}

/**
 * Section 5: the sides of a two-sided document still to upload, front first. A side is needed when
 * it was never uploaded or every upload of it was rejected (a rejected side is re-requested). A
 * live single-sided upload of the same type covers both sides.
 */
export function sidesToRequest(documents: readonly KycDocument[], type: KycTwoSidedDocumentType): KycSide[] {
  if (has(documents, type, LIVE_STATUSES, 'NONE')) return [];
  const needed: KycSide[] = [];
  if (!has(documents, type, LIVE_STATUSES, 'FRONT')) needed.push('FRONT');
  if (!has(documents, type, LIVE_STATUSES, 'BACK')) needed.push('BACK');
  return needed;
}
