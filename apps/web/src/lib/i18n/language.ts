import { DEFAULT_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from '@coffer/domain';
import { STORAGE_KEYS, storage } from '../storage';

/** Each language shown in its own name, in the order of the spec. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  it: 'Italiano',
  es: 'Español',
  pt: 'Português',
  fr: 'Français',
};

export function isLanguage(value: string | null | undefined): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

export function readStoredLanguage(): Language {
  const stored = storage.get(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The route guard of the spec reads this flag: it is set only when the user picks a language. */
export function hasChosenLanguage(): boolean {
  return storage.get(STORAGE_KEYS.languageSelected) === '1';
}

export function rememberLanguage(language: Language, chosenByUser: boolean): void {
  storage.set(STORAGE_KEYS.language, language);
  if (chosenByUser) storage.set(STORAGE_KEYS.languageSelected, '1');
}
