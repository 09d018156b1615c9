import { TIER_LABELS } from '@coffer/domain';
import { z } from 'zod/mini';
import { endpoint } from '../endpoint';

/**
 * Spec section 3, Tier, with the derived view's fields beside it. Prices are 2-decimal strings;
 * `balanceAMN` is what the tier costs now in AMN at the oracle price (18 decimals).
 */
export const tier = z.object({
  label: z.enum(TIER_LABELS),
  special: z.boolean(),
  amount_EUR: z.string(),
  amount_GBP: z.string(),
  cashback: z.object({ card: z.string(), exchange: z.string() }),
  active: z.boolean(),
  balanceAMN: z.string(),
  /** Withdrawals allowed per calendar month, in EUR. */
  operations: z.int(),
  premiumSupport: z.boolean(),
  /** AMN's EUR price used for balanceAMN. */
  rate: z.string(),
  amountFiat: z.string(),
  view: z.object({
    amountEUR: z.string(),
    amountGBP: z.string(),
    special: z.boolean(),
    cashbackCard: z.string(),
    cashbackExchange: z.string(),
    monthlyFee: z.number(),
    withdrawLimit: z.number(),
    withdrawFee: z.number(),
    amonLab: z.boolean(),
    premiumSupport: z.boolean(),
    freeMeal: z.boolean(),
    travelInsurance: z.boolean(),
    cardShipping: z.string(),
  }),
});
export type TierItem = z.infer<typeof tier>;

export const listTiers = endpoint({
  method: 'GET',
  path: '/user/tiers',
  summary: 'Every tier the user may see, with the derived view and the active one',
  tag: 'tiers',
  auth: true,
  response: () => z.array(tier),
});

export const updateTier = endpoint({
  method: 'PUT',
  path: '/user/updateTier',
  summary: 'Buy a tier with AMN at the oracle price (balance_not_enough, tier_rate_limiting within 24 h)',
  tag: 'tiers',
  auth: true,
  idempotent: true,
  body: () => z.object({ label: z.enum(TIER_LABELS) }),
  response: () => z.array(tier),
});
