/** Spec section 3: the origins of the two referral bonuses, shown as 'Bonus Referred' and 'Bonus Referral'. */
export const BONUS_REFERRED = 'BONUS_REFERRED' as const;
export const BONUS_REFERRAL = 'BONUS_REFERRAL' as const;

/** Spec section 7: conversion-tracking events. */
export const CONVERSION_EVENTS = ['signup', 'kycUpload', 'preOrderCard'] as const;
export type ConversionEvent = (typeof CONVERSION_EVENTS)[number];

/** A referral code as the user may type it: letters and digits, compared without case. */
export function normaliseReferralCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The two links that open sign-up with a code (spec sections 2 and 2's deep links). */
export function referralLinks(base: string, code: string): { path: string; query: string } {
  const root = base.replace(/\/+$/, '');
  const encoded = encodeURIComponent(code);
  return { path: `${root}/signup/${encoded}`, query: `${root}/signup?referralCode=${encoded}` };
}

export interface ReferralBonusPlan {
  referredUserId: string;
  referrerId: string;
  /** Atomic AMN units (18 decimals). */
  referredAmount: bigint;
  referralAmount: bigint;
}

/**
 * Who gets what once the referred user's identity is confirmed: the referred user BONUS_REFERRED,
 * the referrer BONUS_REFERRAL; nothing when there is no referrer or a bonus was already paid.
 * A zero amount is left out.
 */
export function planReferralBonus(input: {
  referredUserId: string;
  referrerId: string | null;
  alreadyPaid: boolean;
  referredAmount: bigint;
  referralAmount: bigint;
}): ReferralBonusPlan | null {
  if (!input.referrerId || input.alreadyPaid || input.referrerId === input.referredUserId) return null;
  if (input.referredAmount <= 0n && input.referralAmount <= 0n) return null;
  return {
    referredUserId: input.referredUserId,
    referrerId: input.referrerId,
    referredAmount: input.referredAmount > 0n ? input.referredAmount : 0n,
    referralAmount: input.referralAmount > 0n ? input.referralAmount : 0n,
  };
}
