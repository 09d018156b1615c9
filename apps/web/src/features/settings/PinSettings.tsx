import { isValidLockPin, normalizeLockPinInput } from '@coffer/domain';
import { type FormEvent, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton, TextField } from '../../lib/ui/form';
import { keepValue } from '../../lib/ui/keep-value';
import { Section } from '../../lib/ui/Section';
import { buttonClass } from '../../lib/ui/styles';
import { lockApp } from '../../platform/lock';
import { hasPin, removePin, savePin, subscribePin, verifyPin } from '../../platform/pin-store';
import { BiometricSetting } from './BiometricSetting';

type Mode = 'idle' | 'set' | 'change' | 'remove';
type Field = 'current' | 'next' | 'confirm';

function PinField({
  label,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  testId: string;
}) {
  return (
    <TextField
      label={label}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={4}
      data-testid={testId}
      value={value}
      error={error}
      onChange={(event) => onChange(keepValue(event.target, normalizeLockPinInput(event.target.value)))}
    />
  );
}

/** Settings: set a 4-digit lock PIN (asked twice), change it (current one first) or remove it. */
export function PinSettings() {
  const { t } = useTranslation();
  const pinSet = useSyncExternalStore(subscribePin, hasPin);
  const [mode, setMode] = useState<Mode>('idle');
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const start = (next: Mode) => {
    setMode(next);
    setValues({ current: '', next: '', confirm: '' });
    setErrors({});
    setDone(null);
  };
  const field = (name: Field, label: string) => (
    <PinField
      label={label}
      value={values[name]}
      error={errors[name]}
      testId={`pin-${name}`}
      onChange={(value) => setValues((old) => ({ ...old, [name]: value }))}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const asksCurrent = mode === 'change' || mode === 'remove';
    const asksNew = mode === 'set' || mode === 'change';
    if (asksCurrent && !isValidLockPin(values.current)) found.current = t('pinSettings.format');
    if (asksNew && !isValidLockPin(values.next)) found.next = t('pinSettings.format');
    else if (asksNew && values.confirm !== values.next) found.confirm = t('pinSettings.mismatch');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      if (asksCurrent && !(await verifyPin(values.current))) {
        setErrors({ current: t('pinSettings.wrongCurrent') });
        return;
      }
      if (mode === 'remove') removePin();
      else await savePin(values.next);
      setDone(mode === 'remove' ? t('pinSettings.removed') : t('pinSettings.saved'));
      setMode('idle');
    } finally {
      setPending(false);
    }
  };

  return (
    <Section title={t('pinSettings.title')} lead={t('pinSettings.lead')} testId="pin-settings">
      <div className="grid gap-4">
        {done ? <FormAlert tone="success">{done}</FormAlert> : null}
        <p className="text-sm text-fg" data-testid="pin-status">
          {pinSet ? t('pinSettings.statusOn') : t('pinSettings.statusOff')}
        </p>
        {mode === 'idle' ? (
          <div className="flex flex-wrap gap-3">
            {pinSet ? (
              <>
                <button type="button" className={buttonClass.secondary} onClick={() => start('change')}>
                  {t('pinSettings.change')}
                </button>
                <button type="button" className={buttonClass.secondary} onClick={() => start('remove')}>
                  {t('pinSettings.remove')}
                </button>
                <button type="button" className={buttonClass.ghost} onClick={lockApp}>
                  {t('pinSettings.lockNow')}
                </button>
              </>
            ) : (
              <button type="button" className={buttonClass.primary} onClick={() => start('set')}>
                {t('pinSettings.set')}
              </button>
            )}
          </div>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)} className="grid max-w-sm gap-4">
            {mode === 'change' || mode === 'remove' ? field('current', t('pinSettings.currentPin')) : null}
            {mode === 'set' || mode === 'change' ? field('next', t('pinSettings.newPin')) : null}
            {mode === 'set' || mode === 'change' ? field('confirm', t('pinSettings.confirmPin')) : null}
            <div className="flex flex-wrap gap-3">
              <SubmitButton pending={pending}>
                {mode === 'remove' ? t('pinSettings.remove') : t('pinSettings.save')}
              </SubmitButton>
              <button type="button" className={buttonClass.ghost} onClick={() => start('idle')}>
                {t('common.cancel')}
              </button>
            </div>
          </form>
        )}
        <BiometricSetting pinSet={pinSet} />
      </div>
    </Section>
  );
}
