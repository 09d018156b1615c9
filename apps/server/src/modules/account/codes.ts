import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { oneTimeCodes } from '../../db/schema';
import { hashCode, newNumericCode, newToken } from '../../security/tokens';
import type { Services } from '../../services';

export type CodePurpose = 'login' | 'reset_password' | 'change_email' | 'mobile' | 'send';

export const CODE_LIFETIME_MS: Record<CodePurpose, number> = {
  login: 10 * 60_000,
  reset_password: 60 * 60_000,
  change_email: 24 * 60 * 60_000,
  mobile: 10 * 60_000,
  send: 10 * 60_000,
};
/** Wrong tries after which a short code is burnt and a new one must be asked for. */
export const MAX_CODE_ATTEMPTS = 5;

/** Issues a 6-digit code (login, mobile, send) or a long link token (reset, email change). */
export async function issueCode(
  services: Services,
  userId: string,
  purpose: CodePurpose,
  options: { target?: string; link?: boolean } = {},
): Promise<string> {
  const code = options.link ? newToken() : newNumericCode();
  const now = services.now();
  // A new code replaces the ones still open for the same purpose.
  await services.db.orm
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)));
  await services.db.orm.insert(oneTimeCodes).values({
    id: randomUUID(),
    userId,
    purpose,
    codeHash: hashCode(services.masterKey, purpose, options.link ? '' : userId, code),
    target: options.target ?? null,
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS[purpose]),
  });
  return code;
}

export type CodeCheck = { ok: true; target: string | null } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks and spends a short code of one user; a wrong try counts against the open code. */
export async function consumeUserCode(
  services: Services,
  userId: string,
  purpose: CodePurpose,
  code: string,
): Promise<CodeCheck> {
  const now = services.now();
  const [open] = await services.db.orm
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!open) return { ok: false, reason: 'invalid' };
  if (open.expiresAt <= now) return { ok: false, reason: 'expired' };
  if (open.codeHash !== hashCode(services.masterKey, purpose, userId, code)) {
    await services.db.orm
      .update(oneTimeCodes)
      .set({
        attempts: sql`${oneTimeCodes.attempts} + 1`,
        usedAt: open.attempts + 1 >= MAX_CODE_ATTEMPTS ? now : null,
      })
      .where(eq(oneTimeCodes.id, open.id));
    return { ok: false, reason: 'invalid' };
  }
  return spend(services, open.id, open.target);
}

/** Checks and spends a link token (reset password, change email), which names its own user. */
export async function consumeLinkToken(
  services: Services,
  purpose: CodePurpose,
  token: string,
): Promise<(CodeCheck & { ok: true; userId: string }) | { ok: false; reason: 'invalid' | 'expired' }> {
  const now = services.now();
  const [row] = await services.db.orm
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, purpose),
        eq(oneTimeCodes.codeHash, hashCode(services.masterKey, purpose, '', token)),
      ),
    )
    .limit(1);
  if (!row || row.usedAt) return { ok: false, reason: 'invalid' };
  if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
  const spent = await spend(services, row.id, row.target);
  return spent.ok ? { ...spent, userId: row.userId } : spent;
}

/** Marks a code used; the condition makes two concurrent uses succeed once. */
async function spend(services: Services, id: string, target: string | null): Promise<CodeCheck> {
  const now = services.now();
  const updated = await services.db.orm
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, now)))
    .returning({ id: oneTimeCodes.id });
  return updated.length ? { ok: true, target } : { ok: false, reason: 'invalid' };
}
