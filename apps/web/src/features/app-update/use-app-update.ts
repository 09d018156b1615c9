import { CLIENT_VERSION, shouldOpenAppUpdateModal } from '@coffer/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchAppConfig } from '../../lib/app-config';
import { useModalOpen } from '../../platform/modal-stack';

export const APP_UPDATE_MODAL_ID = 'app-update';
/** How often the published version is read again while the app stays open. */
const VERSION_CHECK_MS = 15 * 60_000;

/**
 * Whether section 2's forced update must show: /wallet-app.json publishes a higher appVersion than
 * the running one and no other modal is open. `blocked` is a modal that is due but may not be
 * registered yet (the lock screen and the terms update load on demand). The check runs again
 * whenever a modal closes, so a version published while the lock screen, the terms update or any
 * dialog was open opens the update as soon as they are gone. Once open it stays open. Light enough
 * for the first screen; the dialog itself loads on demand.
 */
export function useAppUpdateCheck(blocked = false): boolean {
  const [open, setOpen] = useState(false);
  const modalOpen = useModalOpen();
  const config = useQuery({
    // The same cache entry as useAppConfig: one request serves both.
    queryKey: ['app-config'],
    queryFn: fetchAppConfig,
    // Read again whenever the user comes back to the app, and every 15 minutes while it stays open.
    staleTime: 0,
    refetchInterval: VERSION_CHECK_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
  const published = config.data?.appVersion;

  useEffect(() => {
    if (open || published === undefined) return;
    const otherModalOpen = blocked || modalOpen;
    if (shouldOpenAppUpdateModal({ publishedVersion: published, runningVersion: CLIENT_VERSION, otherModalOpen })) {
      setOpen(true);
    }
  }, [open, published, blocked, modalOpen]);
  return open;
}
