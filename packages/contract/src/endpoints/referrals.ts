import { z } from 'zod/mini';
import { endpoint } from '../endpoint';

export const getReferrals = endpoint({
  method: 'GET',
  path: '/referrals',
  summary: "The user's referral code, how many people signed up with it and the bonuses (AMN)",
  tag: 'referrals',
  auth: true,
  response: () =>
    z.object({
      referralCode: z.string(),
      invited: z.int(),
      confirmed: z.int(),
      /** What each side receives once the referred user's identity is confirmed, in AMN. */
      referredBonus: z.string(),
      referralBonus: z.string(),
    }),
});
