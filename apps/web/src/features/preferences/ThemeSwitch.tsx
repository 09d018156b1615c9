import { useTranslation } from 'react-i18next';
import type { ThemePreference } from '../../lib/theme/theme';
import { useTheme } from '../../lib/theme/use-theme';
import { MoonIcon, SunIcon, SystemIcon } from '../../lib/ui/icons';

const OPTIONS = [
  { value: 'light', Icon: SunIcon },
  { value: 'dark', Icon: MoonIcon },
  { value: 'system', Icon: SystemIcon },
] as const satisfies readonly { value: ThemePreference; Icon: unknown }[];

export function ThemeSwitch() {
  const { t } = useTranslation();
  const { preference, setPreference } = useTheme();

  return (
    <fieldset className="m-0 min-w-0 border-0 p-0">
      <legend className="mb-2 block p-0 text-sm font-medium text-fg">{t('theme.label')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {OPTIONS.map(({ value, Icon }) => {
          const pressed = preference === value;
          return (
            <button
              key={value}
              type="button"
              data-testid={`theme-${value}`}
              aria-pressed={pressed}
              onClick={() => setPreference(value)}
              className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border px-2 text-sm font-medium motion-safe:transition-colors ${
                pressed
                  ? 'border-primary bg-primary-soft text-primary-strong'
                  : 'border-border bg-surface text-fg hover:bg-surface-2'
              }`}
            >
              <Icon width={18} height={18} className="shrink-0" />
              {t(`theme.${value}`)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
