import { timingSafeEqual } from 'node:crypto';
import { matchTotp } from '@coffer/domain';
import { sql } from 'drizzle-orm';
import { hashCode } from '../../security/tokens';
import type { Services } from '../../services';
import { burnIfSpent, takeCodeTry } from '../account/codes';
import { limitAccount } from '../account/credentials';
import type { AuthContext } from '../auth/authenticate';
import type { TxQuery } from '../ledger/sql';

export interface SendCodeCheck {
  /** Spends the code inside the send's transaction: it is used only if the money moves. */
  verify(q: TxQuery): Promise<boolean>;
  /** After a refused code: burns the emailed code once its five tries are taken. */
  recordFailure(): Promise<void>;
}

function same(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * The confirmation of one send: a TOTP step not used before when 2FA is on, else the newest emailed
 * code, unexpired, asked for this exact send (`binding` = wallet, recipient and amount). An emailed
 * code's try is taken before the send's transaction (decision 0022), so concurrent wrong codes cannot
 * get more than MAX_CODE_ATTEMPTS comparisons.
 */
export async function sendCodeCheck(
  services: Services,
  auth: AuthContext,
  code: string,
  binding: string,
): Promise<SendCodeCheck> {
  const userId = auth.user.id;
  const now = services.now();
  if (auth.user.twoFactorSecret) {
    // Authenticator guesses on sends are bound like the 2FA switches: AUTH_RATE_LIMIT_PER_MINUTE per user.
    await limitAccount(services, 'send-totp', userId);
    const secret = services.secretBox.open(auth.user.twoFactorSecret);
    return {
      verify: async (q) => {
        const step = matchTotp(secret, code, now.getTime());
        if (step === null) return false;
        const rows = await q(sql`UPDATE users SET two_factor_last_step = ${step} WHERE id = ${userId}
          AND (two_factor_last_step IS NULL OR two_factor_last_step < ${step}) RETURNING id`);
        return rows.length > 0;
      },
      recordFailure: async () => {},
    };
  }
  const taken = await takeCodeTry(services, userId, 'send');
  return {
    verify: async (q) => {
      if (!taken || taken.expiresAt <= now) return false;
      if (!same(taken.codeHash, hashCode(services.masterKey, 'send', userId, code)) || taken.target !== binding)
        return false;
      // Spent in the send's transaction: used only if the money moves, and once.
      const rows = await q(sql`UPDATE one_time_codes SET used_at = ${now.toISOString()}::timestamptz
        WHERE id = ${taken.id} AND used_at IS NULL RETURNING id`);
      return rows.length > 0;
    },
    recordFailure: async () => {
      if (taken) await burnIfSpent(services, taken);
    },
  };
}
