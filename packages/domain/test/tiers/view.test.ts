import { describe, expect, it } from 'vitest';
import { type TierLabel, tierAmountGBP, tierView, visibleTiers } from '../../src/tiers/index';

const RATE = '0.8571';

describe('derived tier view (spec §3)', () => {
  it.each([
    ['TIER_0', '0.00', '0.00', false, '0.00', '0.00', 1, 200, false, false, false],
    ['TIER_1', '150.00', '128.57', false, '0.00', '0.00', 1, 400, false, false, false],
    ['TIER_2', '700.00', '599.97', false, '0.00', '0.00', 1, 600, false, true, true],
    ['TIER_3', '2000.00', '1714.20', false, '0.00', '0.00', 0, 800, true, true, true],
    ['TIER_ICO_1', '0.00', '0.00', true, '4.00', '5.00', 0, 800, true, true, true],
    ['TIER_ICO_2', '0.00', '0.00', true, '5.00', '5.00', 0, 800, true, true, true],
    ['TIER_BNKF_1', '0.00', '0.00', true, '4.00', '5.00', 0, 800, true, true, true],
    ['TIER_BNKF_2', '0.00', '0.00', true, '5.00', '5.00', 0, 800, true, true, true],
  ] as const)(
    '%s',
    (label, amountEUR, amountGBP, special, cashbackCard, cashbackExchange, monthlyFee, withdrawLimit, amonLab, premiumSupport, travelInsurance) => {
      expect(tierView(label, { eurToGbpRate: RATE })).toEqual({
        label,
        amountEUR,
        amountGBP,
        special,
        cashbackCard,
        cashbackExchange,
        monthlyFee,
        withdrawLimit,
        withdrawFee: 2,
        amonLab,
        premiumSupport,
        freeMeal: true,
        travelInsurance,
        cardShipping: 'free',
      });
    },
  );

  it.each([
    // 150 × 0.85715 = 128.5725; 2000 × 0.857125 = 1714.25 exactly on the half penny
    ['TIER_1', '0.85715', 'half-up', '128.57'],
    ['TIER_1', '0.85715', 'ceil', '128.58'],
    ['TIER_3', '0.857125', 'half-up', '1714.25'],
    ['TIER_1', '0.857133', 'floor', '128.56'],
    ['TIER_1', '0.857133', 'half-up', '128.57'],
    // 700 × 0.85715 = 600.005: a tie, where half-even and half-up part ways
    ['TIER_2', '0.85715', 'half-even', '600.00'],
    ['TIER_2', '0.85715', 'half-up', '600.01'],
  ] as const)('%s GBP at %s rounded %s is %s', (label, rate, rounding, expected) => {
    expect(tierAmountGBP(label, rate, rounding)).toBe(expected);
    expect(tierView(label, { eurToGbpRate: rate, rounding }).amountGBP).toBe(expected);
  });

  it('takes an exact rate object', () => {
    expect(tierView('TIER_1', { eurToGbpRate: { mantissa: 9n, scale: 1 } }).amountGBP).toBe('135.00');
  });
});

describe('visibleTiers (spec §6: special tiers only for their own user)', () => {
  const ORDINARY = ['TIER_0', 'TIER_1', 'TIER_2', 'TIER_3'];
  const labels = (special?: string | null) => visibleTiers(special).map((tier) => tier.label);

  it.each([
    [undefined, ORDINARY],
    [null, ORDINARY],
    ['', ORDINARY],
    ['TIER_2', ORDINARY],
    ['TIER_UNKNOWN', ORDINARY],
    ['constructor', ORDINARY],
    ['TIER_ICO_1', [...ORDINARY, 'TIER_ICO_1']],
    ['TIER_ICO_2', [...ORDINARY, 'TIER_ICO_2']],
    ['TIER_BNKF_1', [...ORDINARY, 'TIER_BNKF_1']],
    ['TIER_BNKF_2', [...ORDINARY, 'TIER_BNKF_2']],
  ] as const)('for %j shows %o', (special, expected) => {
    expect(labels(special)).toEqual(expected);
  });

  it('never shows another user special tier', () => {
    const shown: TierLabel[] = visibleTiers('TIER_ICO_1').map((tier) => tier.label);
    expect(shown).not.toContain('TIER_ICO_2');
    expect(shown).not.toContain('TIER_BNKF_1');
    expect(shown).not.toContain('TIER_BNKF_2');
  });
});
