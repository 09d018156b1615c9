import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors';
import { Section } from '../../lib/ui/Section';
import { buttonClass } from '../../lib/ui/styles';
import { showToast } from '../../lib/ui/toast';
import { type PushPermission, push } from '../../platform/push';
import { savePreference, usePreferences } from './api';
import { isSubscribed } from './web-push';

function PushControl() {
  const { t } = useTranslation('support');
  const { t: tc } = useTranslation();
  const [permission, setPermission] = useState<PushPermission | 'unsupported'>('default');
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!push.supported) setPermission('unsupported');
    else void push.permission().then(setPermission);
    void isSubscribed().then(setOn);
  }, []);
  const toggle = async () => {
    setBusy(true);
    try {
      if (on) {
        await push.stop();
        setOn(false);
      } else {
        const result = await push.start();
        setPermission(result.permission);
        setOn(result.registration !== null);
      }
    } catch (error) {
      showToast(errorMessage(error, tc), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-2 rounded-xl border border-border p-3" data-testid="push-control">
      <p className="font-medium text-fg">{t('push.title')}</p>
      <p className="text-sm text-fg-muted" data-testid="push-permission" data-state={permission}>
        {t(`push.state.${permission}`)}
        {on ? ` · ${t('push.on')}` : ''}
      </p>
      {permission === 'unsupported' || permission === 'denied' ? null : (
        <button
          type="button"
          className={`${buttonClass.secondary} sm:justify-self-start`}
          disabled={busy}
          onClick={() => void toggle()}
        >
          {on ? t('push.disable') : t('push.enable')}
        </button>
      )}
    </div>
  );
}

/** Push and email per kind of notification; security kinds keep email on. */
export function PreferencesSection() {
  const { t } = useTranslation('support');
  const client = useQueryClient();
  const { data } = usePreferences();
  const change = async (kind: string, pushOn: boolean, email: boolean) => {
    const next = await savePreference(kind, pushOn, email);
    client.setQueryData(['notification-preferences'], next);
  };
  return (
    <Section title={t('notifications.preferences')} lead={t('notifications.preferencesLead')} testId="preferences">
      <PushControl />
      <table className="mt-4 w-full text-left text-sm">
        <thead>
          <tr className="text-fg-muted">
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">{t('notifications.preferences')}</span>
            </th>
            <th scope="col" className="w-16 py-2 text-center font-medium">
              {t('notifications.push')}
            </th>
            <th scope="col" className="w-16 py-2 text-center font-medium">
              {t('notifications.email')}
            </th>
          </tr>
        </thead>
        <tbody>
          {(data ?? []).map((p) => (
            <tr key={p.kind} className="border-t border-border">
              <th scope="row" className="py-2 pr-2 font-normal text-fg">
                {t(`notifications.kindName.${p.kind}`)}
              </th>
              <td className="text-center">
                <input
                  type="checkbox"
                  className="size-5 accent-primary"
                  aria-label={`${t(`notifications.kindName.${p.kind}`)}: ${t('notifications.push')}`}
                  checked={p.push}
                  onChange={(e) => void change(p.kind, e.target.checked, p.email)}
                />
              </td>
              <td className="text-center">
                <input
                  type="checkbox"
                  className="size-5 accent-primary"
                  aria-label={`${t(`notifications.kindName.${p.kind}`)}: ${p.emailLocked ? t('notifications.alwaysEmailed') : t('notifications.email')}`}
                  checked={p.email}
                  disabled={p.emailLocked}
                  onChange={(e) => void change(p.kind, p.push, e.target.checked)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
