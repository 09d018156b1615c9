import { matchesValidationPattern } from '@coffer/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BusyScreen } from '../../lib/ui/BusyScreen';
import { receiveLinkPin } from './login-flow';

/**
 * The login link of the email (/ask-login-2fa?referralCode=PIN): hands the pin to the login flow,
 * which completes the login when this tab still holds the credentials, else keeps the pin for after
 * the password.
 */
export function AskLogin2faPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const pin = (search.get('referralCode') ?? '').trim();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!matchesValidationPattern('pinCode', pin)) {
      void navigate('/login', { replace: true });
      return;
    }
    void receiveLinkPin(pin).then((loggedIn) => navigate(loggedIn ? '/auth/dashboard' : '/login', { replace: true }));
  }, [pin, navigate]);

  return <BusyScreen label={t('login.signingIn')} />;
}
