import { useEffect, useSyncExternalStore } from 'react';
import { AppUpdateModal } from '../../features/app-update/AppUpdateModal';
import { LockScreen } from '../../features/lock/LockScreen';
import { TermsUpdateModal } from '../../features/terms/TermsUpdateModal';
import { useHasToken } from '../../lib/session/use-session';
import { unlockApp, useLocked } from '../../platform/lock';
import { hasPin, subscribePin } from '../../platform/pin-store';

/**
 * The app-wide modals of section 2, over any screen: the lock screen on top of everything while
 * locked, then the terms update for a signed-in user, and the forced app update (it waits until no
 * other modal is open).
 */
export function AppModals() {
  const hasToken = useHasToken();
  const locked = useLocked();
  const pinSet = useSyncExternalStore(subscribePin, hasPin);

  // A lock flag without a PIN (removed in another tab, storage cleared) could never be unlocked.
  useEffect(() => {
    if (locked && (!pinSet || !hasToken)) unlockApp();
  }, [locked, pinSet, hasToken]);

  const lockShown = hasToken && locked && pinSet;
  return (
    <>
      {lockShown ? <LockScreen onUnlock={unlockApp} /> : null}
      {hasToken && !lockShown ? <TermsUpdateModal /> : null}
      <AppUpdateModal />
    </>
  );
}
