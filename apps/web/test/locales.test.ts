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
]);

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
});
