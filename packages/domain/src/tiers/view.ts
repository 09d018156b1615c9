import { FIAT_DISPLAY_DECIMALS } from '../constants';
import { formatPercent } from '../format/amounts';
import { formatAmount } from '../money/amount';
import { convert } from '../money/conversion';
import type { DecimalRate } from '../money/decimal';
import { pow10 } from '../money/errors';
import type { RoundingMode } from '../money/rounding';
import {
  CARD_SHIPPING,
  hasAmonLab,
  hasFreeMeal,
  hasPremiumSupport,
  hasTravelInsurance,
  monthlyFeeOf,
  withdrawFeeOf,
  withdrawLimitOf,
} from './benefits';
import { ORDINARY_TIER_LABELS, TIERS, type TierDefinition, type TierLabel, tierDefinition } from './catalogue';

/**
 * Spec section 3 derived tier view. Prices are exact 2-decimal strings ("150.00") because GBP is a
 * conversion; cashback is a percent string with 2 decimals ("4.00", "0.00" for ordinary tiers);
 * fees and limits are whole EUR numbers, as in constants.ts.
 */
export interface TierView {
  readonly label: TierLabel;
  readonly amountEUR: string;
  readonly amountGBP: string;
  readonly special: boolean;
  readonly cashbackCard: string;
  readonly cashbackExchange: string;
  readonly monthlyFee: number;
  readonly withdrawLimit: number;
  readonly withdrawFee: number;
  readonly amonLab: boolean;
  readonly premiumSupport: boolean;
  readonly freeMeal: boolean;
  readonly travelInsurance: boolean;
  readonly cardShipping: typeof CARD_SHIPPING;
}

export interface TierViewOptions {
  /** GBP per EUR, exact (e.g. "0.8571"). */
  readonly eurToGbpRate: DecimalRate | string;
  /** How the GBP price is rounded to pence; half-up unless the caller decides otherwise. */
  readonly rounding?: RoundingMode;
}

const CENTS = FIAT_DISPLAY_DECIMALS;

/** A tier's EUR price converted at an exact rate and rounded to pence by an explicit mode. */
export function tierAmountGBP(label: TierLabel, eurToGbpRate: DecimalRate | string, rounding: RoundingMode): string {
  const pence = convert(BigInt(TIERS[label].amountEUR), 0, eurToGbpRate, CENTS, rounding);
  return formatAmount(pence, CENTS);
}

function cashbackPercent(fraction: string | undefined): string {
  return formatPercent(fraction ?? '0', 'en');
}

export function tierView(label: TierLabel, options: TierViewOptions): TierView {
  const tier = TIERS[label];
  return {
    label,
    amountEUR: formatAmount(BigInt(tier.amountEUR) * pow10(CENTS), CENTS),
    amountGBP: tierAmountGBP(label, options.eurToGbpRate, options.rounding ?? 'half-up'),
    special: tier.special,
    cashbackCard: cashbackPercent(tier.cashback?.card),
    cashbackExchange: cashbackPercent(tier.cashback?.exchange),
    monthlyFee: monthlyFeeOf(label),
    withdrawLimit: withdrawLimitOf(label),
    withdrawFee: withdrawFeeOf(label),
    amonLab: hasAmonLab(label),
    premiumSupport: hasPremiumSupport(label),
    freeMeal: hasFreeMeal(label),
    travelInsurance: hasTravelInsurance(label),
    cardShipping: CARD_SHIPPING,
  };
}

/**
 * Spec section 6: everyone sees the ordinary tiers; a special tier is shown only to the user it is
 * assigned to, after the ordinary ones. Another user's special label, or an ordinary one, adds nothing.
 */
export function visibleTiers(userSpecialTier?: string | null): TierDefinition[] {
  const tiers: TierDefinition[] = ORDINARY_TIER_LABELS.map((label) => TIERS[label]);
  const own = userSpecialTier ? tierDefinition(userSpecialTier) : undefined;
  if (own?.special) tiers.push(own);
  return tiers;
}
