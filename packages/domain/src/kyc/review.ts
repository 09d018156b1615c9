/**
 * Why a reviewer rejects a KYC document (issue 14). The server stores the code, the app shows it in
 * the user's language and asks for that side again.
 */
export const KYC_REJECT_REASONS = [
  'blurry',
  'glare',
  'cut_off',
  'expired',
  'wrong_document',
  'not_matching',
  'unreadable',
] as const;
export type KycRejectReason = (typeof KYC_REJECT_REASONS)[number];

export function isKycRejectReason(value: string): value is KycRejectReason {
  return (KYC_REJECT_REASONS as readonly string[]).includes(value);
}

/**
 * The questionnaire a regulated EU/UK wallet asks for (issue 14): the choices of each answer, as
 * codes the app translates.
 */
export const KYC_EMPLOYMENT_STATUSES = ['EMPLOYED', 'SELF_EMPLOYED', 'UNEMPLOYED', 'STUDENT', 'RETIRED'] as const;
export const KYC_FUNDS_SOURCES = [
  'SALARY',
  'SAVINGS',
  'INVESTMENTS',
  'BUSINESS',
  'PENSION',
  'INHERITANCE',
  'CRYPTO',
  'OTHER',
] as const;
export const KYC_YEARLY_VOLUMES = ['UNDER_10K', 'FROM_10K_TO_50K', 'FROM_50K_TO_250K', 'OVER_250K'] as const;
export const KYC_ACCOUNT_PURPOSES = ['SAVINGS', 'PAYMENTS', 'INVESTING', 'TRADING', 'TRANSFERS'] as const;

/** Employment statuses that come with an occupation to name. */
export function kycOccupationRequired(status: string): boolean {
  return status === 'EMPLOYED' || status === 'SELF_EMPLOYED';
}

/**
 * Files the upload takes, decided by their first bytes: images for every document, PDF only for the
 * proof of address (a utility bill is often a PDF).
 */
export const KYC_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
export function kycAcceptsMime(type: string, mime: string): boolean {
  if (mime === 'application/pdf') return type === 'UTILITY_BILL';
  return (KYC_IMAGE_MIME_TYPES as readonly string[]).includes(mime);
}
