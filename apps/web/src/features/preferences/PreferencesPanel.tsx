import { LanguageSelect } from './LanguageSelect';
import { ThemeSwitch } from './ThemeSwitch';

export function PreferencesPanel() {
  return (
    <div className="grid gap-5">
      <LanguageSelect />
      <ThemeSwitch />
    </div>
  );
}
