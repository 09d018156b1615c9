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
import { z } from 'zod/mini';
import { endpoint, lazily } from '../endpoint';
import { countryCodeField, idField, ok } from '../fields';

/** Spec section 3, KYC document, with its id, upload time and, when rejected, the reason code. */
export const kycDocument = lazily(() =>
  z.object({
    id: z.string(),
    type: z.enum(KYC_DOCUMENT_TYPES),
    status: z.enum(KYC_DOCUMENT_STATUSES),
    side: z.nullable(z.enum(KYC_SIDES)),
    country: z.string(),
    createdAt: z.string(),
    reason: z.nullable(z.enum(KYC_REJECT_REASONS)),
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
  z.strictObject({
    type: z.enum(KYC_DOCUMENT_TYPES),
    country: countryCodeField(),
    side: z.optional(z.enum(KYC_SIDES)),
  }),
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
  z.strictObject({ country: countryCodeField(), taxId: z.optional(z.string().check(z.trim(), z.maxLength(40))) }),
);

export const kycQuestionnaireBody = lazily(() =>
  z
    .strictObject({
      employmentStatus: z.enum(KYC_EMPLOYMENT_STATUSES),
      occupation: z.optional(z.string().check(z.trim(), z.maxLength(100))),
      sourceOfFunds: z.array(z.enum(KYC_FUNDS_SOURCES)).check(z.minLength(1), z.maxLength(KYC_FUNDS_SOURCES.length)),
      expectedYearlyVolume: z.enum(KYC_YEARLY_VOLUMES),
      accountPurpose: z
        .array(z.enum(KYC_ACCOUNT_PURPOSES))
        .check(z.minLength(1), z.maxLength(KYC_ACCOUNT_PURPOSES.length)),
      politicallyExposed: z.boolean(),
      taxResidency: z.array(taxResidency()).check(z.minLength(1), z.maxLength(5)),
    })
    .check(
      z.superRefine((answers, ctx) => {
        if (kycOccupationRequired(answers.employmentStatus) && !answers.occupation) {
          ctx.addIssue({ code: 'custom', path: ['occupation'], message: 'Name your occupation' });
        }
      }),
    ),
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
    z.strictObject({
      eventId: z.string().check(z.minLength(1), z.maxLength(200)),
      documentId: idField(),
      result: z.enum(['CONFIRMED', 'REJECTED']),
      reason: z.optional(z.enum(KYC_REJECT_REASONS)),
    }),
  response: () => z.object({ received: z.literal(true), duplicate: z.boolean() }),
});
