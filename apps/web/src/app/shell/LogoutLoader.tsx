import { useTranslation } from 'react-i18next';
import { useLoggingOut } from '../../lib/session/use-session';

/** Section 4's logout loader: over every screen (the lock screen too) while a logout runs. */
export function LogoutLoader() {
  const { t } = useTranslation();
  if (!useLoggingOut()) return null;
  return (
    <div
      data-testid="logout-loader"
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[70] flex flex-col items-center justify-center gap-4 bg-bg/90 text-fg backdrop-blur-sm"
    >
      <span className="boot-spinner" aria-hidden="true" />
      <p className="text-fg-muted">{t('session.loggingOut')}</p>
    </div>
  );
}
