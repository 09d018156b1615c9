import type { Language } from '@coffer/domain';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import { readStoredLanguage, rememberLanguage } from './language';
import { loadNamespacesFor } from './namespace';

type Messages = typeof en;

/** English ships with the first screen; the other languages load on demand. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>> = {
  it: () => import('../../locales/it.json'),
  es: () => import('../../locales/es.json'),
  pt: () => import('../../locales/pt.json'),
  fr: () => import('../../locales/fr.json'),
};

async function ensureLoaded(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const messages = await loaders[language]();
  i18n.addResourceBundle(language, 'translation', messages.default, true, true);
}

function followHtmlLang(language: string): void {
  // index.html's inline script has usually set it already: writing it again makes the browser restyle the page.
  if (typeof document !== 'undefined' && document.documentElement.lang !== language) {
    document.documentElement.lang = language;
  }
}

export async function setupI18n(): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', followHtmlLang);
    await i18n.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { translation: en } },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      // i18next otherwise prints an advertisement with console.info on every start, in production too. A
      // console call records a stack trace while the page is traced, which makes V8 parse the calling
      // chunks again for their source positions: tens of milliseconds of a phone's start-up (decision 0048).
      showSupportNotice: false,
    });
  }
  const stored = readStoredLanguage();
  await ensureLoaded(stored).catch(() => undefined);
  await i18n.changeLanguage(i18n.hasResourceBundle(stored, 'translation') ? stored : 'en');
  return i18n;
}

/** Switches the language; `chosenByUser` also records langSelected for the spec's route guard. */
export async function changeLanguage(language: Language, chosenByUser = true): Promise<void> {
  await Promise.all([ensureLoaded(language), loadNamespacesFor(language)]);
  rememberLanguage(language, chosenByUser);
  await i18n.changeLanguage(language);
}

export { i18n };
