import { randomUUID } from 'node:crypto';
import type { BodyOf, signup } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { type UserRow, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { hashPassword } from '../../security/passwords';
import { newReferralCode } from '../../security/tokens';
import type { Services } from '../../services';
import { trackConversion } from '../referrals/analytics';
import { discardNewUser, openPlatformWallet } from '../wallets/service';

type SignupInput = BodyOf<typeof signup> & { email: string; countryCode: string };

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const inner = e.cause ?? e;
  return inner.code === '23505' && (inner.constraint ?? '').includes(constraint);
}

async function insertUser(services: Services, input: SignupInput): Promise<UserRow> {
  const { config, db } = services;
  if (config.signupDisabled) throw new AppError('signup_disabled', 'Sign-up is closed for now');
  if (config.prohibitedCountries.includes(input.countryCode)) {
    throw new AppError('prohibited_country', 'Coffer is not available in this country');
  }
  let referredBy: string | null = null;
  if (input.referralCode) {
    const [referrer] = await db.orm
      .select({ id: users.id })
      .from(users)
      .where(eq(users.referralCode, input.referralCode.toUpperCase()))
      .limit(1);
    if (!referrer) {
      throw new AppError('bad_params', 'Unknown referral code', {
        issues: [{ path: 'referralCode', message: 'Unknown referral code', code: 'not_found' }],
      });
    }
    referredBy = referrer.id;
  }
  const passwordHash = await hashPassword(input.password, { N: 2 ** config.scryptCost, r: 8, p: 1 });
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db.orm
        .insert(users)
        .values({
          id: randomUUID(),
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          countryCode: input.countryCode,
          language: input.language,
          termsVersion: input.termsVersion,
          referralCode: newReferralCode(),
          referredBy,
          createdAt: services.now(),
        })
        .returning();
      return row as UserRow;
    } catch (error) {
      if (isUniqueViolation(error, 'email')) throw new AppError('already_exists', 'An account with this email exists');
      // A referral code collision (1 in 10^12): draw another.
      if (isUniqueViolation(error, 'referral_code') && attempt < 3) continue;
      throw error;
    }
  }
}

/** Creates the account and its AMN wallet (spec: no one may lack the platform wallet); either both or neither. */
export async function createUser(services: Services, input: SignupInput): Promise<UserRow> {
  const user = await insertUser(services, input);
  try {
    await openPlatformWallet(services, user.id);
  } catch (error) {
    await discardNewUser(services.db, user.id).catch(() => {});
    throw error;
  }
  trackConversion(services, 'signup', user.id);
  return user;
}
