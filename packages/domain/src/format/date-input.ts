import type { Language } from '../constants';

export type DateFieldPart = 'day' | 'month' | 'year';

export interface NumericDateFormat {
  /** The order the language writes a numeric date in ("month, day, year" in en, "day, month, year" in fr). */
  readonly order: readonly DateFieldPart[];
  readonly separator: string;
}

const formats = new Map<Language, NumericDateFormat>();

/** How the language writes a date with digits, as Intl says (read once per language). */
export function numericDateFormat(locale: Language): NumericDateFormat {
  const cached = formats.get(locale);
  if (cached) return cached;
  const parts = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(Date.UTC(2024, 11, 31));
  const order = parts
    .map((part) => part.type)
    .filter((type): type is DateFieldPart => type === 'day' || type === 'month' || type === 'year');
  const format = { order, separator: parts.find((part) => part.type === 'literal')?.value.trim() || '/' };
  formats.set(locale, format);
  return format;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day (YYYY-MM-DD) as the language writes it with digits ("31/12/2024" in fr); '' stays ''. */
export function formatDateInput(isoDay: string, locale: Language): string {
  const match = ISO_DAY.exec(isoDay);
  if (!match) return '';
  const [, year, month, day] = match;
  const { order, separator } = numericDateFormat(locale);
  const value: Record<DateFieldPart, string> = { day: day ?? '', month: month ?? '', year: year ?? '' };
  return order.map((part) => value[part]).join(separator);
}

/** The pattern to show next to a date field, from the language's order ("DD/MM/YYYY"), with `letters` naming the parts. */
export function dateInputPattern(locale: Language, letters: Record<DateFieldPart, string>): string {
  const { order, separator } = numericDateFormat(locale);
  return order.map((part) => letters[part]).join(separator);
}

/**
 * A date typed in the language's numeric order, with any of / . - or spaces between the parts and one-
 * or two-digit days and months, as YYYY-MM-DD; null when it is not a real calendar day.
 */
export function parseDateInput(text: string, locale: Language): string | null {
  const pieces = text.trim().split(/[\s./-]+/);
  const { order } = numericDateFormat(locale);
  if (pieces.length !== 3 || pieces.some((piece) => !/^\d+$/.test(piece))) return null;
  const value = Object.fromEntries(order.map((part, index) => [part, Number(pieces[index])])) as Record<
    DateFieldPart,
    number
  >;
  const yearText = pieces[order.indexOf('year')] ?? '';
  if (yearText.length !== 4 || value.month < 1 || value.month > 12 || value.day < 1) return null;
  const date = new Date(Date.UTC(value.year, value.month - 1, value.day));
  if (date.getUTCMonth() !== value.month - 1 || date.getUTCDate() !== value.day) return null;
  return date.toISOString().slice(0, 10);
}
