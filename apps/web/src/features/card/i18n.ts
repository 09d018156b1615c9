import type { NamespaceLoaders } from '../../lib/i18n/namespace';

/** The card screens' texts, loaded with their chunk (never in the first screen's JavaScript). */
export const CARD_LOCALES: NamespaceLoaders = {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
  fr: () => import('./locales/fr.json'),
};
