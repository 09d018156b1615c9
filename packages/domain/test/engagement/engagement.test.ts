import { describe, expect, it } from 'vitest';
import {
  channelsFor,
  compareQueue,
  defaultPreference,
  NOTIFICATION_KINDS,
  planReferralBonus,
  type QueuedConversation,
  referralLinks,
  supportAnswerNeedsEmail,
} from '../../src/index';

describe('notification channels', () => {
  it.each([
    ['deposit_credited', undefined, ['push']],
    ['withdrawal_failed', undefined, ['push', 'email']],
    ['deposit_credited', { push: false, email: true }, ['email']],
    ['money_received', { push: false, email: false }, []],
    // Security events are emailed even when the user turned email off.
    ['new_device_sign_in', { push: false, email: false }, ['email']],
    ['new_device_sign_in', { push: true, email: false }, ['push', 'email']],
  ] as const)('%s with %j goes to %j', (kind, pref, expected) => {
    expect(channelsFor(kind, pref)).toEqual(expected);
  });

  it('has a default for every kind', () => {
    for (const kind of NOTIFICATION_KINDS) expect(defaultPreference(kind).push).toBe(true);
  });

  it.each([
    [{ userOnline: false, readAfterAnswer: false }, true],
    [{ userOnline: true, readAfterAnswer: false }, false],
    [{ userOnline: false, readAfterAnswer: true }, false],
  ])('support answer email when %j: %s', (input, expected) => {
    expect(supportAnswerNeedsEmail(input)).toBe(expected);
  });
});

describe('support', () => {
  const at = (m: number) => new Date(Date.UTC(2030, 0, 1, 0, m));
  const conv = (name: string, c: Partial<QueuedConversation>): QueuedConversation & { name: string } => ({
    name,
    premium: false,
    status: 'OPEN',
    waitingSince: at(10),
    lastMessageAt: at(10),
    ...c,
  });

  it('serves open, waiting and premium conversations first, the longest wait first', () => {
    const list = [
      conv('closed', { status: 'CLOSED', waitingSince: null }),
      conv('answered', { waitingSince: null, lastMessageAt: at(50) }),
      conv('ordinary-old', { waitingSince: at(1) }),
      conv('premium-new', { premium: true, waitingSince: at(30) }),
      conv('premium-old', { premium: true, waitingSince: at(5) }),
      conv('ordinary-new', { waitingSince: at(20) }),
    ];
    expect([...list].sort(compareQueue).map((c) => c.name)).toEqual([
      'premium-old',
      'premium-new',
      'ordinary-old',
      'ordinary-new',
      'answered',
      'closed',
    ]);
  });
});

describe('referrals', () => {
  const base = { referredUserId: 'u2', referrerId: 'u1', alreadyPaid: false, referredAmount: 5n, referralAmount: 7n };
  it.each([
    [base, { referredUserId: 'u2', referrerId: 'u1', referredAmount: 5n, referralAmount: 7n }],
    [{ ...base, referrerId: null }, null],
    [{ ...base, alreadyPaid: true }, null],
    [{ ...base, referrerId: 'u2' }, null],
    [{ ...base, referredAmount: 0n, referralAmount: 0n }, null],
    [
      { ...base, referredAmount: -1n },
      { referredUserId: 'u2', referrerId: 'u1', referredAmount: 0n, referralAmount: 7n },
    ],
  ])('plan %#', (input, expected) => {
    expect(planReferralBonus(input)).toEqual(expected);
  });

  it('builds both links', () => {
    expect(referralLinks('https://coffer.example/', 'AB12')).toEqual({
      path: 'https://coffer.example/signup/AB12',
      query: 'https://coffer.example/signup?referralCode=AB12',
    });
  });
});
