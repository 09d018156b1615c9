import { describe, expect, it } from 'vitest';
import {
  isSessionTimeoutEnabled,
  type LogoutOptions,
  type LogoutStep,
  logoutSteps,
  type SessionTimingInput,
  type SessionTimingState,
  sessionTimingState,
} from '../../src/client/index';

const T0 = 1_700_000_000_000;
const MIN = 60_000;

describe('sessionTimingState (14 min then 60 s)', () => {
  it.each<[string, Omit<SessionTimingInput, 'lastActivity'>, SessionTimingState]>([
    [
      'disabled outside web production',
      { now: T0 + 20 * MIN, dialogShownAt: null, enabled: false },
      { kind: 'disabled' },
    ],
    ['just active', { now: T0, dialogShownAt: null, enabled: true }, { kind: 'active', dialogDueAt: T0 + 14 * MIN }],
    [
      '13:59 idle',
      { now: T0 + 14 * MIN - 1, dialogShownAt: null, enabled: true },
      { kind: 'active', dialogDueAt: T0 + 14 * MIN },
    ],
    ['14:00 idle shows the dialog', { now: T0 + 14 * MIN, dialogShownAt: null, enabled: true }, { kind: 'showDialog' }],
    [
      '14:59 idle, dialog never shown',
      { now: T0 + 15 * MIN - 1, dialogShownAt: null, enabled: true },
      { kind: 'showDialog' },
    ],
    [
      '15:00 idle, dialog never shown: logout',
      { now: T0 + 15 * MIN, dialogShownAt: null, enabled: true },
      { kind: 'logout' },
    ],
    [
      'dialog just shown: 60 s left',
      { now: T0 + 14 * MIN, dialogShownAt: T0 + 14 * MIN, enabled: true },
      { kind: 'dialog', logoutAt: T0 + 15 * MIN, secondsLeft: 60 },
    ],
    [
      'dialog 59.5 s in: 1 s left',
      { now: T0 + 15 * MIN - 500, dialogShownAt: T0 + 14 * MIN, enabled: true },
      { kind: 'dialog', logoutAt: T0 + 15 * MIN, secondsLeft: 1 },
    ],
    [
      'dialog 60 s without a choice: logout',
      { now: T0 + 15 * MIN, dialogShownAt: T0 + 14 * MIN, enabled: true },
      { kind: 'logout' },
    ],
    [
      'a late dialog still gives the full 60 s',
      { now: T0 + 20 * MIN, dialogShownAt: T0 + 19 * MIN + 30_000, enabled: true },
      { kind: 'dialog', logoutAt: T0 + 20 * MIN + 30_000, secondsLeft: 30 },
    ],
  ])('%s', (_name, input, expected) => {
    expect(sessionTimingState({ lastActivity: T0, ...input })).toEqual(expected);
  });
});

describe('isSessionTimeoutEnabled: web production only', () => {
  it.each<['web' | 'ios' | 'android', boolean, boolean]>([
    ['web', true, true],
    ['web', false, false],
    ['ios', true, false],
    ['android', true, false],
  ])('%s production=%s -> %s', (platform, production, expected) => {
    expect(isSessionTimeoutEnabled(platform, production)).toBe(expected);
  });
});

describe('logoutSteps: the logout app event in order (section 4)', () => {
  const head: LogoutStep[] = ['stopInactivityWorker', 'showLoader', 'closeModalsAndAlerts', 'clearDeviceSecrets'];
  it.each<[string, LogoutOptions, LogoutStep[]]>([
    [
      'defaults: API call and data cleared',
      {},
      [...head, 'callApi', 'removeToken', 'goToRoot', 'clearData', 'hideLoader'],
    ],
    ['no API call', { callApi: false }, [...head, 'removeToken', 'goToRoot', 'clearData', 'hideLoader']],
    ['data kept', { clearData: false }, [...head, 'callApi', 'removeToken', 'goToRoot', 'hideLoader']],
    ['neither', { callApi: false, clearData: false }, [...head, 'removeToken', 'goToRoot', 'hideLoader']],
  ])('%s', (_name, options, expected) => {
    expect(logoutSteps(options)).toEqual(expected);
  });
});
