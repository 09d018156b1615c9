import {
  OFFLINE_MESSAGE_KEY,
  OFFLINE_REFRESH_WINDOW,
  OFFLINE_TOAST_MS,
  OFFLINE_TOAST_WHILE_OFFLINE_MS,
} from '@coffer/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setInterceptorHandler } from '../../lib/api/interceptor';
import { registerSessionRuntime } from '../../lib/session/session';
import { showToast } from '../../lib/ui/toast';
import { emitAppEvent } from '../../platform/app-events';
import { LogoutLoader } from './LogoutLoader';
import { SessionTimeout } from './SessionTimeout';

/**
 * The web runtime of section 4: the interceptor's actions raised as app events (banned toast,
 * maintenance screen, forced logout), the offline toast, the inactivity watcher and the logout loader.
 */
export function AppRuntime() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(
    () => registerSessionRuntime({ queryClient, navigate: (to) => void navigate(to, { replace: true }) }),
    [queryClient, navigate],
  );

  // The interceptor's actions are app events (section 4), handled in one place (AppEvents).
  useEffect(
    () =>
      setInterceptorHandler((action) => {
        if (action.type === 'logout') emitAppEvent({ type: 'logout', callApi: action.callApi });
        else emitAppEvent({ type: action.type });
      }),
    [],
  );

  const checkedAtStart = useRef(false);
  useEffect(() => {
    let lastShown = 0;
    const show = (durationMs: number) => {
      lastShown = Date.now();
      showToast(t(OFFLINE_MESSAGE_KEY as 'ALERT.header.offline'), { tone: 'error', position: 'top', durationMs });
    };
    const onOffline = () => {
      // Section 8: only once the refresh window (2 s) has passed since the last one.
      if (Date.now() - lastShown < OFFLINE_REFRESH_WINDOW * 1_000) return;
      show(OFFLINE_TOAST_MS);
    };
    // Section 8: checked while already offline (the app opened from the service worker's cache).
    // Once per start, not again when the language (t) changes.
    if (!checkedAtStart.current) {
      checkedAtStart.current = true;
      if (navigator.onLine === false) show(OFFLINE_TOAST_WHILE_OFFLINE_MS);
    }
    window.addEventListener('offline', onOffline);
    return () => window.removeEventListener('offline', onOffline);
  }, [t]);

  return (
    <>
      <SessionTimeout />
      <LogoutLoader />
    </>
  );
}
