import { type StoreButtons, storeButtons } from '@coffer/domain';
import { useTranslation } from 'react-i18next';
import { ForcedModal } from '../../lib/ui/ForcedModal';
import { buttonClass } from '../../lib/ui/styles';
import { platform } from '../../platform/platform';

import { APP_UPDATE_MODAL_ID } from './use-app-update';

/** The store buttons in the order shown; `storeButtons` (domain) says which apply. */
const STORES = [
  {
    key: 'googlePlay',
    href: 'https://play.google.com/store/apps/details?id=app.coffer.wallet',
    label: 'appUpdate.googlePlay',
  },
  { key: 'huaweiAppGallery', href: 'https://appgallery.huawei.com/app/coffer', label: 'appUpdate.appGallery' },
  {
    key: 'appleAppStore',
    href: 'https://apps.apple.com/app/coffer-wallet/id0000000000',
    label: 'appUpdate.appStore',
  },
] as const satisfies readonly { key: keyof StoreButtons; href: string; label: string }[];

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
        {STORES.filter((store) => stores[store.key]).map((store) => (
          <a
            key={store.key}
            className={buttonClass.secondary}
            href={store.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t(store.label)}
          </a>
        ))}
      </div>
    </ForcedModal>
  );
}
