import type { Language } from '@coffer/domain';
import i18n from 'i18next';
import { useEffect, useState } from 'react';

/**
 * Feature namespaces: a screen loaded on demand (KYC, card, market, ...) keeps its texts in
 * `features/<feature>/locales/<language>.json` and loads them with its own chunk, so the first screen's
 * JavaScript does not grow with every feature. English is always loaded as the fallback.
 */
export type NamespaceMessages = Record<string, unknown>;
export type NamespaceLoaders = Record<Language, () => Promise<{ default: NamespaceMessages }>>;

const registered = new Map<string, NamespaceLoaders>();

async function loadOne(ns: string, loaders: NamespaceLoaders, language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, ns)) return;
  const messages = await loaders[language]();
  i18n.addResourceBundle(language, ns, messages.default, true, true);
}

/** Loads a namespace in English and in `language` (the current language by default). */
export async function loadNamespace(ns: string, loaders: NamespaceLoaders, language?: string): Promise<void> {
  registered.set(ns, loaders);
  const wanted = new Set<Language>(['en']);
  const lang = (language ?? i18n.language ?? 'en') as Language;
  if (lang in loaders) wanted.add(lang);
  await Promise.all([...wanted].map((l) => loadOne(ns, loaders, l)));
}

/** Before the language switches: every namespace already in use loads in the new language too. */
export async function loadNamespacesFor(language: Language): Promise<void> {
  await Promise.all([...registered].map(([ns, loaders]) => loadOne(ns, loaders, language).catch(() => undefined)));
}

/** Loads the namespace for the screen; false until its texts are there (show a busy state meanwhile). */
export function useNamespace(ns: string, loaders: NamespaceLoaders): boolean {
  const isLoaded = () => i18n.hasResourceBundle('en', ns) && i18n.hasResourceBundle(i18n.language ?? 'en', ns);
  const [, setVersion] = useState(0);
  const [ready, setReady] = useState(isLoaded);
  useEffect(() => {
    let live = true;
    const load = (language?: string) => {
      loadNamespace(ns, loaders, language)
        .catch(() => undefined)
        .then(() => {
          if (!live) return;
          setReady(true);
          setVersion((v) => v + 1);
        });
    };
    load();
    i18n.on('languageChanged', load);
    return () => {
      live = false;
      i18n.off('languageChanged', load);
    };
  }, [ns, loaders]);
  return ready;
}
