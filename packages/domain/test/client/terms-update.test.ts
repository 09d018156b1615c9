import { describe, expect, it } from 'vitest';
import { type AcceptedTerms, outdatedTerms, termsAcceptance } from '../../src/client/index';

const current = { wallet: '1.1.0', earn: '1.0.0', card: '1.0.0' };
const user = (termsVersion: string | null, earn: string | null = null, card: string | null = null): AcceptedTerms => ({
  termsVersion,
  termsInvestmentVersion: earn,
  termsCardVersion: card,
});

describe('terms to accept again (section 2 terms-update modal)', () => {
  it.each([
    ['all current', user('1.1.0', '1.0.0', '1.0.0'), []],
    ['never used Earn or the card', user('1.1.0'), []],
    ['older wallet terms', user('1.0.0'), ['wallet']],
    ['no wallet terms at all', user(null), ['wallet']],
    ['newer than current', user('1.2.0', '2.0.0'), []],
    ['older Earn terms', user('1.1.0', '0.9.0'), ['earn']],
    ['older card terms', user('1.1.0', null, '0.1.0'), ['card']],
    ['everything older', user('1.0.9', '0.9', '0.9.9'), ['wallet', 'earn', 'card']],
    ['unreadable version', user('garbage', '1.0.0'), ['wallet']],
    ['missing segment equals zero', user('1.1', '1'), []],
  ] as const)('%s', (_name, accepted, kinds) => {
    expect(outdatedTerms(accepted, current).map((terms) => terms.kind)).toEqual(kinds);
  });

  it('builds the update body for exactly the outdated terms', () => {
    expect(termsAcceptance(outdatedTerms(user('1.0.0', '0.5.0'), current))).toEqual({
      termsVersion: '1.1.0',
      termsInvestmentVersion: '1.0.0',
    });
    expect(termsAcceptance([])).toEqual({});
  });
});
