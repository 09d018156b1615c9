/** Spec sections 3, 6 and 9: tier labels, prices in whole EUR and the special tiers' cashback. */
export const ORDINARY_TIER_LABELS = ['TIER_0', 'TIER_1', 'TIER_2', 'TIER_3'] as const;
export const SPECIAL_TIER_LABELS = ['TIER_ICO_1', 'TIER_ICO_2', 'TIER_BNKF_1', 'TIER_BNKF_2'] as const;
export const TIER_LABELS = [...ORDINARY_TIER_LABELS, ...SPECIAL_TIER_LABELS] as const;

export type OrdinaryTierLabel = (typeof ORDINARY_TIER_LABELS)[number];
export type SpecialTierLabel = (typeof SPECIAL_TIER_LABELS)[number];
export type TierLabel = (typeof TIER_LABELS)[number];

/** Cashback as exact decimal fractions ("0.04" is 4 %), never floats: it multiplies money. */
export interface TierCashback {
  readonly card: string;
  readonly exchange: string;
}

export interface TierDefinition {
  readonly label: TierLabel;
  readonly special: boolean;
  /** Price of the tier in whole EUR. */
  readonly amountEUR: number;
  /** Only special tiers carry cashback; ordinary ones have none. */
  readonly cashback: TierCashback | null;
}

export const TIERS: Readonly<Record<TierLabel, TierDefinition>> = {
  TIER_0: { label: 'TIER_0', special: false, amountEUR: 0, cashback: null },
  TIER_1: { label: 'TIER_1', special: false, amountEUR: 150, cashback: null },
  TIER_2: { label: 'TIER_2', special: false, amountEUR: 700, cashback: null },
  TIER_3: { label: 'TIER_3', special: false, amountEUR: 2000, cashback: null },
  TIER_ICO_1: { label: 'TIER_ICO_1', special: true, amountEUR: 0, cashback: { card: '0.04', exchange: '0.05' } },
  TIER_ICO_2: { label: 'TIER_ICO_2', special: true, amountEUR: 0, cashback: { card: '0.05', exchange: '0.05' } },
  TIER_BNKF_1: { label: 'TIER_BNKF_1', special: true, amountEUR: 0, cashback: { card: '0.04', exchange: '0.05' } },
  TIER_BNKF_2: { label: 'TIER_BNKF_2', special: true, amountEUR: 0, cashback: { card: '0.05', exchange: '0.05' } },
};

/** Spec section 6: a user with no active tier is treated as TIER_0. */
export const DEFAULT_TIER: TierLabel = 'TIER_0';

export function isTierLabel(label: string): label is TierLabel {
  return Object.hasOwn(TIERS, label);
}

export function isSpecialTier(label: string): label is SpecialTierLabel {
  return (SPECIAL_TIER_LABELS as readonly string[]).includes(label);
}

export function tierDefinition(label: string): TierDefinition | undefined {
  return isTierLabel(label) ? TIERS[label] : undefined;
}
