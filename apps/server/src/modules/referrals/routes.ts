import { getReferrals } from '@coffer/contract';
import { coinDecimals, formatAmount, PLATFORM_TOKEN_CODE } from '@coffer/domain';
import type { FastifyInstance } from 'fastify';
import { authedRoute } from '../../http/routes';

export async function referralRoutes(app: FastifyInstance): Promise<void> {
  authedRoute(app, getReferrals, async ({ services, auth }) => {
    const [counts] = await services.db.query<{ invited: number; confirmed: number }>(
      `SELECT count(*)::int AS invited,
         count(*) FILTER (WHERE EXISTS (SELECT 1 FROM referral_bonuses b WHERE b.referred_user_id = u.id))::int AS confirmed
       FROM users u WHERE u.referred_by = $1`,
      [auth.user.id],
    );
    const decimals = coinDecimals(PLATFORM_TOKEN_CODE) ?? 18;
    const { referredBonus, referralBonus } = services.config.engagement;
    return {
      referralCode: auth.user.referralCode,
      invited: counts?.invited ?? 0,
      confirmed: counts?.confirmed ?? 0,
      referredBonus: formatAmount(referredBonus, decimals),
      referralBonus: formatAmount(referralBonus, decimals),
    };
  });
}
