import { WITHDRAW_FEE, WITHDRAW_LIMIT_DEFAULT } from '../constants';
import { DEFAULT_TIER, isSpecialTier, isTierLabel, type TierLabel } from './catalogue';

/**
 * Spec section 9 withdraw limits (whole EUR). Missing from constants.ts, so named here; TIER_3 and
 * every special tier share 800, and anything unknown falls back to WITHDRAW_LIMIT_DEFAULT.
 */
export const TIER_WITHDRAW_LIMITS: Readonly<Record<TierLabel, number>> = {
  TIER_0: 200,
  TIER_1: 400,
  TIER_2: 600,
  TIER_3: 800,
  TIER_ICO_1: 800,
  TIER_ICO_2: 800,
  TIER_BNKF_1: 800,
  TIER_BNKF_2: 800,
};

/** Spec sections 6 and 9: monthly fee (whole EUR) of 1 for TIER_0 to TIER_2, 0 for every other tier. */
export const TIER_MONTHLY_FEE = 1;
const MONTHLY_FEE_TIERS: readonly string[] = ['TIER_0', 'TIER_1', 'TIER_2'];
/** Spec section 6: card shipping is free for every tier. */
export const CARD_SHIPPING = 'free';

const TOP_TIERS: readonly string[] = ['TIER_3'];
const UPPER_TIERS: readonly string[] = ['TIER_2', 'TIER_3'];

export function withdrawLimitOf(label?: string | null): number {
  return label && isTierLabel(label) ? TIER_WITHDRAW_LIMITS[label] : WITHDRAW_LIMIT_DEFAULT;
}

export function withdrawFeeOf(_label?: string | null): number {
  return WITHDRAW_FEE;
}

export function monthlyFeeOf(label: string): number {
  return MONTHLY_FEE_TIERS.includes(label) ? TIER_MONTHLY_FEE : 0;
}

/** Amon Lab: TIER_3 and special tiers. */
export function hasAmonLab(label: string): boolean {
  return TOP_TIERS.includes(label) || isSpecialTier(label);
}

/** Premium support: TIER_2, TIER_3 and special tiers. */
export function hasPremiumSupport(label: string): boolean {
  return UPPER_TIERS.includes(label) || isSpecialTier(label);
}

/** Travel insurance: TIER_2, TIER_3 and special tiers. */
export function hasTravelInsurance(label: string): boolean {
  return UPPER_TIERS.includes(label) || isSpecialTier(label);
}

/** Free meal: every tier. */
export function hasFreeMeal(_label: string): boolean {
  return true;
}

/** Spec section 6: premium support comes from the active tier, TIER_0 when the user has none. */
export function premiumSupportOf(activeTier?: string | null): boolean {
  return hasPremiumSupport(activeTier || DEFAULT_TIER);
}
