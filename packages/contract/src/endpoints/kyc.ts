import {
  KYC_ACCOUNT_PURPOSES,
  KYC_DOCUMENT_STATUSES,
  KYC_DOCUMENT_TYPES,
  KYC_EMPLOYMENT_STATUSES,
  KYC_FUNDS_SOURCES,
  KYC_REJECT_REASONS,
  KYC_SIDES,
  KYC_YEARLY_VOLUMES,
  kycOccupationRequired,
} from '@coffer/domain';
import { z } from 'zod';
import { endpoint, lazily } from '../endpoint';
import { countryCodeField, idField, ok } from '../fields';

/** Spec section 3, KYC document, with its id, upload time and, when rejected, the reason code. */
export const kycDocument = lazily(() =>
  z.object({
    id: z.string(),
    type: z.enum(KYC_DOCUMENT_TYPES),
    status: z.enum(KYC_DOCUMENT_STATUSES),
    side: z.enum(KYC_SIDES).nullable(),
    country: z.string(),
    createdAt: z.string(),
    reason: z.enum(KYC_REJECT_REASONS).nullable(),
    /** PDF proofs of address have no thumbnail. */
    hasThumbnail: z.boolean(),
  }),
);
export type KycDocumentView = z.infer<ReturnType<typeof kycDocument>>;

/** Spec section 3, KYC record; `status` is APPROVED once identity is confirmed. */
export const kycRecord = lazily(() =>
  z.object({
    status: z.string(),
    identityConfirmed: z.boolean(),
    proofOfAddressConfirmed: z.boolean(),
    /** The questionnaire is answered (it is required before the review ends). */
    questionnaireAnswered: z.boolean(),
    documents: z.array(kycDocument()),
  }),
);
export type KycRecordView = z.infer<ReturnType<typeof kycRecord>>;

export const getKyc = endpoint({
  method: 'GET',
  path: '/kyc',
  summary: 'The KYC record (an empty one for a user who never started)',
  tag: 'kyc',
  auth: true,
  response: () => kycRecord(),
});

/** The form fields of an upload; the file comes last, as `file`. */
export const kycUploadFields = lazily(() =>
  z
    .object({
      type: z.enum(KYC_DOCUMENT_TYPES),
      country: countryCodeField(),
      side: z.enum(KYC_SIDES).optional(),
    })
    .strict(),
);
export type KycUploadFields = z.infer<ReturnType<typeof kycUploadFields>>;

export const uploadKycDocument = endpoint({
  method: 'POST',
  path: '/kyc/upload',
  summary:
    'Upload one KYC document as multipart/form-data: type, country, side (two-sided documents) and file (at most 6291456 bytes, entity_too_large beyond)',
  tag: 'kyc',
  auth: true,
  response: () => kycRecord(),
});

export const kycThumbnail = endpoint({
  method: 'GET',
  path: '/kyc/documents/{id}/thumbnail',
  summary: 'A small JPEG of one of your own KYC documents, base64 (not_found for PDFs and for other users)',
  tag: 'kyc',
  auth: true,
  params: () => z.object({ id: idField() }),
  response: () => z.object({ mime: z.literal('image/jpeg'), data: z.string() }),
});

const taxResidency = lazily(() =>
  z.object({ country: countryCodeField(), taxId: z.string().trim().max(40).optional() }).strict(),
);

export const kycQuestionnaireBody = lazily(() =>
  z
    .object({
      employmentStatus: z.enum(KYC_EMPLOYMENT_STATUSES),
      occupation: z.string().trim().max(100).optional(),
      sourceOfFunds: z.array(z.enum(KYC_FUNDS_SOURCES)).min(1).max(KYC_FUNDS_SOURCES.length),
      expectedYearlyVolume: z.enum(KYC_YEARLY_VOLUMES),
      accountPurpose: z.array(z.enum(KYC_ACCOUNT_PURPOSES)).min(1).max(KYC_ACCOUNT_PURPOSES.length),
      politicallyExposed: z.boolean(),
      taxResidency: z.array(taxResidency()).min(1).max(5),
    })
    .strict()
    .superRefine((answers, ctx) => {
      if (kycOccupationRequired(answers.employmentStatus) && !answers.occupation) {
        ctx.addIssue({ code: 'custom', path: ['occupation'], message: 'Name your occupation' });
      }
    }),
);
export type KycQuestionnaire = z.infer<ReturnType<typeof kycQuestionnaireBody>>;

export const submitKycQuestionnaire = endpoint({
  method: 'POST',
  path: '/kyc/questionnaire',
  summary: 'The KYC questionnaire, answered once (already_exists the second time)',
  tag: 'kyc',
  auth: true,
  body: () => kycQuestionnaireBody(),
  response: () => ok(),
});

export const kycWebhook = endpoint({
  method: 'POST',
  path: '/kyc/webhook',
  summary:
    'Review results from the KYC provider, signed with HMAC-SHA256 of the raw body in X-Signature (not_found when no KYC_WEBHOOK_SECRET is set)',
  tag: 'kyc',
  auth: false,
  body: () =>
    z
      .object({
        eventId: z.string().min(1).max(200),
        documentId: idField(),
        result: z.enum(['CONFIRMED', 'REJECTED']),
        reason: z.enum(KYC_REJECT_REASONS).optional(),
      })
      .strict(),
  response: () => z.object({ received: z.literal(true), duplicate: z.boolean() }),
});
