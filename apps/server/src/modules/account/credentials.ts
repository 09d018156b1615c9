import { randomUUID } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import { loginFailures, type UserRow, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../../security/passwords';
import type { Services } from '../../services';
import { assertUsable } from '../auth/authenticate';

export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60_000;

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
  if (!services.limiter.hit(`account ${action} ${key.toLowerCase()}`, limit, 60_000, services.now().getTime())) {
    throw new AppError('rate_limited');
  }
}

export async function findUserByEmail(services: Services, email: string): Promise<UserRow | undefined> {
  const [row] = await services.db.orm.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

async function recentFailures(services: Services, userId: string): Promise<number> {
  const since = new Date(services.now().getTime() - FAILED_LOGIN_WINDOW_MS);
  const [row] = await services.db.orm
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.userId, userId), gt(loginFailures.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function recordFailure(services: Services, userId: string, ip: string): Promise<void> {
  await services.db.orm.insert(loginFailures).values({ userId, ip, createdAt: services.now() });
}

/**
 * Email and password, checked without telling an unknown email from a wrong password; an account
 * with too many recent failures is refused before its password is even tried.
 */
export async function checkCredentials(
  services: Services,
  email: string,
  password: string,
  ip: string,
): Promise<UserRow> {
  const user = await findUserByEmail(services, email);
  // An unknown email is locked out like a known account (counted in memory: it has no row to refer to),
  // so a lockout does not tell who has an account.
  const unknownKey = `failed-login ${email.toLowerCase()}`;
  const now = services.now().getTime();
  const failures = user
    ? await recentFailures(services, user.id)
    : services.limiter.count(unknownKey, FAILED_LOGIN_WINDOW_MS, now);
  if (failures >= MAX_FAILED_LOGINS) {
    throw new AppError('rate_limited', 'Too many failed attempts, try again later');
  }
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash(services.config.scryptCost)));
  if (!user || !valid) {
    if (user) await recordFailure(services, user.id, ip);
    else services.limiter.hit(unknownKey, MAX_FAILED_LOGINS, FAILED_LOGIN_WINDOW_MS, now);
    throw new AppError('bad_credentials', 'Wrong email or password');
  }
  assertUsable(user);
  return user;
}
