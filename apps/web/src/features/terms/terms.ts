import { TERMS_VERSION_CARD, TERMS_VERSION_EARN, TERMS_VERSION_WALLET } from '@coffer/domain';

export const TERMS_VERSIONS = {
  wallet: TERMS_VERSION_WALLET,
  earn: TERMS_VERSION_EARN,
  card: TERMS_VERSION_CARD,
} as const;

export type TermsKind = keyof typeof TERMS_VERSIONS;

export function isTermsKind(value: string | undefined): value is TermsKind {
  return value !== undefined && Object.hasOwn(TERMS_VERSIONS, value);
}
