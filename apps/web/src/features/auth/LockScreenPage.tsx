import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BusyScreen } from '../../lib/ui/BusyScreen';
import { useLocked } from '../../platform/lock';

/**
 * /auth/lock-screen: where the section 2 guard sends a signed-in visitor of a public page while the
 * app is locked. The lock screen itself is the app-wide modal over it; once unlocked (or if nothing
 * is locked) this goes on to the dashboard.
 */
export function LockScreenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locked = useLocked();
  useEffect(() => {
    if (!locked) void navigate('/auth/dashboard', { replace: true });
  }, [locked, navigate]);
  return <BusyScreen label={t('app.loading')} />;
}
