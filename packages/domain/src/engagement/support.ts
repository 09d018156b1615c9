import { premiumSupportOf } from '../tiers/benefits';

export const SUPPORT_CATEGORIES = ['account', 'transaction', 'card', 'kyc', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const SUPPORT_STATUSES = ['OPEN', 'CLOSED'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUPPORT_AUTHORS = ['user', 'agent'] as const;
export type SupportAuthor = (typeof SUPPORT_AUTHORS)[number];

/** Files one message may carry, and their kinds (first bytes decide, never the name). */
export const SUPPORT_MAX_ATTACHMENTS = 3;
export const SUPPORT_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export interface QueuedConversation {
  premium: boolean;
  status: SupportStatus;
  /** When the user last wrote and waits for an answer; null when support spoke last. */
  waitingSince: Date | null;
  lastMessageAt: Date;
}

/**
 * The agents' queue (spec section 6: premium support from the active tier is served first): open
 * before closed, waiting before answered, premium before ordinary, then the longest wait first.
 */
export function compareQueue(a: QueuedConversation, b: QueuedConversation): number {
  const rank = (c: QueuedConversation) =>
    (c.status === 'OPEN' ? 0 : 4) + (c.waitingSince ? 0 : 2) + (c.premium ? 0 : 1);
  const diff = rank(a) - rank(b);
  if (diff !== 0) return diff;
  const at = (c: QueuedConversation) => (c.waitingSince ?? c.lastMessageAt).getTime();
  return a.waitingSince && b.waitingSince ? at(a) - at(b) : at(b) - at(a);
}

/** Whether a conversation opened under this tier is served as premium. */
export function isPremiumConversation(activeTier: string | null | undefined): boolean {
  return premiumSupportOf(activeTier);
}
