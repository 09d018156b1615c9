import type { User } from '@coffer/contract';
import { isAuthAreaPath, outdatedTerms } from '@coffer/domain';
import { notifyManager, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useAppUpdateCheck } from '../../features/app-update/use-app-update';
import { ME_QUERY_KEY } from '../../lib/session/session';
import { useMe } from '../../lib/session/use-me';
import { useHasToken } from '../../lib/session/use-session';
import { unlockApp, useLocked } from '../../platform/lock';
import { hasPin, subscribePin } from '../../platform/pin-store';

// The dialogs load when first needed, so the first screen does not carry them.
const LockScreen = lazy(() => import('../../features/lock/LockScreen').then((m) => ({ default: m.LockScreen })));
const TermsUpdateModal = lazy(() =>
  import('../../features/terms/TermsUpdateModal').then((m) => ({ default: m.TermsUpdateModal })),
);
const AppUpdateModal = lazy(() =>
  import('../../features/app-update/AppUpdateModal').then((m) => ({ default: m.AppUpdateModal })),
);

/** Section 2's terms update is due when the signed-in user's accepted terms are older than the current ones. */
function TermsUpdateCheck() {
  const me = useMe();
  const outdated = me.data ? outdatedTerms(me.data) : [];
  return outdated.length > 0 ? <TermsUpdateModal outdated={outdated} /> : null;
}

/**
 * Whether the terms update is due or not known yet (the user still loading), read from the cache
 * without loading anything: TermsUpdateCheck loads the user. The cache tells its listeners at once, and
 * a screen's query is added to it while that screen renders: the listener is batched (as TanStack's own
 * hooks do), so this component is not updated in the middle of another one's render.
 */
function useTermsUpdateBlocking(active: boolean): boolean {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(notifyManager.batchCalls(listener)),
    [queryClient],
  );
  const state = useSyncExternalStore(subscribe, () => queryClient.getQueryState<User>(ME_QUERY_KEY));
  if (!active) return false;
  if (state?.data) return outdatedTerms(state.data).length > 0;
  return state?.status !== 'error';
}

/**
 * The app-wide modals of section 2, over any screen: the lock screen on top of everything while
 * locked, then the terms update for a signed-in user, and the forced app update (it waits until no
 * other modal is open).
 */
export function AppModals() {
  const hasToken = useHasToken();
  const locked = useLocked();
  const pinSet = useSyncExternalStore(subscribePin, hasPin);
  const { pathname } = useLocation();
  const lockShown = hasToken && locked && pinSet;
  const termsActive = hasToken && !lockShown && isAuthAreaPath(pathname);
  // The update waits for the lock screen and the terms update, then opens (issue 22.2).
  const termsBlocking = useTermsUpdateBlocking(termsActive);
  const updateDue = useAppUpdateCheck(lockShown || termsBlocking);

  // A lock flag without a PIN (removed in another tab, storage cleared) could never be unlocked.
  useEffect(() => {
    if (locked && (!pinSet || !hasToken)) unlockApp();
  }, [locked, pinSet, hasToken]);

  return (
    <Suspense fallback={null}>
      {lockShown ? <LockScreen onUnlock={unlockApp} /> : null}
      {/* Inside the app only: the terms pages it links to must stay readable. */}
      {termsActive ? <TermsUpdateCheck /> : null}
      {updateDue ? <AppUpdateModal /> : null}
    </Suspense>
  );
}
