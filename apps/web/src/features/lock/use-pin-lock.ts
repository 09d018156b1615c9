import {
  type PinLockAction,
  type PinLockEvent,
  type PinLockResult,
  type PinLockState,
  type PinLockView,
  pinLockStep,
  pinLockView,
  restorePinLock,
} from '@coffer/domain';
import { useEffect, useRef, useState } from 'react';
import { readPinAttempts, verifyPin, writePinAttempts } from '../../platform/pin-store';

interface RunnerDeps {
  verify: (pin: string) => Promise<boolean>;
  onClose: () => void;
  onChange: () => void;
}

/**
 * Executes the actions of the domain's PIN-lock machine (section 4) against the browser: the PIN
 * check, the persisted wrong-attempt record and the 800 ms countdown timer. The rules themselves
 * are all in `pinLockStep`.
 */
function createPinLockRunner(deps: RunnerDeps) {
  let state: PinLockState = restorePinLock(readPinAttempts(), Date.now()).state;
  let timer: ReturnType<typeof setInterval> | null = null;
  const stopTimer = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  const send = (event: PinLockEvent) => apply(pinLockStep(state, event, Date.now()));
  const perform = (action: PinLockAction) => {
    switch (action.type) {
      case 'validate':
        void deps.verify(action.pin).then(
          (correct) => send({ type: 'checked', correct }),
          () => send({ type: 'checked', correct: false }),
        );
        return;
      case 'persist':
        writePinAttempts({ wrongCount: action.wrongCount, wrongTime: action.wrongTime });
        return;
      case 'startCountdown':
        stopTimer();
        timer = setInterval(() => send({ type: 'tick' }), action.tickMs);
        return;
      case 'stopCountdown':
        stopTimer();
        return;
      case 'close':
        deps.onClose();
        return;
      case 'log':
        console.info('lock screen: biometric unlock unavailable');
        return;
    }
  };
  function apply(result: PinLockResult): void {
    state = result.state;
    deps.onChange();
    for (const action of result.actions) perform(action);
  }
  return {
    send,
    state: () => state,
    /** Resumes from the stored record: a lockout in progress keeps counting down. */
    start: () => apply(restorePinLock(readPinAttempts(), Date.now())),
    stop: stopTimer,
  };
}

export function usePinLock({
  verify = verifyPin,
  onClose,
}: {
  verify?: (pin: string) => Promise<boolean>;
  onClose: () => void;
}): { view: PinLockView; send: (event: PinLockEvent) => void } {
  const [now, setNow] = useState(() => Date.now());
  const deps = useRef<RunnerDeps>({ verify, onClose, onChange: () => setNow(Date.now()) });
  deps.current.verify = verify;
  deps.current.onClose = onClose;
  const runner = useRef<ReturnType<typeof createPinLockRunner> | null>(null);
  runner.current ??= createPinLockRunner({
    verify: (pin) => deps.current.verify(pin),
    onClose: () => deps.current.onClose(),
    onChange: () => deps.current.onChange(),
  });
  const active = runner.current;

  useEffect(() => {
    active.start();
    return active.stop;
  }, [active]);

  const state = active.state();
  // The 1 s shake ends by time alone: render once more when it is over.
  useEffect(() => {
    if (state.shakeUntil === null || state.shakeUntil <= now) return;
    const id = setTimeout(() => setNow(Date.now()), state.shakeUntil - now);
    return () => clearTimeout(id);
  }, [state.shakeUntil, now]);

  return { view: pinLockView(state, now), send: active.send };
}
