import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
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

export interface CodeTry {
  id: string;
  codeHash: string;
  target: string | null;
  expiresAt: Date;
  /** Tries taken of this code, this one included. */
  attempts: number;
}

/**
 * Takes one try of the user's newest open code of `purpose` before it is compared (decision 0022):
 * one conditional UPDATE counts it under the row's lock, so however many tries arrive at once, no
 * more than MAX_CODE_ATTEMPTS of them get a code to compare. Undefined when no open code has a try left.
 */
export async function takeCodeTry(
  services: Services,
  userId: string,
  purpose: CodePurpose,
): Promise<CodeTry | undefined> {
  const [row] = await services.db.query<{
    id: string;
    code_hash: string;
    target: string | null;
    expires_at: Date | string;
    attempts: number;
  }>(
    `UPDATE one_time_codes SET attempts = attempts + 1
     WHERE id = (SELECT id FROM one_time_codes WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL
                 ORDER BY created_at DESC LIMIT 1)
       AND used_at IS NULL AND attempts < $3
     RETURNING id, code_hash, target, expires_at, attempts`,
    [userId, purpose, MAX_CODE_ATTEMPTS],
  );
  return (
    row && {
      id: row.id,
      codeHash: row.code_hash,
      target: row.target,
      expiresAt: new Date(row.expires_at),
      attempts: Number(row.attempts),
    }
  );
}

/** After a wrong try: the code is burnt once its tries are all taken, and a new one must be asked for. */
export async function burnIfSpent(services: Services, taken: CodeTry): Promise<void> {
  if (taken.attempts < MAX_CODE_ATTEMPTS) return;
  await services.db.orm
    .update(oneTimeCodes)
    .set({ usedAt: services.now() })
    .where(and(eq(oneTimeCodes.id, taken.id), isNull(oneTimeCodes.usedAt)));
}

/** Checks and spends a short code of one user; each try, right or wrong, takes one of the code's tries. */
export async function consumeUserCode(
  services: Services,
  userId: string,
  purpose: CodePurpose,
  code: string,
): Promise<CodeCheck> {
  const taken = await takeCodeTry(services, userId, purpose);
  if (!taken) return { ok: false, reason: 'invalid' };
  if (taken.expiresAt <= services.now()) return { ok: false, reason: 'expired' };
  if (taken.codeHash !== hashCode(services.masterKey, purpose, userId, code)) {
    await burnIfSpent(services, taken);
    return { ok: false, reason: 'invalid' };
  }
  return spend(services, taken.id, taken.target);
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
