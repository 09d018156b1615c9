import type { Language } from '../constants';

export interface NumberSeparators {
  readonly decimal: string;
  readonly group: string;
  /** Spanish leaves 4-digit numbers ungrouped ("1234" but "12.345"); Intl calls this minimum grouping digits. */
  readonly minimumGroupingDigits: number;
}

const separatorsCache = new Map<Language, NumberSeparators>();

/**
 * Separators are read once per locale from Intl (a pure formatter here), then digits are placed by
 * hand: amounts are bigints and decimal strings, which must never be squeezed through a float.
 */
export function numberSeparators(locale: Language): NumberSeparators {
  const cached = separatorsCache.get(locale);
  if (cached) return cached;
  const formatter = new Intl.NumberFormat(locale);
  const parts = formatter.formatToParts(1234567.5);
  const fourDigits = formatter.formatToParts(1234);
  const separators: NumberSeparators = {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    minimumGroupingDigits: fourDigits.some((part) => part.type === 'group') ? 1 : 2,
  };
  separatorsCache.set(locale, separators);
  return separators;
}

/**
 * Localises a plain decimal string ("-12345.60") into the locale's separators ("-12,345.60" in en,
 * "-12.345,60" in it). Grouping is by thousands, which holds for all five supported languages.
 */
export function localizeDecimalString(plain: string, locale: Language): string {
  const { decimal, group, minimumGroupingDigits } = numberSeparators(locale);
  const negative = plain.startsWith('-');
  const [whole = '', fraction] = (negative ? plain.slice(1) : plain).split('.');
  let grouped = whole;
  if (whole.length >= 3 + minimumGroupingDigits) {
    const head = whole.length % 3 || 3;
    const groups = [whole.slice(0, head)];
    for (let index = head; index < whole.length; index += 3) groups.push(whole.slice(index, index + 3));
    grouped = groups.join(group);
  }
  const body = fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`;
  return negative ? `-${body}` : body;
}
