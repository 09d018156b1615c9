import { SUPPORTED_LANGUAGES } from '@coffer/domain';
import { describe, expect, it } from 'vitest';
import en from '../src/locales/en.json';
import es from '../src/locales/es.json';
import fr from '../src/locales/fr.json';
import it_ from '../src/locales/it.json';
import pt from '../src/locales/pt.json';

const locales: Record<string, unknown> = { en, it: it_, es, pt, fr };

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, child]) => Object.assign(all, flatten(child, prefix ? `${prefix}.${key}` : key)),
    {},
  );
}

const english = flatten(en);
// Words that read the same in these languages (the brand, "Sandbox" in some, bank terms, symbols).
const SAME_EVERYWHERE = new Set([
  'app.brand',
  'app.sandbox',
  'wallet.title',
  'terms.version',
  'transactions.title',
  'receive.iban',
  'receive.bic',
  'tiers.amonLab',
  'txLabel.cashback',
  'money.percent',
  'dashboard.worth',
  // French writes it as English does.
  'app.notifications',
]);

/**
 * Feature namespaces (`src/features/<feature>/locales/<language>.json`, loaded with the feature's chunk):
 * each must exist in every language, with the same keys and placeholders. A feature may list words that
 * read the same everywhere in `same-everywhere.json` beside its locales (an array of keys).
 */
const featureFiles = import.meta.glob<{ default: unknown }>('../src/features/*/locales/*.json', { eager: true });
const features = new Map<string, Record<string, unknown>>();
for (const [path, module] of Object.entries(featureFiles)) {
  const [, feature, file] = path.match(/features\/([^/]+)\/locales\/([^/]+)\.json$/) ?? [];
  if (!feature || !file) continue;
  const entry = features.get(feature) ?? {};
  entry[file] = module.default;
  features.set(feature, entry);
}

describe('translations', () => {
  it('exist for every supported language', () => {
    expect(Object.keys(locales).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it.each(SUPPORTED_LANGUAGES.filter((l) => l !== 'en'))('cover every English string in %s, translated', (lang) => {
    const messages = flatten(locales[lang]);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(messages)) {
      expect(text.trim(), `${lang}:${key}`).not.toBe('');
      if (!SAME_EVERYWHERE.has(key) && !['earn.title', 'menu.earn'].includes(key)) {
        expect(text, `${lang}:${key} is still English`).not.toBe(english[key]);
      }
      const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(placeholders(text), `${lang}:${key} placeholders`).toEqual(placeholders(english[key] ?? ''));
    }
  });

  it.each([...features.keys()])('of the %s feature exist in every language, translated', (feature) => {
    const files = features.get(feature) ?? {};
    const same = new Set((files['same-everywhere'] as string[] | undefined) ?? []);
    expect(
      Object.keys(files)
        .filter((f) => f !== 'same-everywhere')
        .sort(),
    ).toEqual([...SUPPORTED_LANGUAGES].sort());
    const base = flatten(files.en);
    for (const lang of SUPPORTED_LANGUAGES.filter((l) => l !== 'en')) {
      const messages = flatten(files[lang]);
      expect(Object.keys(messages).sort(), `${feature}/${lang}`).toEqual(Object.keys(base).sort());
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), `${feature}/${lang}:${key}`).not.toBe('');
        if (!same.has(key)) expect(text, `${feature}/${lang}:${key} is still English`).not.toBe(base[key]);
        const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
        expect(placeholders(text), `${feature}/${lang}:${key} placeholders`).toEqual(placeholders(base[key] ?? ''));
      }
    }
  });
});
