import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, setupI18n } from '../src/lib/i18n/i18n';
import { loadNamespace, type NamespaceLoaders } from '../src/lib/i18n/namespace';

const calls: string[] = [];
const loaders = Object.fromEntries(
  ['en', 'it', 'es', 'pt', 'fr'].map((lang) => [
    lang,
    async () => {
      calls.push(lang);
      return { default: { hello: `hello-${lang}` } };
    },
  ]),
) as unknown as NamespaceLoaders;

describe('feature namespaces', () => {
  beforeAll(async () => {
    await setupI18n();
  });

  it('load English and the current language once each', async () => {
    await loadNamespace('probe', loaders);
    await loadNamespace('probe', loaders);
    expect(calls).toEqual(['en']);
    expect(i18n.getFixedT(null, 'probe' as never)('hello' as never)).toBe('hello-en');
  });

  it('follow a language change before it happens', async () => {
    await changeLanguage('fr', false);
    expect(calls).toContain('fr');
    expect(i18n.getFixedT(null, 'probe' as never)('hello' as never)).toBe('hello-fr');
    await changeLanguage('en', false);
  });
});
