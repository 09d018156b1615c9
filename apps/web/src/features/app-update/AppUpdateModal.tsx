import { CLIENT_VERSION, shouldOpenAppUpdateModal, storeButtons } from '@coffer/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAppConfig } from '../../lib/app-config';
import { ForcedModal } from '../../lib/ui/ForcedModal';
import { buttonClass } from '../../lib/ui/styles';
import { isModalOpen } from '../../platform/modal-stack';
import { platform } from '../../platform/platform';

export const APP_UPDATE_MODAL_ID = 'app-update';
/** How often the published version is read again while the app stays open. */
const VERSION_CHECK_MS = 15 * 60_000;

const STORE_LINKS = {
  googlePlay: 'https://play.google.com/store/apps/details?id=app.coffer.wallet',
  huaweiAppGallery: 'https://appgallery.huawei.com/app/coffer',
  appleAppStore: 'https://apps.apple.com/app/coffer-wallet/id0000000000',
} as const;

/**
 * Section 2's forced app update: opens when /wallet-app.json publishes a higher appVersion than the
 * running one and no other modal is open; it cannot be dismissed. On the web, "Update now" loads the
 * new version; the store buttons follow the section 2 platform rules.
 */
export function AppUpdateModal() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const config = useQuery({
    queryKey: ['app-config', 'version'],
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

  if (!open) return null;
  const stores = storeButtons(platform.device());
  return (
    <ForcedModal id={APP_UPDATE_MODAL_ID} title={t('appUpdate.title')} description={t('appUpdate.description')}>
      <div className="grid gap-3">
        {platform.native ? null : (
          <button type="button" className={buttonClass.primary} onClick={() => platform.reload()}>
            {t('appUpdate.reload')}
          </button>
        )}
        {stores.googlePlay ? (
          <a className={buttonClass.secondary} href={STORE_LINKS.googlePlay} target="_blank" rel="noopener noreferrer">
            {t('appUpdate.googlePlay')}
          </a>
        ) : null}
        {stores.huaweiAppGallery ? (
          <a
            className={buttonClass.secondary}
            href={STORE_LINKS.huaweiAppGallery}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('appUpdate.appGallery')}
          </a>
        ) : null}
        {stores.appleAppStore ? (
          <a
            className={buttonClass.secondary}
            href={STORE_LINKS.appleAppStore}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('appUpdate.appStore')}
          </a>
        ) : null}
      </div>
    </ForcedModal>
  );
}
