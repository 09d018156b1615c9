/** Section 3: the KYC record and its documents, as the server reports them. */
export const KYC_STATUSES = ['UNDER_REVIEW', 'PENDING_DOCUMENT', 'ERROR', 'CLOSED'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** What the client shows: a confirmed identity overrides the workflow status. */
export type KycReportedStatus = KycStatus | 'APPROVED';

export const KYC_DOCUMENT_TYPES = ['PASSPORT', 'ID_CARD', 'DRIVERS', 'UTILITY_BILL', 'SELFIE'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/** Documents that prove identity; the utility bill proves address and the selfie proves liveness. */
export const KYC_IDENTITY_DOCUMENT_TYPES = ['PASSPORT', 'ID_CARD', 'DRIVERS'] as const;
export type KycIdentityDocumentType = (typeof KYC_IDENTITY_DOCUMENT_TYPES)[number];

/** Identity documents printed on two sides; a passport is a single page. */
export const KYC_TWO_SIDED_DOCUMENT_TYPES = ['ID_CARD', 'DRIVERS'] as const;
export type KycTwoSidedDocumentType = (typeof KYC_TWO_SIDED_DOCUMENT_TYPES)[number];

export const KYC_DOCUMENT_STATUSES = ['PENDING', 'CONFIRMED', 'REJECTED'] as const;
export type KycDocumentStatus = (typeof KYC_DOCUMENT_STATUSES)[number];

export const KYC_SIDES = ['FRONT', 'BACK'] as const;
export type KycSide = (typeof KYC_SIDES)[number];

export interface KycDocument {
  readonly type: KycDocumentType;
  readonly status: KycDocumentStatus;
  /** Absent for single-sided documents. */
  readonly side?: KycSide | null;
  readonly country?: string | null;
}

export interface KycRecord {
  /** Typed as string too: the server may send a status this client does not know yet. */
  readonly status: KycStatus | (string & {});
  readonly identityConfirmed: boolean;
  readonly proofOfAddressConfirmed: boolean;
  readonly documents: readonly KycDocument[];
}

/** The upload payload of a document (section 3: "Upload carries type and country"). */
export interface KycDocumentUpload {
  readonly type: KycDocumentType;
  readonly country: string;
  readonly side?: KycSide;
}
