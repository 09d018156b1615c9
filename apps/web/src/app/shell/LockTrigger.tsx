import { isAppStateListenerActive, shouldLockOnBackground } from '@coffer/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { tokenStore } from '../../lib/api/token-store';
import { reloadDataIfDue } from '../../lib/data-refresh';
import { lockApp } from '../../platform/lock';
import { isModalOpen } from '../../platform/modal-stack';
import { hasPin } from '../../platform/pin-store';
import { platform } from '../../platform/platform';

/**
 * Section 4's lock trigger: the app going to the background (web: the page hidden; native: the
 * shell's app state, platform.onAppStateChange).
 * It locks when an authenticated screen shows, a PIN is set and no modal is open (not on the lock
 * screen or KYC). On both transitions, hidden and visible, everything reloads when more than 30 s
 * have passed since the last refresh (kept beside the query cache, lib/data-refresh.ts). The
 * listener acts only from 5 s after start-up.
 */
export function LockTrigger() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const path = useRef(pathname);
  path.current = pathname;
  const startedAt = useRef(Date.now());

  useEffect(
    () =>
      platform.onAppStateChange((state) => {
        const now = Date.now();
        if (!isAppStateListenerActive(startedAt.current, now)) return;
        if (tokenStore.get() !== null) reloadDataIfDue(queryClient, now);
        if (state !== 'background') return;
        const lock = shouldLockOnBackground({
          appState: state,
          path: path.current,
          hasToken: tokenStore.get() !== null,
          pinSet: hasPin(),
          modalOpen: isModalOpen(),
        });
        if (lock) lockApp();
      }),
    [queryClient],
  );

  return null;
}
