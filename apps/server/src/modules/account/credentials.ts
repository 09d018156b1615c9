import { randomUUID } from 'node:crypto';
import { attemptsLeftWarning, FAILED_LOGIN_WINDOW_MS, type LoginLockout, loginLockout } from '@coffer/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures, type UserRow, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../../security/passwords';
import type { Services } from '../../services';
import { assertUsable } from '../auth/authenticate';
import { inTransaction } from '../ledger/sql';

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

/**
 * Per-account limit, `key` an email or a user id: counted by the services' limiter (in the database on
 * PostgreSQL, so every instance shares it; in memory on PGlite).
 */
export async function limitAccount(services: Services, action: string, key: string): Promise<void> {
  const limit = services.config.authRateLimitPerMinute;
  const hit = await services.limiter.hit(
    `account ${action} ${key.toLowerCase()}`,
    limit,
    60_000,
    services.now().getTime(),
  );
  if (!hit.allowed) throw new AppError('rate_limited', undefined, { retryAfterSeconds: hit.retryAfterSeconds });
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

/** What a failure says once counted: the attempts left once few remain, and the wait once none remain. */
async function failureAnswer(
  services: Services,
  email: string,
): Promise<{ attemptsLeft?: number; retryAfterSeconds?: number }> {
  const lockout = await lockoutOf(services, email);
  const attemptsLeft = attemptsLeftWarning(lockout);
  if (attemptsLeft === undefined) return {};
  return lockout.retryAfterSeconds > 0
    ? { attemptsLeft, retryAfterSeconds: lockout.retryAfterSeconds }
    : { attemptsLeft };
}

/** Counts a failed sign-in step (wrong pin or 2FA code) against the email address and says what it should. */
export async function recordFailure(
  services: Services,
  email: string,
  userId: string | null,
  ip: string,
): Promise<{ attemptsLeft?: number; retryAfterSeconds?: number }> {
  await services.db.orm
    .insert(loginFailures)
    .values({ email: email.toLowerCase(), userId, ip, createdAt: services.now() });
  return failureAnswer(services, email);
}

// Namespace of the per-address advisory locks (the second key is the address's hashtext).
const LOCKOUT_LOCK_SPACE = 727_019;

/**
 * Takes one attempt of an address atomically (decision 0022): under a transaction-scoped lock of
 * the address, refuses when it is locked, else records the attempt as a failure before the password
 * is checked. Concurrent guesses therefore queue on the lock and each sees the ones before it, so no
 * more than MAX_FAILED_LOGINS are ever checked; a right password deletes its row afterwards.
 */
async function takeAttempt(
  services: Services,
  email: string,
  userId: string | null,
  ip: string,
): Promise<{ locked: LoginLockout } | { failureId: number }> {
  const address = email.toLowerCase();
  return inTransaction(services.db, async (q) => {
    // PGlite has one connection and a transaction holds it: there the transaction is the lock.
    if (services.db.kind === 'postgres') {
      await q(sql`SELECT pg_advisory_xact_lock(${sql.raw(String(LOCKOUT_LOCK_SPACE))}, hashtext(${address}))`);
    }
    // Read once the lock is held: the attempts recorded before it are then never newer than `now`
    // (the lockout ignores failures from the future).
    const now = services.now();
    const rows = await q<{ created_at: Date | string }>(
      sql`SELECT created_at FROM login_failures WHERE email = ${address} AND lifted_at IS NULL
        AND created_at > ${new Date(now.getTime() - FAILED_LOGIN_WINDOW_MS).toISOString()}::timestamptz`,
    );
    const lockout = loginLockout(
      rows.map((row) => new Date(row.created_at).getTime()),
      now.getTime(),
    );
    if (lockout.attemptsLeft === 0) return { locked: lockout };
    const [row] = await q<{ id: string | number }>(
      sql`INSERT INTO login_failures (email, user_id, ip, created_at)
        VALUES (${address}, ${userId}, ${ip}, ${now.toISOString()}::timestamptz) RETURNING id`,
    );
    return { failureId: Number(row?.id) };
  });
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
 * counted per address and answer alike; a locked address is refused before its password is tried, and
 * the attempt is counted before the password is checked, so concurrent guesses cannot overrun the lockout.
 */
export async function checkCredentials(
  services: Services,
  email: string,
  password: string,
  ip: string,
): Promise<UserRow> {
  const user = await findUserByEmail(services, email);
  const attempt = await takeAttempt(services, email, user?.id ?? null, ip);
  if ('locked' in attempt) throw lockedOut(attempt.locked);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash(services.config.scryptCost)));
  if (!user || !valid)
    throw new AppError('bad_credentials', 'Wrong email or password', await failureAnswer(services, email));
  await services.db.orm.delete(loginFailures).where(eq(loginFailures.id, attempt.failureId));
  assertUsable(user);
  return user;
}
