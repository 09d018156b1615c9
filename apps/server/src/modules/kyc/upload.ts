import { randomUUID } from 'node:crypto';
import { type KycRecordView, type KycUploadFields, kycUploadFields } from '@coffer/contract';
import { KYC_IDENTITY_DOCUMENT_TYPES, KYC_TWO_SIDED_DOCUMENT_TYPES, MAX_IMAGE_SIZE_BYTES } from '@coffer/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import countries from 'i18n-iso-countries';
import { AppError } from '../../http/app-error';
import type { Services } from '../../services';
import { inTransaction } from '../ledger/sql';
import { cleanUpload } from './image';
import { lockRecord, recordView, type StoredRecord, saveSettled, settle } from './record';

/** The form's fields and boundaries around the file: a body over the file limit plus this is refused unread. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

const fieldError = (path: string, message: string) =>
  new AppError('bad_params', message, { issues: [{ path, message, code: 'invalid' }] });

/**
 * Reads the multipart form: the fields (which come before the file), then the file, streamed with a
 * hard limit of MAX_IMAGE_SIZE_BYTES. A larger body is `entity_too_large` as soon as it is known: by its
 * Content-Length before anything is read, else when the stream passes the limit (the rest is drained,
 * never kept).
 */
export async function readUpload(request: FastifyRequest): Promise<{ fields: KycUploadFields; data: Buffer }> {
  try {
    return await readForm(request);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The multipart parser's own refusals (a size limit, a form it cannot read) are the client's.
    if ((error as { statusCode?: number }).statusCode === 413) throw new AppError('entity_too_large');
    throw new AppError('bad_request', 'Send the document as a readable multipart/form-data form');
  }
}

async function readForm(request: FastifyRequest): Promise<{ fields: KycUploadFields; data: Buffer }> {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > MAX_IMAGE_SIZE_BYTES + FORM_OVERHEAD_BYTES) throw new AppError('entity_too_large');
  if (!request.isMultipart()) throw new AppError('bad_request', 'Send the document as multipart/form-data');
  const part = await request.file({
    limits: { fileSize: MAX_IMAGE_SIZE_BYTES, files: 1, fields: 3, fieldSize: 64, parts: 4, headerPairs: 20 },
  });
  if (!part) throw fieldError('file', 'Attach the file');
  const raw: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && field.type === 'field' && typeof field.value === 'string') raw[name] = field.value;
  }
  delete raw.file;
  const parsed = kycUploadFields().safeParse(raw);
  if (!parsed.success) {
    part.file.resume();
    const issue = parsed.error.issues[0];
    throw fieldError(issue?.path.join('.') || 'form', issue?.message ?? 'Invalid form');
  }
  const data = await part.toBuffer();
  // The plugin misses a limit crossed by the last chunk: busboy then only marks the stream truncated.
  if (part.file.truncated) throw new AppError('entity_too_large');
  return { fields: parsed.data, data };
}

const twoSided = (type: string) => (KYC_TWO_SIDED_DOCUMENT_TYPES as readonly string[]).includes(type);
const identityKind = (type: string) =>
  type === 'SELFIE' || (KYC_IDENTITY_DOCUMENT_TYPES as readonly string[]).includes(type);

/** Section 5's form rules that need no database: a known country, a side exactly for two-sided documents. */
export function checkFields(fields: KycUploadFields): void {
  if (!countries.isValid(fields.country)) throw fieldError('country', 'Not an ISO 3166 country code');
  if (twoSided(fields.type) && !fields.side) throw fieldError('side', 'Say which side: FRONT or BACK');
  if (!twoSided(fields.type) && fields.side) throw fieldError('side', 'This document has one side');
}

/** Whether the record takes this document now (kyc_not_pending_document) and it is not already there. */
function checkAccepts(record: StoredRecord, fields: KycUploadFields): void {
  const closed = record.status === 'CLOSED' || record.status === 'UNDER_REVIEW';
  const approved = fields.type === 'UTILITY_BILL' ? record.proofOfAddressConfirmed : record.identityConfirmed;
  if (closed || (approved && (identityKind(fields.type) || fields.type === 'UTILITY_BILL'))) {
    throw new AppError('kyc_not_pending_document', 'Your verification takes no documents now');
  }
  const side = fields.side ?? null;
  const live = record.documents.some(
    (doc) => doc.type === fields.type && doc.side === side && (doc.status === 'PENDING' || doc.status === 'CONFIRMED'),
  );
  if (live) throw new AppError('kyc_document_already_exist', 'This document is already uploaded');
}

/**
 * Stores one document: the cleaned file and its thumbnail go to the encrypted store under fresh keys,
 * then the row is inserted and the record settled in one transaction (the live-document index refuses
 * a concurrent twin, whose files are then removed).
 */
export async function storeDocument(
  services: Services,
  userId: string,
  fields: KycUploadFields,
  data: Buffer,
): Promise<KycRecordView> {
  checkFields(fields);
  const clean = await cleanUpload(fields.type, data);
  const id = randomUUID();
  const key = `kyc/${userId}/${id}`;
  const thumbKey = clean.thumbnail ? `${key}.thumb` : null;
  await services.files.put(key, clean.data);
  if (clean.thumbnail && thumbKey) await services.files.put(thumbKey, clean.thumbnail);
  try {
    return await inTransaction(services.db, async (run) => {
      checkAccepts(await lockRecord(run, userId), fields);
      const inserted = await run(sql`INSERT INTO kyc_documents
          (id, user_id, type, side, country, mime, size_bytes, storage_key, thumb_key, created_at)
        VALUES (${id}, ${userId}, ${fields.type}, ${fields.side ?? null}, ${fields.country}, ${clean.mime},
          ${clean.data.length}, ${key}, ${thumbKey}, ${services.now().toISOString()}::timestamptz)
        ON CONFLICT DO NOTHING RETURNING id`);
      if (inserted.length === 0) throw new AppError('kyc_document_already_exist', 'This document is already uploaded');
      const record = await lockRecord(run, userId);
      const settled = settle(record, 'user');
      await saveSettled(run, userId, settled, reviewDue(services));
      return recordView({ ...record, ...settled });
    });
  } catch (error) {
    await services.files.delete(key);
    if (thumbKey) await services.files.delete(thumbKey);
    throw error;
  }
}

/** When the sandbox reviewer looks at a record entering review (KYC_AUTO_REVIEW_SECONDS), or never. */
export function reviewDue(services: Services): Date | null {
  const ms = services.config.kycAutoReviewMs;
  return services.config.sandbox && ms > 0 ? new Date(services.now().getTime() + ms) : null;
}
