import type { NamespaceLoaders } from '../../lib/i18n/namespace';

/** The KYC screens' texts, loaded with their chunk (never in the first screen's JavaScript). */
export const KYC_LOCALES: NamespaceLoaders = {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
  fr: () => import('./locales/fr.json'),
};
