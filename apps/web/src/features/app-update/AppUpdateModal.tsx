import { storeButtons } from '@coffer/domain';
import { useTranslation } from 'react-i18next';
import { ForcedModal } from '../../lib/ui/ForcedModal';
import { buttonClass } from '../../lib/ui/styles';
import { platform } from '../../platform/platform';

import { APP_UPDATE_MODAL_ID } from './use-app-update';

const STORE_LINKS = {
  googlePlay: 'https://play.google.com/store/apps/details?id=app.coffer.wallet',
  huaweiAppGallery: 'https://appgallery.huawei.com/app/coffer',
  appleAppStore: 'https://apps.apple.com/app/coffer-wallet/id0000000000',
} as const;

/**
 * Section 2's forced app update dialog: it cannot be dismissed. On the web, "Update now" loads the
 * new version; the store buttons follow the section 2 platform rules. `useAppUpdateCheck` decides
 * when it opens.
 */
export function AppUpdateModal() {
  const { t } = useTranslation();
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
