import { ACCOUNT_DISABLED_DESCRIPTION } from '@coffer/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sessions, type UserRow, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { hashToken } from '../../security/tokens';
import type { Services } from '../../services';
import { type CachedSession, sessionCache } from './session-cache';

export interface AuthContext {
  user: UserRow;
  sessionId: string;
}

// Touching last_used_at on every call would make every read a write.
const TOUCH_EVERY_MS = 60_000;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Checks that an account may act: a closed account and a banned one are refused everywhere. */
export function assertUsable(user: UserRow): void {
  if (!user.active) throw new AppError('disabled_account', ACCOUNT_DISABLED_DESCRIPTION);
  if (user.banned) throw new AppError('rate_limited', 'This account is blocked');
}

/**
 * Resolves the bearer token to its user; any failure is 401 access_denied or token_expired. A session
 * this instance checked before is served from memory (auth/session-cache.ts), unless it looks expired:
 * then the database decides, as another instance may have seen it used since.
 */
export async function authenticate(services: Services, request: FastifyRequest): Promise<AuthContext> {
  const token = bearerToken(request);
  if (!token) throw new AppError('access_denied');
  const { db, config } = services;
  const tokenHash = hashToken(token);
  const now = services.now().getTime();
  const cache = sessionCache(db);
  const expired = (row: CachedSession) =>
    now - row.session.lastUsedAt.getTime() > config.sessionIdleMs ||
    now - row.session.createdAt.getTime() > config.sessionMaxMs;
  let row = cache.get(tokenHash);
  if (row && expired(row)) {
    cache.forget(tokenHash, row.user.id);
    row = undefined;
  }
  if (!row) {
    const mark = cache.mark();
    const rows = await db.orm
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
      .limit(1);
    row = rows[0];
    if (!row) throw new AppError('access_denied');
    if (expired(row)) {
      await db.orm
        .update(sessions)
        .set({ revokedAt: new Date(now) })
        .where(eq(sessions.id, row.session.id));
      throw new AppError('token_expired', 'The session has expired, please log in again', { status: 401 });
    }
    cache.keep(tokenHash, row, mark);
  }
  assertUsable(row.user);
  if (now - row.session.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    const lastUsedAt = new Date(now);
    await db.orm.update(sessions).set({ lastUsedAt }).where(eq(sessions.id, row.session.id));
    row.session = { ...row.session, lastUsedAt };
  }
  return { user: row.user, sessionId: row.session.id };
}

/** For calls that work without a token but say more with one (GET /api/). */
export async function optionalAuthenticate(services: Services, request: FastifyRequest): Promise<AuthContext | null> {
  return bearerToken(request) ? authenticate(services, request) : null;
}
