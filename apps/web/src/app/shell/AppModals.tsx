import { isAuthAreaPath, outdatedTerms } from '@coffer/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useAppUpdateCheck } from '../../features/app-update/use-app-update';
import { meQuery } from '../../lib/session/use-me';
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

/**
 * Section 2's terms update is due when the signed-in user's accepted terms are older than the
 * current ones; `pending` while the user is still loading (the update check waits for the answer).
 */
function useOutdatedTerms(active: boolean) {
  const me = useQuery({ ...meQuery, enabled: active });
  return { outdated: active && me.data ? outdatedTerms(me.data) : [], pending: active && me.isPending };
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
  // Inside the app only: the terms pages it links to must stay readable.
  const terms = useOutdatedTerms(hasToken && !lockShown && isAuthAreaPath(pathname));
  const outdated = terms.outdated;
  // The update waits for the lock screen and the terms update, then opens (issue 22.2).
  const updateDue = useAppUpdateCheck(lockShown || terms.pending || outdated.length > 0);

  // A lock flag without a PIN (removed in another tab, storage cleared) could never be unlocked.
  useEffect(() => {
    if (locked && (!pinSet || !hasToken)) unlockApp();
  }, [locked, pinSet, hasToken]);

  return (
    <Suspense fallback={null}>
      {lockShown ? <LockScreen onUnlock={unlockApp} /> : null}
      {outdated.length > 0 ? <TermsUpdateModal outdated={outdated} /> : null}
      {updateDue ? <AppUpdateModal /> : null}
    </Suspense>
  );
}
