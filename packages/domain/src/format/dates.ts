import { DEFAULT_LANGUAGE, type Language } from '../constants';

/**
 * Dates are formatted in UTC from a given instant (a Date or epoch milliseconds); nothing here reads
 * the clock, and nothing here calls Intl: month names come from a table of CLDR's values.
 */
export type DateInput = Date | number;

function toDate(instant: DateInput): Date {
  const date = typeof instant === 'number' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError('invalid date');
  return date;
}

/**
 * The five languages' short month names as CLDR gives them, which is where Intl.DateTimeFormat reads them
 * (test/format/dates.test.ts checks that the two agree). A table rather than Intl at run time: Intl's first
 * date format costs a phone tens of milliseconds, paid while the first date is drawn (decision 0041).
 */
const SHORT_MONTHS: Readonly<Record<Language, readonly string[]>> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  it: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
  pt: ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};

/** The locale's short month name ("Mar", "mar", "mars"...) of the instant's UTC month, as Intl spells it. */
export function shortMonthName(instant: DateInput, locale: Language = DEFAULT_LANGUAGE): string {
  return SHORT_MONTHS[locale][toDate(instant).getUTCMonth()] ?? '';
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function dayMonthYear(instant: DateInput, locale: Language, separator: string): string {
  const date = toDate(instant);
  const day = pad(date.getUTCDate());
  return `${day} ${shortMonthName(date, locale)}${separator} ${pad(date.getUTCFullYear(), 4)}`;
}

/** Spec section 9: DD MMM YYYY in UTC, "05 Mar 2024". */
export function formatDate(instant: DateInput, locale: Language = DEFAULT_LANGUAGE): string {
  return dayMonthYear(instant, locale, '');
}

/** Spec section 9: PDF dates 'DD MMM, YYYY', "05 Mar, 2024". */
export function formatPdfDate(instant: DateInput, locale: Language = DEFAULT_LANGUAGE): string {
  return dayMonthYear(instant, locale, ',');
}

/** HH:mm in UTC, 24-hour. */
export function formatUtcTime(instant: DateInput): string {
  const date = toDate(instant);
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** Spec section 9: PDF transaction rows add the time, "05 Mar, 2024 14:30" (UTC). */
export function formatPdfDateTime(instant: DateInput, locale: Language = DEFAULT_LANGUAGE): string {
  return `${formatPdfDate(instant, locale)} ${formatUtcTime(instant)}`;
}

/** DD-MM-YYYY in UTC, the date part of statement file names. */
export function formatFileDate(instant: DateInput): string {
  const date = toDate(instant);
  return `${pad(date.getUTCDate())}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCFullYear(), 4)}`;
}

function fileNamePart(text: string): string {
  // File systems and download headers disagree on much; letters, digits, '-' and '_' pass everywhere.
  return (
    text
      .trim()
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'file'
  );
}

/**
 * Spec section 9: statement file names by wallet, kind and date: `{wallet}-{kind}-{DD-MM-YYYY}.pdf`,
 * e.g. "BTC-statement-05-03-2024.pdf". Locale does not apply: file names stay ASCII.
 */
export function statementFileName(wallet: string, kind: string, instant: DateInput): string {
  return `${fileNamePart(wallet)}-${fileNamePart(kind)}-${formatFileDate(instant)}.pdf`;
}
