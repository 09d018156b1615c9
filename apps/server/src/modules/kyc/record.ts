import type { KycRecordView } from '@coffer/contract';
import {
  isIdentityApproved,
  isIdentityApprovedOrPending,
  isSelfieApproved,
  isSelfieApprovedOrPending,
  type KycDocument,
  type KycRejectReason,
  reportedKycStatus,
} from '@coffer/domain';
import { sql } from 'drizzle-orm';
import type { TxQuery } from '../ledger/sql';

export interface DocumentRow {
  id: string;
  type: KycDocument['type'];
  side: 'FRONT' | 'BACK' | null;
  country: string;
  status: KycDocument['status'];
  reason: KycRejectReason | null;
  mime: string;
  storage_key: string;
  thumb_key: string | null;
  created_at: Date | string;
}

/** The stored record: what kyc_records holds (or the empty record) plus the documents and questionnaire. */
export interface StoredRecord {
  exists: boolean;
  status: string;
  identityConfirmed: boolean;
  proofOfAddressConfirmed: boolean;
  questionnaire: boolean;
  documents: DocumentRow[];
}

/** Reads a user's record; `lock` takes the record row FOR UPDATE, serialising changes per user. */
export async function loadRecord(run: TxQuery, userId: string, lock = false): Promise<StoredRecord> {
  const [row] = await run<{ status: string; identity_confirmed: boolean; proof_of_address_confirmed: boolean }>(
    lock
      ? sql`SELECT status, identity_confirmed, proof_of_address_confirmed FROM kyc_records WHERE user_id = ${userId} FOR UPDATE`
      : sql`SELECT status, identity_confirmed, proof_of_address_confirmed FROM kyc_records WHERE user_id = ${userId}`,
  );
  const documents = await run<DocumentRow>(sql`SELECT id, type, side, country, status, reason, mime, storage_key,
      thumb_key, created_at FROM kyc_documents WHERE user_id = ${userId} ORDER BY created_at, id`);
  const [answered] = await run<{ one: number }>(sql`SELECT 1 AS one FROM kyc_questionnaires WHERE user_id = ${userId}`);
  return {
    exists: row !== undefined,
    status: row?.status ?? 'PENDING_DOCUMENT',
    identityConfirmed: row?.identity_confirmed === true,
    proofOfAddressConfirmed: row?.proof_of_address_confirmed === true,
    questionnaire: answered !== undefined,
    documents,
  };
}

/** Creates the empty record if the user has none, then locks it. */
export async function lockRecord(run: TxQuery, userId: string): Promise<StoredRecord> {
  await run(sql`INSERT INTO kyc_records (user_id) VALUES (${userId}) ON CONFLICT (user_id) DO NOTHING`);
  return loadRecord(run, userId, true);
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Section 3's record as `GET /kyc` reports it: APPROVED once identity is confirmed. */
export function recordView(record: StoredRecord): KycRecordView {
  return {
    status: reportedKycStatus(record),
    identityConfirmed: record.identityConfirmed,
    proofOfAddressConfirmed: record.proofOfAddressConfirmed,
    questionnaireAnswered: record.questionnaire,
    documents: record.documents.map((doc) => ({
      id: doc.id,
      type: doc.type,
      status: doc.status,
      side: doc.side,
      country: doc.country,
      createdAt: iso(doc.created_at),
      reason: doc.status === 'REJECTED' ? doc.reason : null,
      hasThumbnail: doc.thumb_key !== null,
    })),
  };
}

/** What moved the record: an upload or the questionnaire (the user's part), or a review. */
export type KycEvent = 'user' | 'review';

export interface Settled {
  status: string;
  identityConfirmed: boolean;
  proofOfAddressConfirmed: boolean;
  /** The record has just entered UNDER_REVIEW. */
  reviewStarted: boolean;
}

/**
 * The status machine (decision 0023). CLOSED is final. Identity is confirmed by the domain's approval
 * rule (a confirmed identity document and selfie) once the questionnaire is answered, and stays so;
 * the proof of address by a confirmed utility bill. Otherwise: the identity set complete (identity
 * document and selfie live), the questionnaire answered and something awaiting review gives
 * UNDER_REVIEW; a review that leaves the set incomplete gives ERROR (documents asked for again); the
 * user's own steps give PENDING_DOCUMENT.
 */
export function settle(record: StoredRecord, event: KycEvent): Settled {
  const docs = record.documents;
  const unchanged = { ...pick(record), reviewStarted: false };
  if (record.status === 'CLOSED') return unchanged;
  const identityConfirmed =
    record.identityConfirmed || (record.questionnaire && isIdentityApproved(docs) && isSelfieApproved(docs));
  const proofOfAddressConfirmed =
    record.proofOfAddressConfirmed || docs.some((d) => d.type === 'UTILITY_BILL' && d.status === 'CONFIRMED');
  const complete = isIdentityApprovedOrPending(docs) && isSelfieApprovedOrPending(docs);
  const awaiting = docs.some((d) => d.status === 'PENDING');
  let status: string;
  if (identityConfirmed) status = 'APPROVED';
  else if (complete && record.questionnaire && awaiting) status = 'UNDER_REVIEW';
  else if (!complete && event === 'review') status = 'ERROR';
  else status = 'PENDING_DOCUMENT';
  return {
    status,
    identityConfirmed,
    proofOfAddressConfirmed,
    reviewStarted: status === 'UNDER_REVIEW' && record.status !== 'UNDER_REVIEW',
  };
}

function pick(record: StoredRecord) {
  return {
    status: record.status,
    identityConfirmed: record.identityConfirmed,
    proofOfAddressConfirmed: record.proofOfAddressConfirmed,
  };
}

/** Writes the settled status; sets the sandbox auto-review deadline when review starts. */
export async function saveSettled(
  run: TxQuery,
  userId: string,
  settled: Settled,
  reviewDueAt: Date | null,
): Promise<void> {
  await run(sql`UPDATE kyc_records SET status = ${settled.status}, identity_confirmed = ${settled.identityConfirmed},
      proof_of_address_confirmed = ${settled.proofOfAddressConfirmed},
      review_due_at = CASE WHEN ${settled.status} = 'UNDER_REVIEW'
        THEN COALESCE(review_due_at, ${reviewDueAt ? reviewDueAt.toISOString() : null}::timestamptz) ELSE NULL END,
      updated_at = now()
    WHERE user_id = ${userId}`);
}
