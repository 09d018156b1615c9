import type { Language } from '../constants';

export interface NumberSeparators {
  readonly decimal: string;
  readonly group: string;
  /** Spanish leaves 4-digit numbers ungrouped ("1234" but "12.345"); Intl calls this minimum grouping digits. */
  readonly minimumGroupingDigits: number;
}

/**
 * The separators of the five languages as CLDR gives them, which is where Intl.NumberFormat reads them
 * (test/format/amounts.test.ts checks that the two agree, language by language). They are a table rather
 * than read from Intl at run time because Intl's first number format costs a phone tens of milliseconds,
 * paid while the first amount is drawn (decision 0039). The digits are placed by hand in any case:
 * amounts are bigints and decimal strings, which must never be squeezed through a float.
 */
const SEPARATORS: Readonly<Record<Language, NumberSeparators>> = {
  en: { decimal: '.', group: ',', minimumGroupingDigits: 1 },
  it: { decimal: ',', group: '.', minimumGroupingDigits: 2 },
  es: { decimal: ',', group: '.', minimumGroupingDigits: 2 },
  pt: { decimal: ',', group: '.', minimumGroupingDigits: 1 },
  // A narrow no-break space (U+202F).
  fr: { decimal: ',', group: '\u202f', minimumGroupingDigits: 1 },
};

export function numberSeparators(locale: Language): NumberSeparators {
  return SEPARATORS[locale];
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
