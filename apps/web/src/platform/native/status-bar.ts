import { Style } from '@capacitor/status-bar';
import type { Theme } from '@coffer/domain';
import type { NativeOs, NativePlugins } from './plugins';

/** The page backgrounds of the two themes (styles.css, index.html's theme-color), so the Android status bar blends in. */
export const STATUS_BAR_COLORS: Record<Theme, string> = { light: '#f5f7fb', dark: '#0b1220' };

/** The status bar follows the theme: dark text on the light theme, light text on the dark one. */
export function applyStatusBar(plugin: NativePlugins['statusBar'], os: NativeOs, theme: Theme): Promise<void> {
  const style = plugin.setStyle({ style: theme === 'dark' ? Style.Dark : Style.Light });
  const color = os === 'android' ? plugin.setBackgroundColor({ color: STATUS_BAR_COLORS[theme] }) : null;
  return Promise.all([style, color]).then(
    () => undefined,
    (error: unknown) => console.warn('status bar: could not follow the theme', error),
  );
}
