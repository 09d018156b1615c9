import {
  isIdentityApproved,
  isIdentityApprovedOrPending,
  isSelfieApproved,
  isSelfieApprovedOrPending,
} from './documents';
import type { KycRecord, KycReportedStatus } from './types';

/** Section 3: APPROVED once identity is confirmed, otherwise the workflow status. */
export function reportedKycStatus(
  record: Pick<KycRecord, 'status' | 'identityConfirmed'>,
): KycReportedStatus | (string & {}) {
  return record.identityConfirmed ? 'APPROVED' : record.status;
}

/** What the KYC screen does next with a record (section 4, "KYC status mapping"). */
export type KycScreenState = 'confirm' | 'pending' | 'continue' | 'error' | 'close' | 'none';

/**
 * Section 4: waiting for review. Both identity and selfie live means the user has done their part;
 * both already approved means review is over, so that case is not "waiting".
 */
export function isWaitingForReview(record: KycRecord): boolean {
  const { documents, status } = record;
  if (documents.length === 0) return false;
  if (status === 'ERROR' || status === 'CLOSED') return false;
  if (status === 'UNDER_REVIEW') return true;
  const identityLive = isIdentityApprovedOrPending(documents);
  const selfieLive = isSelfieApprovedOrPending(documents);
  const bothApproved = isIdentityApproved(documents) && isSelfieApproved(documents);
  return identityLive && selfieLive && !bothApproved;
}

/**
 * Section 4 status mapping. The confirmed flags are checked first: a user whose identity or proof
 * of address is confirmed must see the confirmation, whatever workflow status the record still has.
 */
export function kycScreenState(record: KycRecord): KycScreenState {
  if (record.identityConfirmed || record.proofOfAddressConfirmed) return 'confirm';
  switch (record.status) {
    case 'UNDER_REVIEW':
      return 'pending';
    case 'PENDING_DOCUMENT':
      return isWaitingForReview(record) ? 'pending' : 'continue';
    case 'ERROR':
      return 'error';
    case 'CLOSED':
      return 'close';
    default:
      return 'none';
  }
}
