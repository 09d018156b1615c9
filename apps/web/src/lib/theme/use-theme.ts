import { useSyncExternalStore } from 'react';
import { setThemePreference, type ThemePreference, themeStore } from './theme';

export function useTheme() {
  const preference = useSyncExternalStore(themeStore.subscribe, themeStore.getPreference, themeStore.getPreference);
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.getTheme, themeStore.getTheme);
  return { preference, theme, setPreference: (next: ThemePreference) => setThemePreference(next) };
}
