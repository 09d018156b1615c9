import { randomUUID } from 'node:crypto';
import { attemptsLeftWarning, FAILED_LOGIN_WINDOW_MS, type LoginLockout, loginLockout } from '@coffer/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures, type UserRow, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../../security/passwords';
import type { Services } from '../../services';
import { assertUsable } from '../auth/authenticate';

// Verified against when the email is unknown, at the same cost, so both cases look the same.
const dummyHashes = new Map<number, Promise<string>>();
function dummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = hashPassword(randomUUID(), { N: 2 ** cost, r: 8, p: 1 });
    dummyHashes.set(cost, hash);
  }
  return hash;
}

/** Per-account limit (in memory, like the per-address one): `key` is an email or a user id. */
export function limitAccount(services: Services, action: string, key: string): void {
  const limit = services.config.authRateLimitPerMinute;
  const name = `account ${action} ${key.toLowerCase()}`;
  const now = services.now().getTime();
  if (!services.limiter.hit(name, limit, 60_000, now)) {
    throw new AppError('rate_limited', undefined, {
      retryAfterSeconds: services.limiter.retryAfterSeconds(name, 60_000, now),
    });
  }
}

export async function findUserByEmail(services: Services, email: string): Promise<UserRow | undefined> {
  const [row] = await services.db.orm.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

/** The lockout of an email address: its unlifted failures of the last 15 minutes (decision 0019). */
async function lockoutOf(services: Services, email: string): Promise<LoginLockout> {
  const now = services.now().getTime();
  const rows = await services.db.orm
    .select({ at: loginFailures.createdAt })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.email, email.toLowerCase()),
        isNull(loginFailures.liftedAt),
        gt(loginFailures.createdAt, new Date(now - FAILED_LOGIN_WINDOW_MS)),
      ),
    );
  return loginLockout(
    rows.map((row) => row.at.getTime()),
    now,
  );
}

function lockedOut(lockout: LoginLockout): AppError {
  return new AppError('rate_limited', 'Too many failed attempts, try again later', {
    retryAfterSeconds: lockout.retryAfterSeconds,
    attemptsLeft: 0,
  });
}

/**
 * Counts a failed sign-in against the email address attempted (known or not) and returns what the
 * failure should say: the attempts left once few remain, and the wait once none remain.
 */
export async function recordFailure(
  services: Services,
  email: string,
  userId: string | null,
  ip: string,
): Promise<{ attemptsLeft?: number; retryAfterSeconds?: number }> {
  await services.db.orm
    .insert(loginFailures)
    .values({ email: email.toLowerCase(), userId, ip, createdAt: services.now() });
  const lockout = await lockoutOf(services, email);
  const attemptsLeft = attemptsLeftWarning(lockout);
  if (attemptsLeft === undefined) return {};
  return lockout.retryAfterSeconds > 0
    ? { attemptsLeft, retryAfterSeconds: lockout.retryAfterSeconds }
    : { attemptsLeft };
}

/** Lifts an address's lockout (completed password reset, `ops user unlock`); returns the failures lifted. */
export async function liftLockout(db: Database, email: string, now: Date): Promise<number> {
  const lifted = await db.orm
    .update(loginFailures)
    .set({ liftedAt: now })
    .where(and(eq(loginFailures.email, email.toLowerCase()), isNull(loginFailures.liftedAt)))
    .returning({ id: loginFailures.id });
  return lifted.length;
}

/**
 * Email and password, checked without telling an unknown email from a wrong password: both are
 * counted per address and answer alike; a locked address is refused before its password is tried.
 */
export async function checkCredentials(
  services: Services,
  email: string,
  password: string,
  ip: string,
): Promise<UserRow> {
  const user = await findUserByEmail(services, email);
  const lockout = await lockoutOf(services, email);
  if (lockout.attemptsLeft === 0) throw lockedOut(lockout);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash(services.config.scryptCost)));
  if (!user || !valid) {
    const left = await recordFailure(services, email, user?.id ?? null, ip);
    throw new AppError('bad_credentials', 'Wrong email or password', left);
  }
  assertUsable(user);
  return user;
}
