/**
 * The sign-in lockout (decision 0019): failed sign-ins are counted per email address attempted,
 * known or not, over a sliding 15-minute window. Ten failures lock the address until the oldest of
 * those ten leaves the window; while three or fewer attempts remain, each failure says how many.
 */
export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60_000;
/** A failure answers with the attempts left once this many or fewer remain. */
export const LOGIN_ATTEMPTS_WARNING = 3;

export interface LoginLockout {
  /** Attempts left before the lockout (0 when locked). */
  readonly attemptsLeft: number;
  /** Whole seconds until the next attempt is accepted; 0 when not locked. */
  readonly retryAfterSeconds: number;
}

/** `failures` are the epoch-ms times of the address's unlifted failures, in any order. */
export function loginLockout(failures: readonly number[], now: number): LoginLockout {
  const recent = failures.filter((at) => at <= now && now - at < FAILED_LOGIN_WINDOW_MS).sort((a, b) => b - a);
  const attemptsLeft = Math.max(0, MAX_FAILED_LOGINS - recent.length);
  if (attemptsLeft > 0) return { attemptsLeft, retryAfterSeconds: 0 };
  // Unlocked once fewer than MAX failures remain in the window: when the MAX-th newest one leaves it.
  const releasing = recent[MAX_FAILED_LOGINS - 1] as number;
  return {
    attemptsLeft: 0,
    retryAfterSeconds: Math.max(1, Math.ceil((releasing + FAILED_LOGIN_WINDOW_MS - now) / 1000)),
  };
}

/** The attempts left to show after a failure: only when few remain, so most failures carry nothing. */
export function attemptsLeftWarning(lockout: LoginLockout): number | undefined {
  return lockout.attemptsLeft <= LOGIN_ATTEMPTS_WARNING ? lockout.attemptsLeft : undefined;
}
