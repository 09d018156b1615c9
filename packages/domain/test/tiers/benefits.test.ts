import { describe, expect, it } from 'vitest';
import {
  hasAmonLab,
  hasFreeMeal,
  hasPremiumSupport,
  hasTravelInsurance,
  monthlyFeeOf,
  premiumSupportOf,
  withdrawFeeOf,
  withdrawLimitOf,
} from '../../src/tiers/index';

// label, monthlyFee, withdrawLimit, amonLab, premiumSupport, travelInsurance (spec §6 and §9)
const BENEFITS = [
  ['TIER_0', 1, 200, false, false, false],
  ['TIER_1', 1, 400, false, false, false],
  ['TIER_2', 1, 600, false, true, true],
  ['TIER_3', 0, 800, true, true, true],
  ['TIER_ICO_1', 0, 800, true, true, true],
  ['TIER_ICO_2', 0, 800, true, true, true],
  ['TIER_BNKF_1', 0, 800, true, true, true],
  ['TIER_BNKF_2', 0, 800, true, true, true],
] as const;

describe('tier benefits', () => {
  it.each(BENEFITS)(
    '%s: monthly fee %i, withdraw limit %i, Amon Lab %s, premium support %s, travel insurance %s',
    (label, monthlyFee, withdrawLimit, amonLab, premiumSupport, travelInsurance) => {
      expect(monthlyFeeOf(label)).toBe(monthlyFee);
      expect(withdrawLimitOf(label)).toBe(withdrawLimit);
      expect(withdrawFeeOf(label)).toBe(2);
      expect(hasAmonLab(label)).toBe(amonLab);
      expect(hasPremiumSupport(label)).toBe(premiumSupport);
      expect(hasTravelInsurance(label)).toBe(travelInsurance);
      expect(hasFreeMeal(label)).toBe(true);
    },
  );

  it.each([undefined, null, '', 'TIER_9', 'toString'])('withdraw limit defaults to 200 for %j', (label) => {
    expect(withdrawLimitOf(label)).toBe(200);
  });

  it('an unknown tier pays no monthly fee ("0 otherwise") and gets no perks', () => {
    expect(monthlyFeeOf('TIER_9')).toBe(0);
    expect(hasPremiumSupport('TIER_9')).toBe(false);
  });
});

describe('premiumSupportOf (spec §6: from the active tier, TIER_0 when none)', () => {
  it.each([
    [undefined, false],
    [null, false],
    ['', false],
    ['TIER_0', false],
    ['TIER_1', false],
    ['TIER_2', true],
    ['TIER_3', true],
    ['TIER_ICO_1', true],
    ['TIER_BNKF_2', true],
  ])('%j gives %s', (activeTier, expected) => {
    expect(premiumSupportOf(activeTier)).toBe(expected);
  });
});
