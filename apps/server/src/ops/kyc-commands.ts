import { isKycRejectReason, KYC_REJECT_REASONS } from '@coffer/domain';
import { AppError } from '../http/app-error';
import { closeRecord, reviewDocuments } from '../modules/kyc/review';
import { kycRecordOf } from '../modules/kyc/service';
import type { OpsCommand, OpsContext } from './types';

const USAGE =
  'kyc list | kyc show <email> | kyc approve <email> [document-id] | kyc reject <email> <document-id> <reason> | kyc close <email>';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function userIdOf(ctx: OpsContext, email: string): Promise<string | null> {
  const [user] = await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email.toLowerCase()]);
  return user?.id ?? null;
}

async function list(ctx: OpsContext): Promise<number> {
  const rows = await ctx.db.query<{ email: string; status: string; identity_confirmed: boolean; pending: string }>(
    `SELECT u.email, r.status, r.identity_confirmed,
       (SELECT count(*) FROM kyc_documents d WHERE d.user_id = r.user_id AND d.status = 'PENDING')::text AS pending
     FROM kyc_records r JOIN users u ON u.id = r.user_id ORDER BY r.updated_at DESC LIMIT 200`,
  );
  if (rows.length === 0) ctx.out('no KYC records');
  for (const row of rows) {
    const status = row.identity_confirmed ? 'APPROVED' : row.status;
    ctx.out(`${row.email}  ${status}  ${row.pending} pending document(s)`);
  }
  return 0;
}

async function show(ctx: OpsContext, userId: string, email: string): Promise<number> {
  const record = await kycRecordOf(ctx.services(), userId);
  ctx.out(
    `${email}: ${record.status} identity=${record.identityConfirmed} proofOfAddress=${record.proofOfAddressConfirmed} questionnaire=${record.questionnaireAnswered}`,
  );
  for (const doc of record.documents) {
    const side = doc.side ? ` ${doc.side}` : '';
    const reason = doc.reason ? ` (${doc.reason})` : '';
    ctx.out(`  ${doc.id}  ${doc.type}${side} ${doc.country}  ${doc.status}${reason}  ${doc.createdAt}`);
  }
  return 0;
}

/** Identity verification by hand: the sandbox reviewer (decision 0023). */
export const KYC_COMMANDS: Record<string, OpsCommand> = {
  kyc: {
    usage: USAGE,
    summary: 'list KYC records, show one, confirm or reject pending documents (the user is emailed), close a record',
    run: async (ctx, [action, email, documentId, reason]) => {
      if (action === 'list') return list(ctx);
      const known = ['show', 'approve', 'reject', 'close'];
      const badId = documentId !== undefined && !UUID.test(documentId);
      const badReject = action === 'reject' && (!documentId || !reason || !isKycRejectReason(reason));
      if (!action || !known.includes(action) || !email || badId || badReject) {
        ctx.out(`usage: ${USAGE}`);
        ctx.out(`reasons: ${KYC_REJECT_REASONS.join(', ')}`);
        return 2;
      }
      const userId = await userIdOf(ctx, email);
      if (!userId) {
        ctx.out(`no account with email ${email}`);
        return 1;
      }
      try {
        if (action === 'show') return await show(ctx, userId, email.toLowerCase());
        if (action === 'close') {
          await closeRecord(ctx.services(), userId);
          ctx.out(`kyc closed: ${email.toLowerCase()}`);
          return 0;
        }
        const decision =
          action === 'reject' && reason && isKycRejectReason(reason)
            ? ({ result: 'REJECTED', reason } as const)
            : ({ result: 'CONFIRMED' } as const);
        const ids = documentId ? [documentId] : undefined;
        const { record, decided } = await reviewDocuments(ctx.services(), userId, decision, ids);
        const status = record.identityConfirmed ? 'APPROVED' : record.status;
        ctx.out(
          `kyc ${decision.result.toLowerCase()}: ${decided.length} document(s); ${email.toLowerCase()} ${status}`,
        );
        return 0;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        ctx.out(`kyc ${action}: ${error.code} (${error.message})`);
        return 1;
      }
    },
  },
};
