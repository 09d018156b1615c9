import { describe, expect, it } from 'vitest';
import {
  attemptsLeftWarning,
  FAILED_LOGIN_WINDOW_MS,
  LOGIN_ATTEMPTS_WARNING,
  loginLockout,
  MAX_FAILED_LOGINS,
} from '../../src/auth/lockout';

const NOW = 1_900_000_000_000;
const MIN = 60_000;
/** `n` failures, one a minute, the newest `lastAgoMs` before NOW. */
const failures = (n: number, lastAgoMs = 0) => Array.from({ length: n }, (_, i) => NOW - lastAgoMs - i * MIN);

describe('loginLockout', () => {
  it.each([
    ['no failures', [], { attemptsLeft: 10, retryAfterSeconds: 0 }],
    ['six failures', failures(6), { attemptsLeft: 4, retryAfterSeconds: 0 }],
    ['seven failures', failures(7), { attemptsLeft: 3, retryAfterSeconds: 0 }],
    ['nine failures', failures(9), { attemptsLeft: 1, retryAfterSeconds: 0 }],
    // Ten failures over nine minutes: the oldest leaves the window six minutes from now.
    ['ten failures', failures(10), { attemptsLeft: 0, retryAfterSeconds: 6 * 60 }],
    // Twelve: the tenth newest (nine minutes old) is the one that must leave.
    ['twelve failures', failures(12), { attemptsLeft: 0, retryAfterSeconds: 6 * 60 }],
    ['ten failures at once', Array(10).fill(NOW), { attemptsLeft: 0, retryAfterSeconds: 15 * 60 }],
    ['ten failures, the oldest about to leave', failures(10, 6 * MIN - 500), { attemptsLeft: 0, retryAfterSeconds: 1 }],
    [
      'ten failures older than the window',
      failures(10, FAILED_LOGIN_WINDOW_MS),
      { attemptsLeft: 10, retryAfterSeconds: 0 },
    ],
    ['failures in the future are ignored', [NOW + MIN, ...failures(9)], { attemptsLeft: 1, retryAfterSeconds: 0 }],
  ])('%s', (_name, times, expected) => {
    expect(loginLockout(times, NOW)).toEqual(expected);
  });

  it('is independent of the order of the failures', () => {
    const times = failures(11);
    expect(loginLockout([...times].reverse(), NOW)).toEqual(loginLockout(times, NOW));
  });
});

describe('attemptsLeftWarning', () => {
  it.each([
    [MAX_FAILED_LOGINS, undefined],
    [LOGIN_ATTEMPTS_WARNING + 1, undefined],
    [LOGIN_ATTEMPTS_WARNING, LOGIN_ATTEMPTS_WARNING],
    [1, 1],
    [0, 0],
  ])('%i left warns %s', (attemptsLeft, expected) => {
    expect(attemptsLeftWarning({ attemptsLeft, retryAfterSeconds: 0 })).toBe(expected);
  });
});
