import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/session/use-me';
import { FormAlert } from '../../lib/ui/form';
import { buttonClass } from '../../lib/ui/styles';
import { isBiometricAvailable, isBiometricEnabled, registerBiometric, removeBiometric } from '../../platform/biometric';

/**
 * The section 3 saved setting `biometric`: unlock with the device's fingerprint or face (WebAuthn
 * platform authenticator). Offered only with a PIN set, since the PIN is the fallback.
 */
export function BiometricSetting({ pinSet }: { pinSet: boolean }) {
  const { t } = useTranslation();
  const me = useMe();
  const [available, setAvailable] = useState<boolean | null>(null);
  const [enabled, setEnabled] = useState(isBiometricEnabled);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let live = true;
    void isBiometricAvailable().then((result) => live && setAvailable(result));
    return () => {
      live = false;
    };
  }, []);
  // Removing the PIN removes the biometric unlock too.
  useEffect(() => {
    if (!pinSet) setEnabled(false);
  }, [pinSet]);

  const turnOn = async () => {
    const user = me.data;
    if (!user) return;
    setPending(true);
    setMessage(null);
    try {
      await registerBiometric({
        id: user.id,
        email: user.email,
        name: [user.firstName, user.lastName].filter(Boolean).join(' '),
      });
      setEnabled(true);
      setMessage({ tone: 'success', text: t('pinSettings.biometricEnabled') });
    } catch (error) {
      console.info('biometric registration failed', error);
      setMessage({ tone: 'error', text: t('pinSettings.biometricFailed') });
    } finally {
      setPending(false);
    }
  };

  const status = !pinSet
    ? t('pinSettings.biometricNeedsPin')
    : available === false
      ? t('pinSettings.biometricUnavailable')
      : enabled
        ? t('pinSettings.biometricOn')
        : t('pinSettings.biometricOff');

  return (
    <div className="grid gap-3 border-t border-border pt-4" data-testid="biometric-setting">
      <div>
        <h3 className="font-semibold text-fg">{t('pinSettings.biometricTitle')}</h3>
        <p className="mt-1 text-sm text-fg-muted">{t('pinSettings.biometricLead')}</p>
      </div>
      {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
      <p className="text-sm text-fg" data-testid="biometric-status">
        {status}
      </p>
      {pinSet && available ? (
        <div>
          {enabled ? (
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() => {
                removeBiometric();
                setEnabled(false);
                setMessage(null);
              }}
            >
              {t('pinSettings.biometricDisable')}
            </button>
          ) : (
            <button
              type="button"
              className={buttonClass.primary}
              disabled={pending || !me.data}
              onClick={() => void turnOn()}
            >
              {t('pinSettings.biometricEnable')}
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}
