import { DEFAULT_THEME, THEMES, type Theme } from '@coffer/domain';
import { STORAGE_KEYS, storage } from '../storage';

/** What the user chose; 'system' means nothing is stored and the OS preference decides. */
export type ThemePreference = Theme | 'system';

const DARK_QUERY = '(prefers-color-scheme: dark)';
/** Matches --bg of each theme in styles.css, for the browser's own chrome. */
const THEME_COLOR: Record<Theme, string> = { light: '#f5f7fb', dark: '#0b1220' };

function isTheme(value: string | null): value is Theme {
  return value !== null && (THEMES as readonly string[]).includes(value);
}

export function readThemePreference(): ThemePreference {
  const stored = storage.get(STORAGE_KEYS.theme);
  return isTheme(stored) ? stored : 'system';
}

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false;
}

/** Spec section 1: light or dark; when unset the system preference is used; the default is light. */
export function resolveTheme(preference: ThemePreference, systemDark: boolean | undefined): Theme {
  if (preference !== 'system') return preference;
  if (systemDark === undefined) return DEFAULT_THEME;
  return systemDark ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme]);
}

type Listener = () => void;
const listeners = new Set<Listener>();
let preference: ThemePreference = 'system';
let stopSystemWatch: (() => void) | undefined;

function current(): Theme {
  return resolveTheme(preference, typeof window.matchMedia === 'function' ? systemPrefersDark() : undefined);
}

function notify(): void {
  applyTheme(current());
  for (const listener of listeners) listener();
}

/** Reads the stored choice, applies it and follows OS changes while the choice is 'system'. */
export function initTheme(): void {
  preference = readThemePreference();
  stopSystemWatch?.();
  stopSystemWatch = undefined;
  if (typeof window.matchMedia === 'function') {
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => {
      if (preference === 'system') notify();
    };
    query.addEventListener?.('change', onChange);
    stopSystemWatch = () => query.removeEventListener?.('change', onChange);
  }
  notify();
}

export function setThemePreference(next: ThemePreference): void {
  preference = next;
  if (next === 'system') storage.remove(STORAGE_KEYS.theme);
  else storage.set(STORAGE_KEYS.theme, next);
  notify();
}

export const themeStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getPreference: (): ThemePreference => preference,
  getTheme: (): Theme => current(),
};
