import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../../lib/session/session';
import { LogoutIcon } from '../../lib/ui/icons';
import { buttonClass, iconButtonClass } from '../../lib/ui/styles';

/** Logs out (section 4); `compact` is the header's icon button, otherwise a full button. */
export function LogoutButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const onClick = () => {
    setBusy(true);
    void logout({ callApi: true }).finally(() => setBusy(false));
  };
  if (compact) {
    return (
      <button
        type="button"
        data-testid="logout-button"
        aria-label={t('session.logout')}
        title={t('session.logout')}
        disabled={busy}
        onClick={onClick}
        className={iconButtonClass}
      >
        <LogoutIcon />
      </button>
    );
  }
  return (
    <button type="button" disabled={busy} onClick={onClick} className={buttonClass.secondary}>
      <LogoutIcon />
      {t('session.logout')}
    </button>
  );
}
