import { describe, expect, it } from 'vitest';
import {
  ACCESS_DENIED_DESCRIPTION,
  ACCOUNT_DISABLED_DESCRIPTION,
  classifyHttpError,
  INITIAL_INTERCEPTOR_STATE,
  type InterceptedError,
  type InterceptorAction,
  type InterceptorState,
  interceptError,
} from '../../src/errors/index';

const T0 = 1_700_000_000_000;

describe('classifyHttpError (section 8 statuses)', () => {
  it.each<[string, InterceptedError, ReturnType<typeof classifyHttpError>]>([
    ['429 rate limited', { status: 429, code: 'rate_limited', description: '' }, 'banned'],
    ['429 without code', { status: 429 }, 'banned'],
    ['503', { status: 503 }, 'maintenance'],
    ['504', { status: 504, code: 'x', description: 'y' }, 'maintenance'],
    ['502 is not maintenance', { status: 502 }, null],
    [
      '401 access denied exact',
      { status: 401, code: 'access_denied', description: ACCESS_DENIED_DESCRIPTION },
      'accessDenied',
    ],
    ['401 access denied other description', { status: 401, code: 'access_denied', description: 'Forbidden' }, null],
    [
      '401 other code same description',
      { status: 401, code: 'bad_credentials', description: ACCESS_DENIED_DESCRIPTION },
      null,
    ],
    [
      '403 with access-denied body',
      { status: 403, code: 'access_denied', description: ACCESS_DENIED_DESCRIPTION },
      null,
    ],
    [
      '400 account disabled',
      { status: 400, code: 'disabled_account', description: ACCOUNT_DISABLED_DESCRIPTION },
      'closedAccount',
    ],
    ['400 account disabled any code', { status: 400, description: ACCOUNT_DISABLED_DESCRIPTION }, 'closedAccount'],
    ['400 other description', { status: 400, code: 'bad_params', description: 'nope' }, null],
    ['401 account disabled text is not closed', { status: 401, description: ACCOUNT_DISABLED_DESCRIPTION }, null],
    ['500', { status: 500 }, null],
  ])('%s', (_name, error, expected) => {
    expect(classifyHttpError(error)).toBe(expected);
  });
});

function feed(error: InterceptedError, times: readonly number[], start: InterceptorState = INITIAL_INTERCEPTOR_STATE) {
  let state = start;
  const fired: { at: number; actions: readonly InterceptorAction[] }[] = [];
  for (const at of times) {
    const result = interceptError(state, error, at);
    state = result.state;
    if (result.actions.length > 0) fired.push({ at, actions: result.actions });
  }
  return { state, fired };
}

const every = (count: number, stepMs: number) => Array.from({ length: count }, (_, i) => T0 + i * stepMs);

const BANNED: InterceptedError = { status: 429, code: 'rate_limited' };
const MAINT: InterceptedError = { status: 503 };
const DENIED: InterceptedError = { status: 401, code: 'access_denied', description: ACCESS_DENIED_DESCRIPTION };

describe('interceptError: repeat thresholds within a sliding 30 s window', () => {
  it.each<[string, InterceptedError, number, number, InterceptorAction | null]>([
    ['banned: 5 repeats do not fire', BANNED, 5, 1_000, null],
    [
      'banned: the 6th within 30 s fires',
      BANNED,
      6,
      1_000,
      { type: 'banned', messageKey: 'ALERT.message.banned', toastMs: 5_000 },
    ],
    ['banned: 6 spread over more than 30 s do not fire', BANNED, 6, 6_001, null],
    ['maintenance: 3 do not fire', MAINT, 3, 1_000, null],
    ['maintenance: the 4th fires', MAINT, 4, 1_000, { type: 'maintenance', path: '/maintenance' }],
    ['maintenance: 4 spread over more than 30 s do not fire', MAINT, 4, 10_001, null],
    ['access denied: 3 do not fire', DENIED, 3, 1_000, null],
    [
      'access denied: the 4th logs out',
      DENIED,
      4,
      1_000,
      { type: 'logout', reason: 'accessDenied', callApi: false, clearData: true },
    ],
    ['access denied: 4 spread over more than 30 s do not fire', DENIED, 4, 10_001, null],
  ])('%s', (_name, error, count, stepMs, expected) => {
    const { fired } = feed(error, every(count, stepMs));
    if (expected === null) {
      expect(fired).toEqual([]);
    } else {
      expect(fired).toEqual([{ at: T0 + (count - 1) * stepMs, actions: [expected] }]);
    }
  });

  it('an error exactly 30 s old has left the window', () => {
    const times = [T0, T0 + 1, T0 + 2, T0 + 3, T0 + 4, T0 + 30_000];
    expect(feed(BANNED, times).fired).toEqual([]);
  });

  it('fires once per burst, then again after the threshold is exceeded anew', () => {
    const { fired } = feed(MAINT, every(8, 100));
    expect(fired.map((f) => f.at)).toEqual([T0 + 300, T0 + 700]);
  });

  it('counters are independent', () => {
    let state = INITIAL_INTERCEPTOR_STATE;
    for (const [error, at] of [
      [BANNED, T0],
      [MAINT, T0 + 1],
      [DENIED, T0 + 2],
      [MAINT, T0 + 3],
    ] as const) {
      state = interceptError(state, error, at).state;
    }
    expect(state).toEqual({ banned: [T0], maintenance: [T0 + 1, T0 + 3], accessDenied: [T0 + 2] });
  });

  it('closed account logs out at once and leaves the counters alone', () => {
    const start: InterceptorState = { banned: [T0], maintenance: [], accessDenied: [] };
    const result = interceptError(start, { status: 400, description: ACCOUNT_DISABLED_DESCRIPTION }, T0 + 5);
    expect(result).toEqual({
      state: start,
      actions: [{ type: 'logout', reason: 'closedAccount', callApi: false, clearData: true }],
    });
  });

  it('unrelated errors change nothing', () => {
    const result = interceptError(INITIAL_INTERCEPTOR_STATE, { status: 500, code: 'unknown_error' }, T0);
    expect(result.state).toBe(INITIAL_INTERCEPTOR_STATE);
    expect(result.actions).toEqual([]);
  });

  it('state survives a JSON round trip', () => {
    const { state } = feed(BANNED, every(3, 10));
    const restored = JSON.parse(JSON.stringify(state)) as InterceptorState;
    expect(interceptError(restored, BANNED, T0 + 50)).toEqual(interceptError(state, BANNED, T0 + 50));
  });
});
