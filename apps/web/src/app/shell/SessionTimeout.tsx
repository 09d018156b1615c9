import { isSessionTimeoutEnabled, sessionTimingState } from '@coffer/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAppConfig } from '../../lib/app-config';
import { logout, registerInactivityWorker } from '../../lib/session/session';
import { useHasToken, useLoggingOut } from '../../lib/session/use-session';

const SessionExpiryDialog = lazy(() =>
  import('./SessionExpiryDialog').then((m) => ({ default: m.SessionExpiryDialog })),
);

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Section 4: inactivity logout runs on the web in production only, while someone is logged in. */
export function SessionTimeout() {
  const hasToken = useHasToken();
  const loggingOut = useLoggingOut();
  const { data: config } = useAppConfig();
  if (!hasToken || loggingOut || !isSessionTimeoutEnabled('web', config?.production === true)) return null;
  return <SessionWatcher />;
}

export function SessionWatcher() {
  const lastActivity = useRef(Date.now());
  const [dialogShownAt, setDialogShownAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [stopped, setStopped] = useState(false);

  // The worker: activity listeners and a 1 s tick. Logout stops it first (section 4).
  useEffect(() => {
    const onActivity = () => {
      lastActivity.current = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    const stop = () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      clearInterval(timer);
    };
    const unregister = registerInactivityWorker(() => {
      stop();
      setStopped(true);
    });
    return () => {
      unregister();
      stop();
    };
  }, []);

  const state = sessionTimingState({ lastActivity: lastActivity.current, now, dialogShownAt, enabled: !stopped });

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
