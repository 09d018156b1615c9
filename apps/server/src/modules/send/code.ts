import { timingSafeEqual } from 'node:crypto';
import { matchTotp } from '@coffer/domain';
import { sql } from 'drizzle-orm';
import { hashCode } from '../../security/tokens';
import type { Services } from '../../services';
import { consumeUserCode } from '../account/codes';
import type { AuthContext } from '../auth/authenticate';
import type { TxQuery } from '../ledger/sql';

export interface SendCodeCheck {
  /** Spends the code inside the send's transaction: it is used only if the money moves. */
  verify(q: TxQuery): Promise<boolean>;
  /** After a refused code: counts the wrong try against the emailed code (5 burn it). */
  recordFailure(): Promise<void>;
}

function same(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * The confirmation of one send: a TOTP step not used before when 2FA is on, else the newest emailed
 * code, unexpired, asked for this exact send (`binding` = wallet, recipient and amount).
 */
export function sendCodeCheck(services: Services, auth: AuthContext, code: string, binding: string): SendCodeCheck {
  const userId = auth.user.id;
  const now = services.now();
  if (auth.user.twoFactorSecret) {
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
  return {
    verify: async (q) => {
      const [open] = await q<{ id: string; code_hash: string; target: string | null; expires_at: Date | string }>(
        sql`SELECT id, code_hash, target, expires_at FROM one_time_codes
          WHERE user_id = ${userId} AND purpose = 'send' AND used_at IS NULL ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      );
      if (!open || new Date(open.expires_at) <= now) return false;
      if (!same(open.code_hash, hashCode(services.masterKey, 'send', userId, code)) || open.target !== binding)
        return false;
      await q(sql`UPDATE one_time_codes SET used_at = ${now} WHERE id = ${open.id}`);
      return true;
    },
    recordFailure: async () => {
      await consumeUserCode(services, userId, 'send', code);
    },
  };
}
