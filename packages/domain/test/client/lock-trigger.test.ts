import { describe, expect, it } from 'vitest';
import {
  isAppStateListenerActive,
  type LockTriggerInput,
  shouldLockOnBackground,
  shouldReloadOnAppStateChange,
} from '../../src/client/index';

const T0 = 1_700_000_000_000;
const base: LockTriggerInput = {
  appState: 'background',
  path: '/auth/dashboard',
  hasToken: true,
  pinSet: true,
  modalOpen: false,
};

describe('shouldLockOnBackground (section 4)', () => {
  it.each<[string, Partial<LockTriggerInput>, boolean]>([
    ['background on an authenticated screen with PIN and no modal', {}, true],
    ['nested authenticated screen', { path: '/auth/wallet/transactions?coinCode=BTC' }, true],
    ['foreground never locks', { appState: 'foreground' }, false],
    ['no PIN set', { pinSet: false }, false],
    ['a modal is open', { modalOpen: true }, false],
    ['no session token', { hasToken: false }, false],
    ['public screen', { path: '/login' }, false],
    ['skipped on the lock screen', { path: '/auth/lock-screen' }, false],
    ['skipped on KYC', { path: '/auth/kyc' }, false],
    ['skipped on KYC steps', { path: '/auth/kyc/selfie' }, false],
  ])('%s -> %s', (_name, patch, expected) => {
    expect(shouldLockOnBackground({ ...base, ...patch })).toBe(expected);
  });
});

describe('shouldReloadOnAppStateChange: more than 30 s since the last refresh, on either transition', () => {
  it.each<[number | null, number, boolean]>([
    [null, T0, true],
    [T0, T0, false],
    [T0, T0 + 30_000, false],
    [T0, T0 + 30_001, true],
    [T0, T0 + 3_600_000, true],
  ])('last %s, now %s -> %s', (last, now, expected) => {
    expect(shouldReloadOnAppStateChange(last, now)).toBe(expected);
  });
});

describe('isAppStateListenerActive: 5 s after start-up', () => {
  it.each<[number, boolean]>([
    [0, false],
    [4_999, false],
    [5_000, true],
  ])('%d ms after start -> %s', (elapsed, expected) => {
    expect(isAppStateListenerActive(T0, T0 + elapsed)).toBe(expected);
  });
});
