import { useTranslation } from 'react-i18next';
import { useTheme } from '../../lib/theme/use-theme';
import { MoonIcon, SunIcon } from '../../lib/ui/icons';
import { iconButtonClass } from '../../lib/ui/styles';

/** One-tap switch in the header; the three-way choice (with "system") lives in ThemeSwitch. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, setPreference } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      data-testid="theme-toggle"
      aria-label={next === 'dark' ? t('theme.switchToDark') : t('theme.switchToLight')}
      onClick={() => setPreference(next)}
      className={iconButtonClass}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
