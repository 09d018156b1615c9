import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../lib/api/api-error';

/** What a failed sign-in says about the lockout (decision 0019): the wait, and the attempts left. */
export interface LockoutInfo {
  /** Seconds until sign-in is accepted again (a 429, or the failure that used the last attempt). */
  readonly retryAfterSeconds: number | null;
  /** Attempts left, sent only once three or fewer remain. */
  readonly attemptsLeft: number | null;
}

export function lockoutInfo(error: unknown): LockoutInfo {
  if (!(error instanceof ApiError)) return { retryAfterSeconds: null, attemptsLeft: null };
  const meta = error.envelope.meta;
  return { retryAfterSeconds: meta?.retryAfterSeconds ?? null, attemptsLeft: meta?.attemptsLeft ?? null };
}

/** The wait as words in the language: whole minutes (rounded up), then seconds in the last minute. */
export function formatWait(seconds: number, language: string): string {
  const [value, unit] = seconds >= 60 ? [Math.ceil(seconds / 60), 'minute'] : [Math.max(0, seconds), 'second'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** m:ss, for the visible timer. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Seconds left of a wait of `seconds` that started when `since` (the failure it belongs to) arrived,
 * ticking once a second down to 0; a new `since` starts again.
 */
export function useCountdown(seconds: number, since: unknown): number {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new failure (`since`) restarts the wait.
  const deadline = useMemo(() => Date.now() + seconds * 1000, [seconds, since]);
  const [remaining, setRemaining] = useState(seconds);
  useEffect(() => {
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      return left;
    };
    tick();
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return remaining;
}
