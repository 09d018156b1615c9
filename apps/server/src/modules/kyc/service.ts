import type { KycQuestionnaire, KycRecordView } from '@coffer/contract';
import { sql } from 'drizzle-orm';
import countries from 'i18n-iso-countries';
import { AppError } from '../../http/app-error';
import type { Services } from '../../services';
import { inTransaction } from '../ledger/sql';
import { loadRecord, lockRecord, recordView, saveSettled, settle } from './record';
import { reviewDue } from './upload';

const dbRun =
  (services: Services) =>
  async <R>(statement: ReturnType<typeof sql>) =>
    ((await services.db.orm.execute(statement)) as unknown as { rows: R[] }).rows;

/** `GET /kyc`: the user's record, an empty one when they never started. */
export async function kycRecordOf(services: Services, userId: string): Promise<KycRecordView> {
  return recordView(await loadRecord(dbRun(services), userId));
}

/**
 * `POST /kyc/questionnaire`: stored once per user (`already_exists` the second time). Answering may
 * complete the set and start the review; tax residencies must be ISO 3166 countries.
 */
export async function answerQuestionnaire(
  services: Services,
  userId: string,
  answers: KycQuestionnaire,
): Promise<{ success: true }> {
  const unknown = answers.taxResidency.findIndex((entry) => !countries.isValid(entry.country));
  if (unknown >= 0) {
    const path = `taxResidency.${unknown}.country`;
    throw new AppError('bad_params', 'Not an ISO 3166 country code', {
      issues: [{ path, message: 'Not an ISO 3166 country code', code: 'invalid' }],
    });
  }
  await inTransaction(services.db, async (run) => {
    const before = await lockRecord(run, userId);
    if (before.status === 'CLOSED') throw new AppError('kyc_not_pending_document', 'This verification is closed');
    const inserted = await run(sql`INSERT INTO kyc_questionnaires (user_id, answers)
      VALUES (${userId}, ${JSON.stringify(answers)}::jsonb) ON CONFLICT (user_id) DO NOTHING RETURNING user_id`);
    if (inserted.length === 0) throw new AppError('already_exists', 'The questionnaire is already answered');
    const settled = settle({ ...before, questionnaire: true }, 'user');
    await saveSettled(run, userId, settled, reviewDue(services));
  });
  return { success: true };
}

/** A small JPEG of the user's own document; another user's id, or a PDF, is `not_found`. */
export async function thumbnailOf(
  services: Services,
  userId: string,
  documentId: string,
): Promise<{ mime: 'image/jpeg'; data: string }> {
  const [row] = await services.db.query<{ thumb_key: string | null }>(
    'SELECT thumb_key FROM kyc_documents WHERE id = $1 AND user_id = $2',
    [documentId, userId],
  );
  const bytes = row?.thumb_key ? await services.files.get(row.thumb_key) : null;
  if (!bytes) throw new AppError('not_found', 'No such document');
  return { mime: 'image/jpeg', data: bytes.toString('base64') };
}
