import { type KycRejectReason, type Language, SUPPORTED_LANGUAGES } from '@coffer/domain';
import { sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { Services } from '../../services';
import { inTransaction, type TxQuery } from '../ledger/sql';
import { notifyLater } from '../notifications/service';
import { payReferralBonus } from '../referrals/bonus';
import { KYC_MESSAGES } from './messages';
import { type DocumentRow, lockRecord, type StoredRecord, saveSettled, settle } from './record';
import { reviewDue } from './upload';

export type Decision = { result: 'CONFIRMED' } | { result: 'REJECTED'; reason: KycRejectReason };

export interface Reviewed {
  record: StoredRecord;
  /** The documents this call decided (pending ones only; a decided document is left as it is). */
  decided: DocumentRow[];
}

/**
 * The reviewer's decision on pending documents of one user (all of them, or `documentIds`): each is
 * confirmed or rejected with a reason, the record is settled (decision 0023) and the user is told by
 * email, in their language, once the transaction is committed. A closed record takes no review.
 */
export async function reviewDocuments(
  services: Services,
  userId: string,
  decision: Decision,
  documentIds?: readonly string[],
): Promise<Reviewed> {
  const reviewed = await inTransaction(services.db, (run) => decideInTx(services, run, userId, decision, documentIds));
  await notify(services, userId, reviewed.decided, decision);
  // Issue 18: the notification centre, and the referral bonuses once the identity is confirmed (paid once;
  // a failure here is paid later by `ops referral settle`).
  if (reviewed.decided.length) notifyLater(services, userId, 'kyc_document_reviewed', { result: decision.result });
  if (reviewed.record.identityConfirmed) await payReferralBonus(services, userId).catch(() => null);
  return reviewed;
}

async function decideInTx(
  services: Services,
  run: TxQuery,
  userId: string,
  decision: Decision,
  documentIds: readonly string[] | undefined,
): Promise<Reviewed> {
  const before = await lockRecord(run, userId);
  if (before.status === 'CLOSED') throw new AppError('kyc_not_pending_document', 'This verification is closed');
  const wanted = documentIds ? new Set(documentIds) : undefined;
  if (wanted && [...wanted].some((id) => !before.documents.some((doc) => doc.id === id))) {
    throw new AppError('not_found', 'No such document for this user');
  }
  const decided = before.documents.filter((doc) => doc.status === 'PENDING' && (!wanted || wanted.has(doc.id)));
  const reason = decision.result === 'REJECTED' ? decision.reason : null;
  const at = services.now().toISOString();
  for (const doc of decided) {
    await run(sql`UPDATE kyc_documents SET status = ${decision.result}, reason = ${reason},
        reviewed_at = ${at}::timestamptz WHERE id = ${doc.id} AND status = 'PENDING'`);
  }
  const after = await lockRecord(run, userId);
  const settled = settle(after, 'review');
  await saveSettled(run, userId, settled, reviewDue(services));
  return { record: { ...after, ...settled }, decided };
}

async function notify(services: Services, userId: string, decided: DocumentRow[], decision: Decision): Promise<void> {
  if (decided.length === 0) return;
  const [user] = await services.db.query<{ email: string; language: string }>(
    'SELECT email, language FROM users WHERE id = $1',
    [userId],
  );
  if (!user) return;
  const language = (SUPPORTED_LANGUAGES as readonly string[]).includes(user.language)
    ? (user.language as Language)
    : 'en';
  const texts = KYC_MESSAGES[language];
  for (const doc of decided) {
    const name = doc.side ? `${texts.documents[doc.type]} (${texts.sides[doc.side]})` : texts.documents[doc.type];
    const message =
      decision.result === 'CONFIRMED' ? texts.confirmed(name) : texts.rejected(name, texts.reasons[decision.reason]);
    await services.notifier.send({
      to: user.email,
      channel: 'email',
      kind: decision.result === 'CONFIRMED' ? 'kyc_confirmed' : 'kyc_rejected',
      ...message,
      data: { documentId: doc.id, ...(decision.result === 'REJECTED' ? { reason: decision.reason } : {}) },
    });
  }
}

/** Closes a record for good (ops `kyc close`): no more uploads or reviews. */
export async function closeRecord(services: Services, userId: string): Promise<void> {
  await inTransaction(services.db, async (run) => {
    await lockRecord(run, userId);
    await run(sql`UPDATE kyc_records SET status = 'CLOSED', review_due_at = NULL, updated_at = now()
      WHERE user_id = ${userId}`);
  });
}

/** The sandbox reviewer: confirms every pending document of records whose auto-review time has come. */
export async function autoReview(services: Services): Promise<number> {
  const due = await services.db.query<{ user_id: string }>(
    `SELECT user_id FROM kyc_records WHERE status = 'UNDER_REVIEW' AND review_due_at <= $1::timestamptz LIMIT 50`,
    [services.now().toISOString()],
  );
  for (const { user_id } of due) await reviewDocuments(services, user_id, { result: 'CONFIRMED' });
  return due.length;
}
