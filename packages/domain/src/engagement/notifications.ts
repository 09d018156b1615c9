/**
 * Issue 18: what a user can be told about, and on which channels. The in-app list always gets every
 * notification; push and email follow the user's preferences per kind, except security events,
 * which are always emailed.
 */
export const NOTIFICATION_KINDS = [
  'deposit_credited',
  'money_received',
  'withdrawal_confirmed',
  'withdrawal_failed',
  'card_authorised',
  'card_declined',
  'kyc_document_reviewed',
  'referral_bonus',
  'support_answer',
  'new_device_sign_in',
  'tier_fee_charged',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Kinds that concern the account's safety: emailed whatever the preferences say. */
export const SECURITY_NOTIFICATION_KINDS: readonly NotificationKind[] = ['new_device_sign_in'];

export interface ChannelPreference {
  push: boolean;
  email: boolean;
}

/**
 * Out of the box: push for everything, email only for what needs attention or concerns safety (the
 * KYC module emails its own review results, so its notification is not emailed twice).
 */
const EMAIL_BY_DEFAULT: readonly NotificationKind[] = [
  'withdrawal_failed',
  'card_declined',
  'support_answer',
  'new_device_sign_in',
];

export function defaultPreference(kind: NotificationKind): ChannelPreference {
  return { push: true, email: EMAIL_BY_DEFAULT.includes(kind) };
}

export function isSecurityKind(kind: NotificationKind): boolean {
  return SECURITY_NOTIFICATION_KINDS.includes(kind);
}

/** The channels one notification goes out on, besides the in-app list. */
export function channelsFor(kind: NotificationKind, stored: ChannelPreference | undefined): NotificationChannel[] {
  const pref = stored ?? defaultPreference(kind);
  const channels: NotificationChannel[] = [];
  if (pref.push) channels.push('push');
  if (pref.email || isSecurityKind(kind)) channels.push('email');
  return channels;
}

/**
 * The support answer is emailed only when the user is away: no live connection open and the
 * conversation not read since the answer.
 */
export function supportAnswerNeedsEmail(input: { userOnline: boolean; readAfterAnswer: boolean }): boolean {
  return !input.userOnline && !input.readAfterAnswer;
}

/** Spec section 4: a push permission is granted, denied or default. */
export const PUSH_PERMISSIONS = ['granted', 'denied', 'default'] as const;
export type PushPermission = (typeof PUSH_PERMISSIONS)[number];
