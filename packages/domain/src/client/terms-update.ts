import { TERMS_VERSION_CARD, TERMS_VERSION_EARN, TERMS_VERSION_WALLET } from '../constants';
import { compareAppVersions, parseAppVersion } from './app-update';

export type TermsKind = 'wallet' | 'earn' | 'card';

/** The accepted versions a user carries (section 3 User). */
export interface AcceptedTerms {
  readonly termsVersion: string | null;
  readonly termsInvestmentVersion: string | null;
  readonly termsCardVersion: string | null;
}

export interface OutdatedTerms {
  readonly kind: TermsKind;
  /** The current version to accept. */
  readonly version: string;
}

export const CURRENT_TERMS: Readonly<Record<TermsKind, string>> = {
  wallet: TERMS_VERSION_WALLET,
  earn: TERMS_VERSION_EARN,
  card: TERMS_VERSION_CARD,
};

function isBelow(accepted: string, current: string): boolean {
  // A version that cannot be read cannot prove it is current.
  if (!parseAppVersion(accepted)) return true;
  return compareAppVersions(accepted, current) < 0;
}

/**
 * Section 2's terms-update modal: the terms a user must accept again. The wallet terms bind every
 * user (none accepted counts as outdated); Earn and card terms only bind users who accepted an
 * earlier version, since a user who never used Earn or the card accepts them when starting to.
 */
export function outdatedTerms(user: AcceptedTerms, current = CURRENT_TERMS): OutdatedTerms[] {
  const found: OutdatedTerms[] = [];
  if (user.termsVersion === null || isBelow(user.termsVersion, current.wallet)) {
    found.push({ kind: 'wallet', version: current.wallet });
  }
  if (user.termsInvestmentVersion !== null && isBelow(user.termsInvestmentVersion, current.earn)) {
    found.push({ kind: 'earn', version: current.earn });
  }
  if (user.termsCardVersion !== null && isBelow(user.termsCardVersion, current.card)) {
    found.push({ kind: 'card', version: current.card });
  }
  return found;
}

/** The PUT /user/update body accepting exactly those terms. */
export function termsAcceptance(outdated: readonly OutdatedTerms[]): Partial<Record<keyof AcceptedTerms, string>> {
  const field: Record<TermsKind, keyof AcceptedTerms> = {
    wallet: 'termsVersion',
    earn: 'termsInvestmentVersion',
    card: 'termsCardVersion',
  };
  return Object.fromEntries(outdated.map((terms) => [field[terms.kind], terms.version]));
}
