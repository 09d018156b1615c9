import type { NamespaceLoaders } from '../../lib/i18n/namespace';

/** Support, notification and referral texts, loaded with their chunk. */
export const SUPPORT_LOCALES: NamespaceLoaders = {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
  fr: () => import('./locales/fr.json'),
};
