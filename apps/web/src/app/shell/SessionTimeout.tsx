import { isSessionTimeoutEnabled, sessionTimingState } from '@coffer/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAppConfig } from '../../lib/app-config';
import { logout } from '../../lib/session/session';
import { useHasToken } from '../../lib/session/use-session';

const SessionExpiryDialog = lazy(() =>
  import('./SessionExpiryDialog').then((m) => ({ default: m.SessionExpiryDialog })),
);

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Section 4: inactivity logout runs on the web in production only, while someone is logged in. */
export function SessionTimeout() {
  const hasToken = useHasToken();
  const { data: config } = useAppConfig();
  if (!hasToken || !isSessionTimeoutEnabled('web', config?.production === true)) return null;
  return <SessionWatcher />;
}

export function SessionWatcher() {
  const lastActivity = useRef(Date.now());
  const [dialogShownAt, setDialogShownAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const onActivity = () => {
      lastActivity.current = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      clearInterval(timer);
    };
  }, []);

  const state = sessionTimingState({ lastActivity: lastActivity.current, now, dialogShownAt, enabled: true });

  useEffect(() => {
    if (state.kind === 'showDialog') setDialogShownAt(Date.now());
    if (state.kind === 'logout') void logout();
  }, [state.kind]);

  if (state.kind !== 'dialog') return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiryDialog
        secondsLeft={state.secondsLeft}
        onKeepOpen={() => {
          lastActivity.current = Date.now();
          setDialogShownAt(null);
        }}
        onLogout={() => void logout()}
      />
    </Suspense>
  );
}
