import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { FormAlert } from '../../lib/ui/form';
import { formatClock, formatWait, lockoutInfo, useCountdown } from './lockout';

/** "Try again in N minutes" with a live m:ss timer; says so once the wait is over. */
function LockoutCountdown({ seconds, since }: { seconds: number; since: unknown }) {
  const { t, i18n } = useTranslation();
  const remaining = useCountdown(seconds, since);
  if (remaining === 0) return <p data-testid="lockout-over">{t('lockout.over')}</p>;
  return (
    <p data-testid="lockout-countdown">
      {t('lockout.retryIn', { wait: formatWait(remaining, i18n.language) })}{' '}
      <span role="timer" aria-live="off" className="font-mono tabular-nums">
        ({formatClock(remaining)})
      </span>
    </p>
  );
}

/**
 * A failed sign-in: the lockout with its countdown (429, or the failure that used the last attempt),
 * otherwise the error and, once three or fewer remain, the attempts left (the same words for every
 * address, known or not).
 */
export function LoginError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { retryAfterSeconds, attemptsLeft } = lockoutInfo(error);
  const locked = retryAfterSeconds !== null && (attemptsLeft === 0 || attemptsLeft === null);
  return (
    <FormAlert>
      <div className="grid gap-1">
        {locked ? <p>{t('lockout.title')}</p> : <p>{errorMessage(error, t)}</p>}
        {!locked && attemptsLeft !== null ? (
          <p data-testid="attempts-left">{t('lockout.attemptsLeft', { left: attemptsLeft })}</p>
        ) : null}
        {retryAfterSeconds !== null ? <LockoutCountdown seconds={retryAfterSeconds} since={error} /> : null}
        {locked ? <p>{t('lockout.resetHint')}</p> : null}
      </div>
    </FormAlert>
  );
}
