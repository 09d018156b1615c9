import { describe, expect, it } from 'vitest';
import {
  attemptsLeftHint,
  INITIAL_PIN_LOCK_STATE,
  lockoutDurationMs,
  type PinLockEvent,
  type PinLockResult,
  type PinLockState,
  persistedPinLock,
  pinLockStep,
  pinLockView,
  restorePinLock,
} from '../../src/client/index';

const T0 = 1_700_000_000_000;

function run(state: PinLockState, events: readonly PinLockEvent[], now = T0): PinLockResult {
  let result: PinLockResult = { state, actions: [] };
  for (const event of events) result = pinLockStep(result.state, event, now);
  return result;
}

const digits = (pin: string): PinLockEvent[] => [...pin].map((digit) => ({ type: 'digit', digit }));

/** Types a PIN and answers the check. */
function attempt(state: PinLockState, correct: boolean, now: number): PinLockResult {
  const typed = run(state, digits('1234'), now);
  return pinLockStep(typed.state, { type: 'checked', correct }, now);
}

describe('PIN entry', () => {
  it('asks for validation on the 4th digit', () => {
    const result = run(INITIAL_PIN_LOCK_STATE, digits('1234'));
    expect(result.state.phase).toBe('checking');
    expect(result.actions).toEqual([{ type: 'validate', pin: '1234' }]);
  });

  it.each<[string, PinLockEvent[], string]>([
    ['input beyond 4 digits is ignored', [...digits('1234'), ...digits('5')], '1234'],
    ['non-digits are ignored', [{ type: 'digit', digit: 'a' }, { type: 'digit', digit: '12' }, ...digits('7')], '7'],
    ['backspace removes the last digit', [...digits('12'), { type: 'backspace' }], '1'],
    ['backspace on empty input does nothing', [{ type: 'backspace' }], ''],
    ['backspace while checking does nothing', [...digits('1234'), { type: 'backspace' }], '1234'],
  ])('%s', (_name, events, input) => {
    expect(run(INITIAL_PIN_LOCK_STATE, events).state.input).toBe(input);
  });

  it.each<[string, number, boolean]>([
    ['no digit: no backspace', 0, false],
    ['one digit: backspace shown', 1, true],
    ['three digits: backspace shown', 3, true],
  ])('%s', (_name, count, shown) => {
    const state = run(INITIAL_PIN_LOCK_STATE, digits('123'.slice(0, count))).state;
    expect(pinLockView(state, T0).showBackspace).toBe(shown);
    expect(pinLockView(state, T0).filledDots).toBe(count);
  });

  it('a correct PIN resets the wrong record and closes', () => {
    const start: PinLockState = { ...INITIAL_PIN_LOCK_STATE, wrongCount: 2, wrongTime: T0 - 5 };
    const result = attempt(start, true, T0);
    expect(result.state.phase).toBe('closed');
    expect(persistedPinLock(result.state)).toEqual({ wrongCount: 0, wrongTime: null });
    expect(result.actions).toEqual([{ type: 'persist', wrongCount: 0, wrongTime: null }, { type: 'close' }]);
  });

  it('a correct PIN with no wrong record only closes', () => {
    expect(attempt(INITIAL_PIN_LOCK_STATE, true, T0).actions).toEqual([{ type: 'close' }]);
  });

  it('a wrong PIN shows the error, shakes 1 s, saves the record and clears input', () => {
    const result = attempt(INITIAL_PIN_LOCK_STATE, false, T0);
    expect(result.state).toMatchObject({ phase: 'entry', input: '', wrongCount: 1, wrongTime: T0, errorShown: true });
    expect(result.actions).toEqual([{ type: 'persist', wrongCount: 1, wrongTime: T0 }]);
    expect(pinLockView(result.state, T0 + 999).shaking).toBe(true);
    expect(pinLockView(result.state, T0 + 1_000).shaking).toBe(false);
  });

  it('a stale check result is ignored', () => {
    const result = pinLockStep(INITIAL_PIN_LOCK_STATE, { type: 'checked', correct: true }, T0);
    expect(result).toEqual({ state: INITIAL_PIN_LOCK_STATE, actions: [] });
  });

  it('typing again clears the error title and hint', () => {
    const wrong = attempt(INITIAL_PIN_LOCK_STATE, false, T0).state;
    const typed = run(wrong, digits('1'), T0 + 10).state;
    expect(pinLockView(typed, T0 + 10)).toMatchObject({ errorTitle: false, attemptsLeftHint: null });
  });
});

describe('remaining-attempts hint and lockout durations', () => {
  it.each<[number, 1 | 2 | null, number]>([
    [0, null, 0],
    [1, 2, 0],
    [2, 1, 0],
    [3, null, 30_000],
    [4, 2, 0],
    [5, 1, 0],
    [6, null, 60_000],
    [9, null, 90_000],
    [12, null, 120_000],
  ])('after %d wrong attempts: hint %s, lockout %d ms', (count, hint, lockout) => {
    expect(attemptsLeftHint(count)).toBe(hint);
    expect(lockoutDurationMs(count)).toBe(lockout);
  });
});

describe('lockout', () => {
  const afterTwo: PinLockState = { ...INITIAL_PIN_LOCK_STATE, wrongCount: 2, wrongTime: T0 - 100 };

  it('the third wrong attempt replaces the keypad with a 30 s countdown ticking every 800 ms', () => {
    const result = attempt(afterTwo, false, T0);
    expect(result.state).toMatchObject({ phase: 'lockedOut', wrongCount: 3, lockoutEndsAt: T0 + 30_000 });
    expect(result.actions).toEqual([
      { type: 'persist', wrongCount: 3, wrongTime: T0 },
      { type: 'startCountdown', endsAt: T0 + 30_000, tickMs: 800 },
    ]);
    expect(pinLockView(result.state, T0)).toMatchObject({ showKeypad: false, countdownSeconds: 30 });
    expect(pinLockView(result.state, T0 + 800)).toMatchObject({ countdownSeconds: 30 });
    expect(pinLockView(result.state, T0 + 29_001)).toMatchObject({ countdownSeconds: 1 });
  });

  it.each<[string, PinLockEvent]>([
    ['digits', { type: 'digit', digit: '1' }],
    ['backspace', { type: 'backspace' }],
    ['biometric success', { type: 'biometric', result: 'success' }],
    ['a stale check', { type: 'checked', correct: true }],
  ])('%s are ignored while locked out', (_name, event) => {
    const locked = attempt(afterTwo, false, T0).state;
    expect(pinLockStep(locked, event, T0 + 10)).toEqual({ state: locked, actions: [] });
  });

  it('a tick before the end changes nothing; at the end the wrong time resets and the keypad returns', () => {
    const locked = attempt(afterTwo, false, T0).state;
    expect(pinLockStep(locked, { type: 'tick' }, T0 + 29_999).state).toBe(locked);
    const ended = pinLockStep(locked, { type: 'tick' }, T0 + 30_000);
    expect(ended.state).toMatchObject({ phase: 'entry', wrongCount: 3, wrongTime: null, lockoutEndsAt: null });
    expect(ended.actions).toEqual([{ type: 'persist', wrongCount: 3, wrongTime: null }, { type: 'stopCountdown' }]);
    expect(pinLockView(ended.state, T0 + 30_000)).toMatchObject({ showKeypad: true, countdownSeconds: null });
  });

  it('the sixth wrong attempt locks for 60 s', () => {
    const afterFive: PinLockState = { ...INITIAL_PIN_LOCK_STATE, wrongCount: 5 };
    expect(attempt(afterFive, false, T0).state.lockoutEndsAt).toBe(T0 + 60_000);
  });
});

describe('biometrics', () => {
  it.each<[string, 'success' | 'failure' | 'unavailable', Partial<PinLockState>, PinLockResult['actions']]>([
    [
      'success closes and clears the record',
      'success',
      { phase: 'closed', wrongCount: 0 },
      [{ type: 'persist', wrongCount: 0, wrongTime: null }, { type: 'close' }],
    ],
    ['failure shows the error title', 'failure', { phase: 'entry', errorShown: true, wrongCount: 1 }, []],
    [
      'unavailable is logged and ignored',
      'unavailable',
      { phase: 'entry', errorShown: false, wrongCount: 1 },
      [{ type: 'log', message: 'biometricUnavailable' }],
    ],
  ])('%s', (_name, result, expected, actions) => {
    const start: PinLockState = { ...INITIAL_PIN_LOCK_STATE, wrongCount: 1, wrongTime: T0 - 1 };
    const next = pinLockStep(start, { type: 'biometric', result }, T0);
    expect(next.state).toMatchObject(expected);
    expect(next.actions).toEqual(actions);
  });
});

describe('restorePinLock: a reload never skips a lockout', () => {
  it.each<[string, unknown, number, Partial<PinLockState>]>([
    ['nothing stored', null, T0, { phase: 'entry', wrongCount: 0, wrongTime: null }],
    ['garbage stored', { wrongCount: 'x', wrongTime: 'y' }, T0, { phase: 'entry', wrongCount: 0, wrongTime: null }],
    ['two wrong attempts', { wrongCount: 2, wrongTime: T0 - 1 }, T0, { phase: 'entry', wrongCount: 2 }],
    [
      'mid-lockout resumes the remaining time',
      { wrongCount: 3, wrongTime: T0 - 10_000 },
      T0,
      { phase: 'lockedOut', lockoutEndsAt: T0 + 20_000 },
    ],
    [
      'expired lockout returns the keypad',
      { wrongCount: 6, wrongTime: T0 - 60_000 },
      T0,
      { phase: 'entry', wrongTime: null },
    ],
    [
      'ended lockout (time reset) stays open',
      { wrongCount: 3, wrongTime: null },
      T0,
      { phase: 'entry', wrongCount: 3 },
    ],
    [
      'a clock moved back cannot lengthen the lockout',
      { wrongCount: 3, wrongTime: T0 + 3_600_000 },
      T0,
      { phase: 'lockedOut', lockoutEndsAt: T0 + 30_000 },
    ],
  ])('%s', (_name, stored, now, expected) => {
    expect(restorePinLock(stored as never, now).state).toMatchObject(expected);
  });

  it('the state is JSON-serialisable', () => {
    const locked = attempt({ ...INITIAL_PIN_LOCK_STATE, wrongCount: 2 }, false, T0).state;
    expect(JSON.parse(JSON.stringify(locked))).toEqual(locked);
  });
});
