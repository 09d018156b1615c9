import { CLIENT_VERSION, shouldOpenAppUpdateModal } from '@coffer/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchAppConfig } from '../../lib/app-config';
import { isModalOpen } from '../../platform/modal-stack';

export const APP_UPDATE_MODAL_ID = 'app-update';
/** How often the published version is read again while the app stays open. */
const VERSION_CHECK_MS = 15 * 60_000;

/**
 * Whether section 2's forced update must show: /wallet-app.json publishes a higher appVersion than
 * the running one and no other modal is open. Once open it stays open. Light enough for the first
 * screen; the dialog itself loads on demand.
 */
export function useAppUpdateCheck(): boolean {
  const [open, setOpen] = useState(false);
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
    if (
      shouldOpenAppUpdateModal({
        publishedVersion: published,
        runningVersion: CLIENT_VERSION,
        otherModalOpen: isModalOpen(),
      })
    ) {
      setOpen(true);
    }
  }, [open, published]);
  return open;
}
