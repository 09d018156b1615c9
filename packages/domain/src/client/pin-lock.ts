import {
  PIN_COUNTDOWN_TICK_MS,
  PIN_LENGTH,
  PIN_LOCKOUT_EVERY_FAILURES,
  PIN_LOCKOUT_SECONDS_PER_CYCLE,
  PIN_SHAKE_MS,
} from '../constants';
import { appendLockPinDigit } from '../validation/lock-pin';

/**
 * Section 4 PIN lock screen as a pure, JSON-serialisable state machine. The app feeds events with
 * the current time and executes the returned actions (validate the PIN, persist the wrong-attempt
 * record, run the 800 ms countdown timer, close the modal).
 *
 * Decision: the countdown is measured against the wall clock (lockout end = wrong time + duration);
 * the 800 ms tick only refreshes the display and detects the end. Decrementing a counter per tick
 * would shorten a "30 s" lockout to 24 s and would restart it on every reload.
 */
export type PinLockPhase = 'entry' | 'checking' | 'lockedOut' | 'closed';

export interface PinLockState {
  readonly phase: PinLockPhase;
  readonly input: string;
  /** Consecutive wrong attempts; persisted, reset only by a correct PIN or biometric success. */
  readonly wrongCount: number;
  /** Epoch ms of the last wrong attempt; persisted; reset by success and at the end of a lockout. */
  readonly wrongTime: number | null;
  readonly errorShown: boolean;
  readonly attemptsLeftHint: 1 | 2 | null;
  readonly shakeUntil: number | null;
  readonly lockoutEndsAt: number | null;
}

/** What the device keeps across reloads (section 3: wrong-attempt count and time). */
export interface PinLockPersisted {
  readonly wrongCount: number;
  readonly wrongTime: number | null;
}

export type PinLockEvent =
  | { readonly type: 'digit'; readonly digit: string }
  | { readonly type: 'backspace' }
  | { readonly type: 'checked'; readonly correct: boolean }
  | { readonly type: 'biometric'; readonly result: 'success' | 'failure' | 'unavailable' }
  | { readonly type: 'tick' };

export type PinLockAction =
  | { readonly type: 'validate'; readonly pin: string }
  | ({ readonly type: 'persist' } & PinLockPersisted)
  | { readonly type: 'startCountdown'; readonly endsAt: number; readonly tickMs: number }
  | { readonly type: 'stopCountdown' }
  | { readonly type: 'close' }
  | { readonly type: 'log'; readonly message: 'biometricUnavailable' };

export interface PinLockResult {
  readonly state: PinLockState;
  readonly actions: readonly PinLockAction[];
}

const LOCKOUT_MS_PER_CYCLE = PIN_LOCKOUT_SECONDS_PER_CYCLE * 1_000;

export const INITIAL_PIN_LOCK_STATE: PinLockState = {
  phase: 'entry',
  input: '',
  wrongCount: 0,
  wrongTime: null,
  errorShown: false,
  attemptsLeftHint: null,
  shakeUntil: null,
  lockoutEndsAt: null,
};

/** (attempts / 3) * 30 s when the count is a positive multiple of 3, else 0. */
export function lockoutDurationMs(wrongCount: number): number {
  if (wrongCount <= 0 || wrongCount % PIN_LOCKOUT_EVERY_FAILURES !== 0) return 0;
  return (wrongCount / PIN_LOCKOUT_EVERY_FAILURES) * LOCKOUT_MS_PER_CYCLE;
}

/** 2 after the first wrong attempt of a cycle, 1 after the second, none otherwise. */
export function attemptsLeftHint(wrongCount: number): 1 | 2 | null {
  const inCycle = wrongCount % PIN_LOCKOUT_EVERY_FAILURES;
  if (wrongCount <= 0 || inCycle === 0) return null;
  const left = PIN_LOCKOUT_EVERY_FAILURES - inCycle;
  return left === 2 || left === 1 ? left : null;
}

export function persistedPinLock(state: PinLockState): PinLockPersisted {
  return { wrongCount: state.wrongCount, wrongTime: state.wrongTime };
}

function persist(state: PinLockState): PinLockAction {
  return { type: 'persist', ...persistedPinLock(state) };
}

/** The lockout end, never further than one full duration from now even if the clock went back. */
function lockoutEnd(wrongCount: number, wrongTime: number, now: number): number {
  const duration = lockoutDurationMs(wrongCount);
  return Math.min(wrongTime + duration, now + duration);
}

/**
 * Rebuilds the screen from what the device stored, so a reload during a lockout resumes it for
 * its remaining time instead of skipping it. Garbage in storage is treated as no wrong attempts.
 */
export function restorePinLock(persisted: Partial<PinLockPersisted> | null | undefined, now: number): PinLockResult {
  const rawCount = persisted?.wrongCount;
  const wrongCount = typeof rawCount === 'number' && Number.isInteger(rawCount) && rawCount > 0 ? rawCount : 0;
  const rawTime = persisted?.wrongTime;
  const wrongTime = typeof rawTime === 'number' && Number.isFinite(rawTime) ? rawTime : null;
  const base: PinLockState = { ...INITIAL_PIN_LOCK_STATE, wrongCount, wrongTime };
  if (wrongTime === null || lockoutDurationMs(wrongCount) === 0) return { state: base, actions: [] };
  const endsAt = lockoutEnd(wrongCount, wrongTime, now);
  if (now >= endsAt) {
    const ended = { ...base, wrongTime: null };
    return { state: ended, actions: [persist(ended)] };
  }
  return {
    state: { ...base, phase: 'lockedOut', lockoutEndsAt: endsAt },
    actions: [{ type: 'startCountdown', endsAt, tickMs: PIN_COUNTDOWN_TICK_MS }],
  };
}

function onDigit(state: PinLockState, digit: string): PinLockResult {
  // Section 5 keypad rule (non-digits and a fifth digit are ignored), shared with the PIN inputs.
  const input = state.phase === 'entry' ? appendLockPinDigit(state.input, digit) : state.input;
  if (input === state.input) return { state, actions: [] };
  const typed: PinLockState = { ...state, input, errorShown: false, attemptsLeftHint: null };
  if (input.length < PIN_LENGTH) return { state: typed, actions: [] };
  return { state: { ...typed, phase: 'checking' }, actions: [{ type: 'validate', pin: input }] };
}

function succeed(state: PinLockState): PinLockResult {
  const closed: PinLockState = { ...INITIAL_PIN_LOCK_STATE, phase: 'closed' };
  const actions: PinLockAction[] = [];
  if (state.wrongCount !== 0 || state.wrongTime !== null) actions.push(persist(closed));
  actions.push({ type: 'close' });
  return { state: closed, actions };
}

function onWrong(state: PinLockState, now: number): PinLockResult {
  const wrongCount = state.wrongCount + 1;
  const wrong: PinLockState = {
    ...state,
    phase: 'entry',
    input: '',
    wrongCount,
    wrongTime: now,
    errorShown: true,
    attemptsLeftHint: attemptsLeftHint(wrongCount),
    shakeUntil: now + PIN_SHAKE_MS,
    lockoutEndsAt: null,
  };
  if (lockoutDurationMs(wrongCount) === 0) return { state: wrong, actions: [persist(wrong)] };
  const endsAt = now + lockoutDurationMs(wrongCount);
  return {
    state: { ...wrong, phase: 'lockedOut', lockoutEndsAt: endsAt },
    actions: [persist(wrong), { type: 'startCountdown', endsAt, tickMs: PIN_COUNTDOWN_TICK_MS }],
  };
}

function onTick(state: PinLockState, now: number): PinLockResult {
  if (state.phase !== 'lockedOut' || state.lockoutEndsAt === null || now < state.lockoutEndsAt) {
    return { state, actions: [] };
  }
  const ended: PinLockState = {
    ...state,
    phase: 'entry',
    wrongTime: null,
    lockoutEndsAt: null,
    errorShown: false,
    attemptsLeftHint: null,
  };
  return { state: ended, actions: [persist(ended), { type: 'stopCountdown' }] };
}

/**
 * Decision: biometric events are honoured only while the keypad is shown; during a lockout the
 * waiting screen replaces the keypad and its biometric icon, so the lockout cannot be sidestepped.
 * A biometric success also clears the wrong-attempt record, like a correct PIN.
 */
function onBiometric(state: PinLockState, result: 'success' | 'failure' | 'unavailable'): PinLockResult {
  if (state.phase !== 'entry') return { state, actions: [] };
  if (result === 'success') return succeed(state);
  if (result === 'failure') return { state: { ...state, errorShown: true }, actions: [] };
  return { state, actions: [{ type: 'log', message: 'biometricUnavailable' }] };
}

export function pinLockStep(state: PinLockState, event: PinLockEvent, now: number): PinLockResult {
  switch (event.type) {
    case 'digit':
      return onDigit(state, event.digit);
    case 'backspace':
      if (state.phase !== 'entry' || state.input === '') return { state, actions: [] };
      return { state: { ...state, input: state.input.slice(0, -1) }, actions: [] };
    case 'checked':
      // A result arriving when no check is pending (e.g. after a reload) is stale.
      if (state.phase !== 'checking') return { state, actions: [] };
      return event.correct ? succeed(state) : onWrong(state, now);
    case 'biometric':
      return onBiometric(state, event.result);
    case 'tick':
      return onTick(state, now);
  }
}

export interface PinLockView {
  readonly filledDots: number;
  readonly showBackspace: boolean;
  readonly showKeypad: boolean;
  readonly countdownSeconds: number | null;
  readonly shaking: boolean;
  readonly errorTitle: boolean;
  readonly attemptsLeftHint: 1 | 2 | null;
}

export function pinLockView(state: PinLockState, now: number): PinLockView {
  const lockedOut = state.phase === 'lockedOut' && state.lockoutEndsAt !== null;
  return {
    filledDots: state.input.length,
    showBackspace: state.phase === 'entry' && state.input.length > 0,
    showKeypad: !lockedOut,
    countdownSeconds: lockedOut ? Math.max(0, Math.ceil(((state.lockoutEndsAt ?? now) - now) / 1_000)) : null,
    shaking: state.shakeUntil !== null && now < state.shakeUntil,
    errorTitle: state.errorShown,
    attemptsLeftHint: state.attemptsLeftHint,
  };
}
