import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_PIN_LOCK_STATE,
  type PinLockEvent,
  type PinLockState,
  persistedPinLock,
  pinLockStep,
  pinLockView,
  restorePinLock,
} from '../../src/client/index';

const T0 = 1_700_000_000_000;

type Step =
  | { kind: 'attempt'; correct: boolean; gap: number }
  | { kind: 'tick'; gap: number }
  | { kind: 'reload'; gap: number }
  | { kind: 'event'; event: PinLockEvent; gap: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('attempt' as const), correct: fc.boolean(), gap: fc.nat(5_000) }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('tick' as const), gap: fc.nat(40_000) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reload' as const), gap: fc.nat(40_000) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('event' as const),
      gap: fc.nat(2_000),
      event: fc.oneof(
        fc.record({ type: fc.constant('digit' as const), digit: fc.string({ maxLength: 2 }) }),
        fc.constant<PinLockEvent>({ type: 'backspace' }),
        fc.record({
          type: fc.constant('biometric' as const),
          result: fc.constantFrom('success', 'failure', 'unavailable'),
        }),
      ) as fc.Arbitrary<PinLockEvent>,
    }),
  },
);

describe('PIN lock model check', () => {
  it('matches a reference model of counts and lockouts across ticks and reloads', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 60 }), (steps) => {
        let state: PinLockState = INITIAL_PIN_LOCK_STATE;
        let now = T0;
        let modelFailures = 0;
        let modelLockEnd: number | null = null;
        for (const step of steps) {
          now += step.gap;
          if (state.phase === 'closed') state = { ...INITIAL_PIN_LOCK_STATE, ...persistedPinLock(state) };
          if (modelLockEnd !== null && now >= modelLockEnd) modelLockEnd = null;

          if (step.kind === 'reload') {
            state = restorePinLock(JSON.parse(JSON.stringify(persistedPinLock(state))), now).state;
          } else if (step.kind === 'tick') {
            state = pinLockStep(state, { type: 'tick' }, now).state;
          } else if (step.kind === 'event') {
            const wasLocked = state.phase === 'lockedOut';
            state = pinLockStep(state, step.event, now).state;
            if (!wasLocked && step.event.type === 'biometric' && step.event.result === 'success') modelFailures = 0;
            expect(state.input.length).toBeLessThanOrEqual(4);
          } else {
            const locked = state.phase === 'lockedOut';
            let result = { state, actions: [] as readonly unknown[] };
            for (const digit of '1234') result = pinLockStep(result.state, { type: 'digit', digit }, now);
            result = pinLockStep(result.state, { type: 'checked', correct: step.correct }, now);
            state = result.state;
            if (!locked && step.correct) modelFailures = 0;
            if (!locked && !step.correct) {
              modelFailures += 1;
              if (modelFailures % 3 === 0) {
                modelLockEnd = now + (modelFailures / 3) * 30_000;
                // The lockout lasts exactly (failures / 3) * 30 s from the failing attempt.
                expect(state.lockoutEndsAt! - now).toBe((modelFailures / 3) * 30_000);
              }
            }
          }

          expect(state.wrongCount).toBe(modelFailures);
          // Locked out exactly while the model says so (ticks may lag, so only "still locked" may lag).
          if (modelLockEnd !== null) expect(state.phase).toBe('lockedOut');
          if (state.phase === 'lockedOut') {
            expect(state.lockoutEndsAt).toBe(modelLockEnd ?? state.lockoutEndsAt);
            expect(pinLockView(state, now).showKeypad).toBe(false);
          }
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        }
      }),
      { numRuns: 300 },
    );
  });
});
