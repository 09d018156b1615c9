import { i18n } from '../../lib/i18n/i18n';
import { loadNamespace, type NamespaceLoaders } from '../../lib/i18n/namespace';

/** The native shell's own texts (namespace 'native'), loaded only in the shell. */
export const nativeLoaders: NamespaceLoaders = {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
  fr: () => import('./locales/fr.json'),
};

/** Section 8: the alert shown on iOS when tracking is denied, in the current language. */
export async function trackingDeniedText(): Promise<{ title: string; body: string }> {
  await loadNamespace('native', nativeLoaders);
  return { title: i18n.t('native:tracking.deniedTitle'), body: i18n.t('native:tracking.deniedBody') };
}
