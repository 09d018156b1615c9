import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIER,
  isSpecialTier,
  isTierLabel,
  SPECIAL_TIER_LABELS,
  TIER_LABELS,
  TIERS,
  tierDefinition,
} from '../../src/tiers/index';

describe('tiers (spec §9)', () => {
  it.each([
    ['TIER_0', 0, false, null],
    ['TIER_1', 150, false, null],
    ['TIER_2', 700, false, null],
    ['TIER_3', 2000, false, null],
    ['TIER_ICO_1', 0, true, { card: '0.04', exchange: '0.05' }],
    ['TIER_ICO_2', 0, true, { card: '0.05', exchange: '0.05' }],
    ['TIER_BNKF_1', 0, true, { card: '0.04', exchange: '0.05' }],
    ['TIER_BNKF_2', 0, true, { card: '0.05', exchange: '0.05' }],
  ] as const)('%s costs %i EUR, special %s, cashback %o', (label, amountEUR, special, cashback) => {
    expect(TIERS[label]).toEqual({ label, amountEUR, special, cashback });
    expect(tierDefinition(label)).toBe(TIERS[label]);
    expect(isSpecialTier(label)).toBe(special);
  });

  it('has exactly the eight labels and TIER_0 as the default', () => {
    expect(TIER_LABELS).toHaveLength(8);
    expect(SPECIAL_TIER_LABELS).toEqual(['TIER_ICO_1', 'TIER_ICO_2', 'TIER_BNKF_1', 'TIER_BNKF_2']);
    expect(DEFAULT_TIER).toBe('TIER_0');
  });

  it.each(['TIER_4', 'tier_0', '', 'constructor', '__proto__'])('%j is not a tier', (label) => {
    expect(isTierLabel(label)).toBe(false);
    expect(tierDefinition(label)).toBeUndefined();
    expect(isSpecialTier(label)).toBe(false);
  });
});
